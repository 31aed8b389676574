import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function MiningListPage() {
  return <PageHeader title={<Trans>UNI liquidity mining</Trans>} />
}
