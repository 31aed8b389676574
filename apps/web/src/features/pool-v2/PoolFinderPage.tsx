import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function PoolFinderPage() {
  return <PageHeader back={'/pool/v2'} title={<Trans>Import V2 Pool</Trans>} />
}
