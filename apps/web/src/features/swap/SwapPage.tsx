import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { SwapPoolTabs } from '../../components/SwapPoolTabs'

export default function SwapPage() {
  return (
    <>
      <SwapPoolTabs active="swap" />
      <PageHeader title={<Trans>Swap</Trans>} />
    </>
  )
}
