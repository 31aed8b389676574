import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function MiningDetailPage() {
  return <PageHeader back={'/uni'} title={<Trans>UNI liquidity mining</Trans>} />
}
