import { Trans, useLingui } from '@lingui/react/macro'
import { type CurrencyAmount, Fraction, type Token } from '@uniswap/sdk-core'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { formatFiat } from '../../lib/format'
import { useUsdValue } from '../routing'
import { TransactionPreview, useRequestSimulation } from '../simulation'
import { CurrencyLogo, currencyId, nativeOnChain } from '../tokens'
import {
  isAttempting,
  TransactionStatusText,
  TransactionType,
  transactionStatus,
  useTransactionFlow,
  useTransactionRecord,
} from '../transactions'
import { Amount, PriceBox } from './components/PositionValues'
import { RangeBadge } from './components/RangeBadge'
import { usePositionFromTokenId } from './hooks/usePositions'
import { feeTierPercent, priceRange, symbolOf } from './positions/display'
import {
  displayCurrency,
  useDerivedPosition,
  useFeesOwed,
  usePositionOwner,
  usePositionTokenUri,
} from './positions/hooks'
import { positionImageFromTokenUri } from './positions/nftImage'
import { canManagePosition } from './positions/permissions'
import { displayInverted } from './positions/priceOrder'
import { rangeStatus } from './positions/rangeStatus'
import { collectTransactionRequest, unlessRefused } from './positions/removeLiquidity'
import { parseTokenId } from './positions/tokenId'
import './positions/positions.css'
import { contractAddress } from '../../core/addresses'
import { CollectAsWethSwitch } from './components/CollectAsWethSwitch'
import { PoolExploreLink } from './components/PoolExploreLink'

const ONE_CENT = new Fraction(1, 100)

/** The sum of two USD values when both are known. */
function usdSum(a: CurrencyAmount<Token> | undefined, b: CurrencyAmount<Token> | undefined) {
  return a && b ? a.add(b) : undefined
}

