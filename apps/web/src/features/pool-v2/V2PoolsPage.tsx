import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function V2PoolsPage() {
  return <PageHeader back={'/pool'} title={<Trans>V2 Liquidity</Trans>} />
}
