import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function PositionPage() {
  return <PageHeader back={'/pool'} title={<Trans>Position</Trans>} />
}
