import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function VotePage() {
  return <PageHeader title={<Trans>Uniswap Governance</Trans>} />
}