export default function PositionPage() {
  const { t, i18n } = useLingui()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const tokenId = parseTokenId(useParams().tokenId)
  const { loading, position: details } = usePositionFromTokenId(chainId, tokenId)
  const { token0, token1, pool, position } = useDerivedPosition(chainId, details)
  const { owner, approvedForAll } = usePositionOwner(chainId, tokenId, account)
  const manage = canManagePosition({ account, owner, operator: details?.operator, approvedForAll })
  const image = positionImageFromTokenUri(usePositionTokenUri(chainId, tokenId))
  const fees = useFeesOwed(chainId, details, owner, [token0, token1])
  const [receiveWETH, setReceiveWETH] = useState(false)
  const [inverted, setInverted] = useState(false)
  const collectFlow = useTransactionFlow()
  const collectHash = collectFlow.state.status === 'submitted' ? collectFlow.state.hash : undefined
  const collecting = isAttempting(collectFlow.state)
  // The collect's state as Activity has it: a cancelled or dropped one ends, and fees can be collected again.
  const collectRecord = useTransactionRecord(collectHash)
  const collectStatus = collectRecord ? transactionStatus(collectRecord) : undefined
  const collectOpen = !collectHash || collectStatus === 'cancelled' || collectStatus === 'dropped'

  const native = nativeOnChain(chainId)
  const currency0 = displayCurrency(token0, native, false)
  const currency1 = displayCurrency(token1, native, false)
  const status = details ? rangeStatus(pool?.tickCurrent, details) : undefined

  const usd0 = useUsdValue(position?.amount0)
  const usd1 = useUsdValue(position?.amount1)
  const feeUsd0 = useUsdValue(fees?.[0])
  const feeUsd1 = useUsdValue(fees?.[1])
  const liquidityUsd = usdSum(usd0, usd1)
  const feesUsd = usdSum(feeUsd0, feeUsd1)
  const feesOwed = !!fees && (fees[0].greaterThan(0) || fees[1].greaterThan(0))
  const hasWrappedNative = !!(token0?.equals(native.wrapped) || token1?.equals(native.wrapped))
  // The WETH toggle shows only to the owner, when a token is native and fees are owed (spec).
  const showWethToggle = manage && hasWrappedNative && feesOwed && collectOpen
  const feeCurrency0 = displayCurrency(token0, native, receiveWETH)
  const feeCurrency1 = displayCurrency(token1, native, receiveWETH)

  // The collect the fees card simulates and Collect fees sends, while fees are owed and none is sent.
  const manager = contractAddress(chainId, 'NonfungiblePositionManager')
  const collectRequest =
    manage && feesOwed && collectOpen && manager && fees && account && tokenId !== undefined
      ? unlessRefused(() =>
          collectTransactionRequest({
            manager,
            tokenId,
            feeValue0: fees[0],
            feeValue1: fees[1],
            recipient: account,
            native: receiveWETH ? undefined : native,
          }),
        )
      : undefined
  const collectPreview = useRequestSimulation(collecting ? undefined : collectRequest, account, chainId)

  const collect = async () => {
    if (!collectRequest || !token0 || !token1) return
    await collectFlow.send({
      request: collectRequest,
      info: {
        type: TransactionType.COLLECT_FEES,
        currencyId0: feeCurrency0 ? currencyId(feeCurrency0) : token0.address,
        currencyId1: feeCurrency1 ? currencyId(feeCurrency1) : token1.address,
      },
    })
  }

  if (tokenId === undefined || (!loading && !details)) {
    return (
      <div className="position-page">
        <PageHeader back="/pool" title={<Trans>Position</Trans>} />
        <p>
          <Trans>No position found.</Trans>
        </p>
      </div>
    )
  }
  if (!details) {
    return (
      <div className="position-page">
        <PageHeader back="/pool" title={<Trans>Position</Trans>} />
        <div role="status" className="pools-list__loading">
          <span className="spinner" />
        </div>
      </div>
    )
  }

  // One convention with the list and /add (priceOrder.ts); the toggle inverts it.
  const range = position
    ? priceRange(position, displayInverted(position.pool.token0, position.pool.token1, inverted), i18n.locale)
    : undefined
  const quoteSymbol = range ? symbolOf(displayCurrency(range.quote, native, false)) : undefined
  const baseSymbol = range ? symbolOf(displayCurrency(range.base, native, false)) : undefined
  const unit = (
    <Trans>
      {quoteSymbol} per {baseSymbol}
    </Trans>
  )
  const pending = collecting || collectStatus === 'pending'
  const collected = collectStatus === 'success'
  // The base first: /increase then reads its price the same way round as this page.
  const base = range ? displayCurrency(range.base, native, false) : currency0
  const quote = range ? displayCurrency(range.quote, native, false) : currency1
  const increasePath =
    base && quote ? `/increase/${currencyId(base)}/${currencyId(quote)}/${details.fee}/${tokenId}` : undefined

  return (
    <div className="position-page">
      <PageHeader
        back="/pool"
        title={
          <span className="position-title">
            <CurrencyLogo currency={currency0} size={24} />
            <CurrencyLogo currency={currency1} size={24} />
            <span>
              {symbolOf(currency0)}&nbsp;/&nbsp;{symbolOf(currency1)}
            </span>
            <span className="position-item__fee">{feeTierPercent(details.fee, i18n.locale)}</span>
            <RangeBadge status={status} />
          </span>
        }
      >
        <div className="position-actions">
          <PoolExploreLink chainId={chainId} pool={position?.pool} />
          {manage ? (
            <>
              {increasePath ? (
                <Link className="secondary-button" to={increasePath}>
                  <Trans>Increase Liquidity</Trans>
                </Link>
              ) : null}
              {details.liquidity > 0n ? (
                <Link className="primary-button" to={`/remove/${tokenId}`}>
                  <Trans>Remove Liquidity</Trans>
                </Link>
              ) : null}
            </>
          ) : owner ? (
            <a
              className="secondary-button"
              href={getExplorerLink(chainId, owner, ExplorerDataType.ADDRESS)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Owner</Trans> ↗
            </a>
          ) : null}
        </div>
      </PageHeader>

      <div className="position-grid">
        <div className="position-card position-nft">
          {image ? (
            <img
              src={image}
              alt={t`Position #${tokenId.toString()} NFT`}
              height={400}
              data-testid="position-nft"
            />
          ) : (
            <span className="spinner" role="status" />
          )}
        </div>
        <div className="position-details">
          <section className="position-card" aria-label={t`Liquidity`}>
            <h2>
              <Trans>Liquidity</Trans>
            </h2>
            <div className="position-value" data-testid="liquidity-value">
              {liquidityUsd ? formatFiat(liquidityUsd.toFixed(2), i18n.locale) : '$-'}
            </div>
            <div className="position-row">
              <span>
                <CurrencyLogo currency={currency0} size={20} /> {symbolOf(currency0)}
              </span>
              <Amount amount={position?.amount0} />
            </div>
            <div className="position-row">
              <span>
                <CurrencyLogo currency={currency1} size={20} /> {symbolOf(currency1)}
              </span>
              <Amount amount={position?.amount1} />
            </div>
          </section>

          <section className="position-card" aria-label={t`Unclaimed fees`}>
            <div className="position-row">
              <h2>
                <Trans>Unclaimed fees</Trans>
              </h2>
              {manage && (feesOwed || collectHash) ? (
                <button
                  type="button"
                  className="primary-button"
                  disabled={pending || collected || !feesOwed || collectPreview.blocks}
                  onClick={() => void collect()}
                >
                  {collected ? (
                    <Trans>Collected</Trans>
                  ) : pending ? (
                    <Trans>Collecting</Trans>
                  ) : (
                    <Trans>Collect fees</Trans>
                  )}
                </button>
              ) : null}
            </div>
            <div className="position-value" data-testid="fees-value">
              {feesUsd?.greaterThan(ONE_CENT) ? formatFiat(feesUsd.toFixed(2), i18n.locale) : '$-'}
            </div>
            <div className="position-row">
              <span>
                <CurrencyLogo currency={feeCurrency0} size={20} /> {symbolOf(feeCurrency0)}
              </span>
              <Amount amount={fees?.[0]} testId="fee-amount-0" />
            </div>
            <div className="position-row">
              <span>
                <CurrencyLogo currency={feeCurrency1} size={20} /> {symbolOf(feeCurrency1)}
              </span>
              <Amount amount={fees?.[1]} testId="fee-amount-1" />
            </div>
            {collectRecord && collectStatus !== 'success' ? (
              <p
                className="position-card__status"
                role="status"
                data-testid="collect-status"
                data-status={collectStatus}
              >
                <TransactionStatusText tx={collectRecord} />
              </p>
            ) : null}
            {collectFlow.state.status === 'failed' ? (
              <p className="error-text" role="alert" data-testid="collect-error">
                {collectFlow.state.error.shortMessage}
              </p>
            ) : null}
            {showWethToggle ? <CollectAsWethSwitch checked={receiveWETH} onChange={setReceiveWETH} /> : null}
            <TransactionPreview preview={collectPreview} chainId={chainId} />
          </section>
        </div>
      </div>

      {range ? (
        <section className="position-card" aria-label={t`Price range`}>
          <div className="position-row">
            <h2>
              <Trans>Price range</Trans>
            </h2>
            <RangeBadge status={status} />
            <button type="button" className="secondary-button" onClick={() => setInverted(!inverted)}>
              {symbolOf(displayCurrency(range.base, native, false))}
            </button>
          </div>
          <div className="position-range">
            <PriceBox label={<Trans>Min price</Trans>} testId="min-price" price={range.min} unit={unit} />
            <PriceBox label={<Trans>Max price</Trans>} testId="max-price" price={range.max} unit={unit} />
            <PriceBox
              label={<Trans>Current price</Trans>}
              testId="current-price"
              price={range.current}
              unit={unit}
              current
            />
          </div>
        </section>
      ) : null}
    </div>
  )
}
