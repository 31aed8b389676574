import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function RemoveLiquidityPage() {
  return <PageHeader back={'/pool'} title={<Trans>Remove Liquidity</Trans>} />
}
