import { Trans } from '@lingui/react/macro'
import { Navigate, Route, Routes } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { ProposalDetail } from './ProposalDetail'
import { ProposalList } from './ProposalList'
import { WrongLayer } from './WrongLayer'
import './governance.css'

/** The governance area, /vote and /vote/{governorIndex}/{id}; on layer 2 it asks for layer 1. */
export default function VotePage() {
  const { chainId: walletChainId } = useAccount()
  const chainId = useActiveChainId()
  if (isL2(walletChainId)) {
    return (
      <div className="governance">
        <PageHeader title={<Trans>Uniswap Governance</Trans>} />
        <WrongLayer />
      </div>
    )
  }
  return (
    <div className="governance">
      <Routes>
        <Route
          index
          element={
            <>
              <PageHeader title={<Trans>Uniswap Governance</Trans>} />
              <ProposalList chainId={chainId} />
            </>
          }
        />
        <Route path=":governorIndex/:id" element={<ProposalDetail chainId={chainId} />} />
        <Route path="*" element={<Navigate replace to="/vote" />} />
      </Routes>
    </div>
  )
}
