import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function RemoveV2LiquidityPage() {
  return <PageHeader back={'/pool/v2'} title={<Trans>Remove V2 Liquidity</Trans>} />
}
