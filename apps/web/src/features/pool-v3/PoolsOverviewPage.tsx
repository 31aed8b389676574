import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { SwapPoolTabs } from '../../components/SwapPoolTabs'

export default function PoolsOverviewPage() {
  return (
    <>
      <SwapPoolTabs active="pool" />
      <PageHeader title={<Trans>Pools</Trans>} />
    </>
  )
}
