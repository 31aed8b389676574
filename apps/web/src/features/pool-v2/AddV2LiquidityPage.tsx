import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function AddV2LiquidityPage() {
  return <PageHeader back={'/pool/v2'} title={<Trans>Add V2 Liquidity</Trans>} />
}
