import { Trans, useLingui } from '@lingui/react/macro'
import { type CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { formatDecimal } from '../../../lib/format'
import { STAKING_REWARDS_INFO } from '../../mining'
import { CurrencyLogo, nativeOnChain } from '../../tokens'
import { useTotalSupply } from '../hooks/usePairs'
import { accountAnalyticsUrl, formatPoolShare, routeId, symbolOf } from '../logic/display'
import { unwrappedToken } from '../logic/trackedPairs'

/** Whether a reward pool stakes this pair's liquidity tokens. */
function hasStaking(chainId: number, pair: Pair): boolean {
  const addresses = [pair.token0.address.toLowerCase(), pair.token1.address.toLowerCase()]
  return (STAKING_REWARDS_INFO[chainId] ?? []).some((info) =>
    info.tokens.every((token) => addresses.includes(token.address.toLowerCase())),
  )
}

/**
 * A v2 position: the pair, the account's pool tokens (with those staked in its rewards pool), what they
 * are worth in each token and the share of the pool; expanded, the links to migrate, add, remove and
 * stake, and the account's analytics. Migrate and remove take wallet tokens, so they need some.
 */
export function PositionCard({
  pair,
  balance: walletBalance,
  stakedBalance,
  chainId,
  account,
  showLinks = true,
  defaultOpen = false,
}: {
  pair: Pair
  balance: CurrencyAmount<Token> | undefined
  /** Pool tokens staked in the pair's rewards pool, counted in the totals. */
  stakedBalance?: CurrencyAmount<Token>
  chainId: number
  account: Address | undefined
  showLinks?: boolean
  defaultOpen?: boolean
}) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(defaultOpen)
  const native = nativeOnChain(chainId)
  const currency0 = unwrappedToken(pair.token0, native)
  const currency1 = unwrappedToken(pair.token1, native)
  const totalSupply = useTotalSupply(chainId, pair.liquidityToken)
  const balance = walletBalance && stakedBalance ? walletBalance.add(stakedBalance) : walletBalance
  const staked = stakedBalance?.greaterThan(0) ? stakedBalance : undefined
  const inWallet = !!walletBalance?.greaterThan(0)
  const valid = !!balance && !!totalSupply && totalSupply.greaterThan(0) && !balance.greaterThan(totalSupply)
  const share = valid ? new Percent(balance.quotient, totalSupply.quotient) : undefined
  const pooled0 = valid ? pair.getLiquidityValue(pair.token0, totalSupply, balance, false) : undefined
  const pooled1 = valid ? pair.getLiquidityValue(pair.token1, totalSupply, balance, false) : undefined
  const symbol0 = symbolOf(currency0)
  const symbol1 = symbolOf(currency1)
  const a = routeId(currency0)
  const b = routeId(currency1)
  return (
    <article
      className="pool-v2-card pool-v2-position"
      data-testid="v2-position"
      aria-label={`${symbol0}/${symbol1}`}
    >
      <header className="pool-v2-position__head">
        <span className="pool-v2-logos">
          <CurrencyLogo currency={currency0} size={20} />
          <CurrencyLogo currency={currency1} size={20} />
        </span>
        <strong>
          {symbol0}/{symbol1}
        </strong>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <Trans>Manage ▴</Trans> : <Trans>Manage ▾</Trans>}
        </button>
      </header>
      <dl className="pool-v2-rows">
        <div>
          <dt>
            <Trans>Your total pool tokens:</Trans>
          </dt>
          <dd data-testid="v2-pool-tokens">
            {balance ? formatDecimal(balance.toSignificant(4), i18n.locale) : '-'}
          </dd>
        </div>
        {staked ? (
          <div>
            <dt>
              <Trans>Pool tokens in rewards pool:</Trans>
            </dt>
            <dd data-testid="v2-staked-tokens">{formatDecimal(staked.toSignificant(4), i18n.locale)}</dd>
          </div>
        ) : null}
        {open || !showLinks ? (
          <>
            <div>
              <dt>
                <Trans>Pooled {symbol0}:</Trans>
              </dt>
              <dd data-testid="v2-pooled-0">
                {pooled0 ? formatDecimal(pooled0.toSignificant(6), i18n.locale) : '-'}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Pooled {symbol1}:</Trans>
              </dt>
              <dd data-testid="v2-pooled-1">
                {pooled1 ? formatDecimal(pooled1.toSignificant(6), i18n.locale) : '-'}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Your pool share:</Trans>
              </dt>
              <dd data-testid="v2-pool-share">{formatPoolShare(share, i18n.locale)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {open && showLinks ? (
        <nav className="pool-v2-links">
          {account ? (
            <a href={accountAnalyticsUrl(account)} target="_blank" rel="noopener noreferrer">
              <Trans>View accrued fees and analytics ↗</Trans>
            </a>
          ) : null}
          {inWallet ? (
            <Link className="secondary-button" to={`/migrate/v2/${pair.liquidityToken.address}`}>
              <Trans>Migrate</Trans>
            </Link>
          ) : null}
          <Link className="secondary-button" to={`/add/v2/${a}/${b}`}>
            <Trans>Add</Trans>
          </Link>
          {inWallet ? (
            <Link className="secondary-button" to={`/remove/v2/${a}/${b}`}>
              <Trans>Remove</Trans>
            </Link>
          ) : null}
          {hasStaking(chainId, pair) ? (
            <Link className="secondary-button" to={`/uni/${a}/${b}`}>
              <Trans>Manage Liquidity in Rewards Pool</Trans>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  )
}
