import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function AddLiquidityPage() {
  return <PageHeader back={'/pool'} title={<Trans>Add Liquidity</Trans>} />
}
