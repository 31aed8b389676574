import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'

export default function CreateProposalPage() {
  return <PageHeader back={'/vote'} title={<Trans>Create Proposal</Trans>} />
}
