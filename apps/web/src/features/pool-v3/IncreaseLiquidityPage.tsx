import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function IncreaseLiquidityPage() {
  return <PageHeader back={'/pool'} title={<Trans>Increase Liquidity</Trans>} />
}
