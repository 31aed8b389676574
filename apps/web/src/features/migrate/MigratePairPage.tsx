import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function MigratePairPage() {
  return <PageHeader back={'/migrate/v2'} title={<Trans>Migrate V2 Liquidity</Trans>} />
}
