import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { formatDecimal } from '../../../lib/format'
import { STAKING_REWARDS_INFO } from '../../mining'
import { CurrencyLogo, nativeOnChain } from '../../tokens'
import { useTotalSupply } from '../hooks/usePairs'
import { accountAnalyticsUrl, formatPoolShare, routeId, symbolOf } from '../logic/display'
import { type V2CardAction, v2CardActions, v2PositionValues } from '../logic/positionCard'
import { unwrappedToken } from '../logic/trackedPairs'

/** Whether a reward pool stakes this pair's liquidity tokens. */
function hasStaking(chainId: number, pair: Pair): boolean {
  const addresses = [pair.token0.address.toLowerCase(), pair.token1.address.toLowerCase()]
  return (STAKING_REWARDS_INFO[chainId] ?? []).some((info) =>
    info.tokens.every((token) => addresses.includes(token.address.toLowerCase())),
  )
}

/**
 * A v2 position: the pair and the account's pool tokens (with those staked in its rewards pool). The full
 * card (the v2 list, the pool finder) opens with Manage onto what the tokens are worth in each token, the
 * share of the pool and the actions: migrate, add, remove and the rewards pool, and the account's
 * analytics. The minimal card (beside the add and remove forms) shows those amounts at once, without
 * Manage or actions: the form around it is the action.
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
  /** False for the minimal card: no Manage toggle and no actions. */
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
  const values = v2PositionValues(pair, balance, totalSupply)
  const symbol0 = symbolOf(currency0)
  const symbol1 = symbolOf(currency1)
  const a = routeId(currency0)
  const b = routeId(currency1)
  const expanded = open || !showLinks
  const panelId = `v2-position-${pair.liquidityToken.address}`
  const actions = v2CardActions({
    inWallet: !!walletBalance?.greaterThan(0),
    hasRewardsPool: hasStaking(chainId, pair),
  })
  return (
    <article
      className="pool-v2-card pool-v2-position"
      data-testid="v2-position"
      aria-label={`${symbol0}/${symbol1}`}
    >
      {showLinks ? null : (
        <h2 className="pool-v2-position__title">
          <Trans>Your position</Trans>
        </h2>
      )}
      <header className="pool-v2-position__head">
        <span className="pool-v2-logos">
          <CurrencyLogo currency={currency0} size={20} />
          <CurrencyLogo currency={currency1} size={20} />
        </span>
        <strong>
          {symbol0}/{symbol1}
        </strong>
        {showLinks ? (
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {open ? <Trans>Manage ▴</Trans> : <Trans>Manage ▾</Trans>}
          </button>
        ) : null}
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
      </dl>
      {expanded ? (
        <div id={panelId} className="pool-v2-position__panel">
          <dl className="pool-v2-rows">
            <div>
              <dt>
                <Trans>Pooled {symbol0}:</Trans>
              </dt>
              <dd data-testid="v2-pooled-0">
                {values ? formatDecimal(values.pooled0.toSignificant(6), i18n.locale) : '-'}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Pooled {symbol1}:</Trans>
              </dt>
              <dd data-testid="v2-pooled-1">
                {values ? formatDecimal(values.pooled1.toSignificant(6), i18n.locale) : '-'}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Your pool share:</Trans>
              </dt>
              <dd data-testid="v2-pool-share">{formatPoolShare(values?.share, i18n.locale)}</dd>
            </div>
          </dl>
          {showLinks ? (
            <nav className="pool-v2-links" aria-label={`${symbol0}/${symbol1}`}>
              {account ? (
                <a href={accountAnalyticsUrl(account)} target="_blank" rel="noopener noreferrer">
                  <Trans>View accrued fees and analytics ↗</Trans>
                </a>
              ) : null}
              {actions.map((action) => (
                <CardAction key={action} action={action} pair={pair} a={a} b={b} />
              ))}
            </nav>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

function CardAction({ action, pair, a, b }: { action: V2CardAction; pair: Pair; a: string; b: string }) {
  switch (action) {
    case 'migrate':
      return (
        <Link className="secondary-button" to={`/migrate/v2/${pair.liquidityToken.address}`}>
          <Trans>Migrate</Trans>
        </Link>
      )
    case 'add':
      return (
        <Link className="secondary-button" to={`/add/v2/${a}/${b}`}>
          <Trans>Add</Trans>
        </Link>
      )
    case 'remove':
      return (
        <Link className="secondary-button" to={`/remove/v2/${a}/${b}`}>
          <Trans>Remove</Trans>
        </Link>
      )
    case 'rewards':
      return (
        <Link className="secondary-button" to={`/uni/${a}/${b}`}>
          <Trans>Manage Liquidity in Rewards Pool</Trans>
        </Link>
      )
  }
}
