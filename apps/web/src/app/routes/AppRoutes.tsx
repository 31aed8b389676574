import { useEffect } from 'react'
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router'
import { useChainId } from 'wagmi'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch } from '../../core/store'
import { EXPLORE_PATHS, ExplorePoolRoute, ExploreRoute, ExploreTokenRoute } from '../../features/explore'
import { CreateProposalPage, VotePage } from '../../features/governance'
import { MigrateListPage, MigratePairPage } from '../../features/migrate'
import { MiningDetailPage, MiningListPage } from '../../features/mining'
import {
  AddV2LiquidityPage,
  PoolFinderPage,
  RemoveV2LiquidityPage,
  V2PoolsPage,
} from '../../features/pool-v2'
import {
  AddLiquidityPage,
  IncreaseLiquidityPage,
  PoolsOverviewPage,
  PositionPage,
  RemoveLiquidityPage,
} from '../../features/pool-v3'
import { SwapPage } from '../../features/swap'
import { ActivityPage } from '../../features/transactions'
import { WRAPPED_NATIVE } from '../../lib/tokens/wrapped-native'
import {
  addV2Redirect,
  addV3Redirect,
  increaseRedirect,
  isRoutablePath,
  migratePairRedirect,
  removeV3Redirect,
  swapOutputRedirect,
} from './redirects'

function RedirectToSwapWithOutput() {
  const { outputCurrency = '' } = useParams()
  const { search } = useLocation()
  return <Navigate replace to={swapOutputRedirect(outputCurrency, search)} />
}

function RedirectToSwap() {
  const { search } = useLocation()
  return <Navigate replace to={`/swap${search}`} />
}

/** /claim opens the claim-for-address dialog, then shows the swap screen under it. */
function OpenClaimAddressModalAndRedirectToSwap() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(setOpenModal(ApplicationModal.ADDRESS_CLAIM))
  }, [dispatch])
  return <RedirectToSwap />
}

function AddLiquidityRoute() {
  const { currencyIdA, currencyIdB } = useParams()
  const target = addV3Redirect(currencyIdA, currencyIdB, WRAPPED_NATIVE[useChainId()])
  return target ? <Navigate replace to={target} /> : <AddLiquidityPage />
}

function IncreaseLiquidityRoute() {
  const { currencyIdA, currencyIdB } = useParams()
  const target = increaseRedirect(currencyIdA, currencyIdB, WRAPPED_NATIVE[useChainId()])
  return target ? <Navigate replace to={target} /> : <IncreaseLiquidityPage />
}

function AddV2LiquidityRoute() {
  const { currencyIdA, currencyIdB } = useParams()
  const target = addV2Redirect(currencyIdA, currencyIdB)
  return target ? <Navigate replace to={target} /> : <AddV2LiquidityPage />
}

function RemoveLiquidityRoute() {
  const target = removeV3Redirect(useParams().tokenId)
  return target ? <Navigate replace to={target} /> : <RemoveLiquidityPage />
}

function MigratePairRoute() {
  const target = migratePairRedirect(useParams().address)
  return target ? <Navigate replace to={target} /> : <MigratePairPage />
}

/** The route table of both specification documents. */
export function AppRoutes() {
  const { pathname, search } = useLocation()
  if (!isRoutablePath(pathname)) return <Navigate replace to={`/swap${search}`} />
  return (
    <Routes>
      <Route path="/swap" element={<SwapPage />} />
      <Route path="/swap/:outputCurrency" element={<RedirectToSwapWithOutput />} />
      <Route path="/send" element={<RedirectToSwap />} />
      <Route path="/claim" element={<OpenClaimAddressModalAndRedirectToSwap />} />
      <Route path="/vote/create-proposal" element={<CreateProposalPage />} />
      <Route path="/vote/*" element={<VotePage />} />
      <Route path="/create-proposal" element={<Navigate replace to="/vote/create-proposal" />} />
      <Route path="/uni" element={<MiningListPage />} />
      <Route path="/uni/:currencyIdA/:currencyIdB" element={<MiningDetailPage />} />
      <Route path="/pool" element={<PoolsOverviewPage />} />
      <Route path="/pool/v2" element={<V2PoolsPage />} />
      <Route path="/pool/v2/find" element={<PoolFinderPage />} />
      <Route path="/find" element={<PoolFinderPage />} />
      <Route path="/pool/:tokenId" element={<PositionPage />} />
      <Route path="/add/v2/:currencyIdA?/:currencyIdB?" element={<AddV2LiquidityRoute />} />
      <Route path="/create/v2/:currencyIdA?/:currencyIdB?" element={<AddV2LiquidityRoute />} />
      <Route path="/add/:currencyIdA?/:currencyIdB?/:feeAmount?" element={<AddLiquidityRoute />} />
      <Route
        path="/increase/:currencyIdA?/:currencyIdB?/:feeAmount?/:tokenId?"
        element={<IncreaseLiquidityRoute />}
      />
      <Route path="/remove/v2/:currencyIdA/:currencyIdB" element={<RemoveV2LiquidityPage />} />
      <Route path="/remove/:tokenId" element={<RemoveLiquidityRoute />} />
      <Route path="/migrate/v2" element={<MigrateListPage />} />
      <Route path="/migrate/v2/:address" element={<MigratePairRoute />} />
      <Route path="/activity" element={<ActivityPage />} />
      {EXPLORE_PATHS.list.map((path) => (
        <Route key={path} path={path} element={<ExploreRoute />} />
      ))}
      <Route path={EXPLORE_PATHS.token} element={<ExploreTokenRoute />} />
      <Route path={EXPLORE_PATHS.pool} element={<ExplorePoolRoute />} />
      <Route path="*" element={<RedirectToSwap />} />
    </Routes>
  )
}
