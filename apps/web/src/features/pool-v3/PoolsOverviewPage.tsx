import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function PoolsOverviewPage() {
  return <PageHeader title={<Trans>Pools</Trans>} />
}
