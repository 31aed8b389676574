import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function MigrateListPage() {
  return <PageHeader back={'/pool'} title={<Trans>Migrate V2 Liquidity</Trans>} />
}
