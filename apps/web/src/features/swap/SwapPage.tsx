import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function SwapPage() {
  return <PageHeader title={<Trans>Swap</Trans>} />
}
