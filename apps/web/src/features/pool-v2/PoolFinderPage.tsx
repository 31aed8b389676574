import { Trans } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { Suspense, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { addSerializedPair } from '../settings'
import { CurrencyLogo, CurrencySearchModal, nativeOnChain } from '../tokens'
import { PairProblemNote } from './components/PairProblemNote'
import { PositionCard } from './components/PositionCard'
import { V2Unavailable } from './components/V2Unavailable'
import { useLiquidityBalance, usePair } from './hooks/usePairs'
import { routeId, symbolOf } from './logic/display'
import { hasNoLiquidity } from './logic/mint'
import { serializeToken } from './logic/trackedPairs'
import './pool-v2.css'

/** Where the finder's back link goes: a path of this app given as ?origin=, else the v2 list. */
function backPath(origin: string | null): string {
  return origin && /^\/[a-z0-9/]*$/i.test(origin) ? origin : '/pool/v2'
}

function TokenButton({
  currency,
  onClick,
  testId,
}: {
  currency: Currency | undefined
  onClick: () => void
  testId: string
}) {
  return (
    <button type="button" className="secondary-button pool-v2-select" data-testid={testId} onClick={onClick}>
      {currency ? (
        <span>
          <CurrencyLogo currency={currency} size={20} /> {symbolOf(currency)}
        </span>
      ) : (
        <Trans>Select a token</Trans>
      )}
      <span aria-hidden="true">▾</span>
    </button>
  )
}

/** /pool/v2/find (and /find?origin=...): pick two tokens to find a v2 pool and save it to the list. */
export default function PoolFinderPage() {
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const dispatch = useAppDispatch()
  const [searchParams] = useSearchParams()
  const [currency0, setCurrency0] = useState<Currency | undefined>(() => nativeOnChain(chainId))
  const [currency1, setCurrency1] = useState<Currency | undefined>()
  const [picking, setPicking] = useState<0 | 1 | undefined>()
  const l2 = isL2(chainId)
  const [pairState, pair] = usePair(l2 ? 0 : chainId, currency0, currency1)
  const balance = useLiquidityBalance(chainId, pair?.liquidityToken, account)
  const noLiquidity = hasNoLiquidity(pairState, pair, undefined)
  const hasPosition = !!balance && balance.greaterThan(0)

  // A pool that exists is remembered, so that the list reads its balance from now on.
  useEffect(() => {
    if (pairState === 'EXISTS' && pair) {
      dispatch(
        addSerializedPair({
          serializedPair: { token0: serializeToken(pair.token0), token1: serializeToken(pair.token1) },
        }),
      )
    }
  }, [pairState, pair, dispatch])

  const a = currency0 ? routeId(currency0) : ''
  const b = currency1 ? routeId(currency1) : ''
  return (
    <div className="page-column">
      <PageHeader back={backPath(searchParams.get('origin'))} title={<Trans>Import V2 Pool</Trans>} />
      {l2 ? (
        <V2Unavailable />
      ) : (
        <>
          <p className="pool-v2-notice">
            <Trans>
              Tip: Use this tool to find v2 pools that don't automatically appear in the interface.
            </Trans>
          </p>
          <TokenButton currency={currency0} onClick={() => setPicking(0)} testId="finder-currency-0" />
          <p className="pool-v2-center" aria-hidden="true">
            +
          </p>
          <TokenButton currency={currency1} onClick={() => setPicking(1)} testId="finder-currency-1" />
          <section className="pool-v2-card pool-v2-message" aria-live="polite" data-testid="finder-result">
            {!currency0 || !currency1 ? (
              <Trans>Select a token to find your v2 liquidity.</Trans>
            ) : pairState === 'LOADING' ? (
              <Trans>Loading</Trans>
            ) : pairState === 'INVALID' ? (
              <>
                <p>
                  <Trans>Invalid pair.</Trans>
                </p>
                <PairProblemNote chainId={chainId} currencyA={currency0} currencyB={currency1} />
              </>
            ) : noLiquidity ? (
              <>
                <p>
                  <Trans>No pool found.</Trans>
                </p>
                <Link to={`/add/v2/${a}/${b}`}>
                  <Trans>Create pool.</Trans>
                </Link>
              </>
            ) : hasPosition && pair ? (
              <>
                <p>
                  <Trans>Pool Found!</Trans>
                </p>
                <Link to="/pool/v2">
                  <Trans>Manage this pool.</Trans>
                </Link>
              </>
            ) : (
              <>
                <p>
                  <Trans>You don't have liquidity in this pool yet.</Trans>
                </p>
                <Link to={`/add/v2/${a}/${b}`}>
                  <Trans>Add liquidity.</Trans>
                </Link>
              </>
            )}
          </section>
          {hasPosition && pair ? (
            <PositionCard pair={pair} balance={balance} chainId={chainId} account={account} />
          ) : null}
          {picking !== undefined ? (
            <Suspense fallback={null}>
              <CurrencySearchModal
                isOpen
                onDismiss={() => setPicking(undefined)}
                selectedCurrency={picking === 0 ? currency0 : currency1}
                otherSelectedCurrency={picking === 0 ? currency1 : currency0}
                onCurrencySelect={(currency) =>
                  picking === 0 ? setCurrency0(currency) : setCurrency1(currency)
                }
                chainId={chainId}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  )
}
