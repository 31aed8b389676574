import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { TokenList } from '@uniswap/token-lists'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useAccount } from 'wagmi'
import { safeDisplayText } from '../../../lib/format/displayText'
import { useDebounce } from '../../../lib/useDebounce'
import { useActiveDefaultLists, useRefusedListTokens, WrappedTokenInfo } from '../../lists'
import { commonBases } from '../commonBases'
import {
  nativeOnChain,
  useAllTokens,
  useNativeBalance,
  useSearchInactiveTokenLists,
  useToken,
  useTokenBalances,
} from '../hooks'
import {
  filterTokens,
  normaliseAddressQuery,
  pickOnEnter,
  searchInputError,
  showNativeFirst,
  sortByQuery,
} from '../search'
import { CurrencyLogo } from './CurrencyLogo'
import { ExploreTokenLink } from './ExploreTokenLink'
import { PickerHeader } from './PickerHeader'
import { TokenRow } from './TokenRow'
import { RefusedListToken, UnsupportedTokenNotice } from './UnsupportedTokenNotice'

/** Search input debounce (spec: address and search debounce 200 ms). */
const SEARCH_DEBOUNCE_MS = 200
const ROW_HEIGHT = 56
const VISIBLE_ROWS = 7

type Row =
  | { kind: 'currency'; currency: Currency; key: string }
  | { kind: 'import'; token: Token; list: TokenList | undefined; key: string }
  | { kind: 'heading'; key: string }

/** Tokens with a balance first (largest raw amount in whole units first), the rest in their order. */
function sortByBalance(tokens: Token[], balances: Readonly<Record<string, CurrencyAmount<Token>>>): Token[] {
  const held = (token: Token) => {
    const balance = balances[token.address]
    return balance?.greaterThan(0) ? balance : undefined
  }
  return tokens
    .map((token, order) => ({ token, order, balance: held(token) }))
    .sort((a, b) => {
      if (a.balance && !b.balance) return -1
      if (!a.balance && b.balance) return 1
      return a.order - b.order
    })
    .map(({ token }) => token)
}

export function SearchView({
  chainId,
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases,
  onSelect,
  onDismiss,
  onImportToken,
  onManage,
}: {
  chainId: number
  selectedCurrency: Currency | null | undefined
  otherSelectedCurrency: Currency | null | undefined
  showCommonBases: boolean
  onSelect: (currency: Currency) => void
  onDismiss: () => void
  onImportToken: (token: Token, list: TokenList | undefined) => void
  onManage: () => void
}) {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const [query, setQuery] = useState('')
  const debounced = useDebounce(query, SEARCH_DEBOUNCE_MS)
  const inputError = searchInputError(query)

  const allTokens = useAllTokens(chainId)
  const tokens = useMemo(() => Object.values(allTokens), [allTokens])
  const balances = useTokenBalances(account, tokens, chainId)
  const nativeBalance = useNativeBalance(account, chainId)

  const addressQuery = normaliseAddressQuery(debounced)
  const inactive = useSearchInactiveTokenLists(debounced, chainId)
  const unknownAddress =
    addressQuery && !allTokens[addressQuery] && !inactive.some((token) => token.address === addressQuery)
      ? addressQuery
      : undefined
  const searchToken = useToken(unknownAddress, chainId)

  const defaultLists = useActiveDefaultLists()
  const fromDefaultList = useMemo(
    () => (token: Currency) =>
      token instanceof WrappedTokenInfo && !!token.list && defaultLists.has(token.list),
    [defaultLists],
  )
  // Symbols of the default lists' tokens: another token using one is flagged in the picker.
  const defaultSymbols = useMemo(
    () =>
      new Set(
        tokens.filter(fromDefaultList).map((token) => safeDisplayText(token.symbol ?? '').toLowerCase()),
      ),
    [tokens, fromDefaultList],
  )
  const collides = (currency: Currency) =>
    !currency.isNative &&
    !fromDefaultList(currency) &&
    defaultSymbols.has(safeDisplayText(currency.symbol ?? '').toLowerCase())
  const refusedTokens = useRefusedListTokens(chainId)
  // Searched by what the picker would show: their symbols and names without hidden characters.
  const refused = useMemo(
    () =>
      refusedTokens.map((token) => ({
        ...token,
        symbol: safeDisplayText(token.symbol),
        name: safeDisplayText(token.name),
        listName: safeDisplayText(token.listName),
      })),
    [refusedTokens],
  )
  const refusedMatches = useMemo(
    () => (debounced.trim() === '' ? [] : filterTokens(refused, debounced)),
    [refused, debounced],
  )

  const results: Currency[] = useMemo(() => {
    const found = sortByQuery(
      sortByBalance(filterTokens(tokens, debounced), balances),
      debounced,
      fromDefaultList,
    )
    return showNativeFirst(debounced) ? [nativeOnChain(chainId), ...found] : found
  }, [tokens, debounced, balances, chainId, fromDefaultList])

  const rows: Row[] = useMemo(() => {
    const list: Row[] = results.map((currency) => ({
      kind: 'currency',
      currency,
      key: currency.isNative ? 'ETH' : currency.address,
    }))
    if (searchToken)
      list.push({ kind: 'import', token: searchToken, list: undefined, key: `import-${searchToken.address}` })
    if (inactive.length > 0) {
      list.push({ kind: 'heading', key: 'inactive-heading' })
      for (const token of inactive)
        list.push({
          kind: 'import',
          token,
          list: (token as WrappedTokenInfo).list,
          key: `inactive-${token.address}`,
        })
    }
    return list
  }, [results, searchToken, inactive])

  // The highlighted row is kept by its key: it stays highlighted while the list around it changes
  // (balances arriving, inactive lists' matches appended), and is dropped only when it leaves.
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined)
  const activeIndex = activeKey === undefined ? -1 : rows.findIndex((row) => row.key === activeKey)
  const active = activeIndex < 0 ? undefined : activeIndex
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  useEffect(() => {
    const element = scroller.current
    if (active === undefined || !element) return
    const top = active * ROW_HEIGHT
    if (top < element.scrollTop) element.scrollTop = top
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT - element.clientHeight
  }, [active])

  const choose = (row: Row | undefined) => {
    if (!row || row.kind === 'heading') return
    if (row.kind === 'currency') {
      if (selectedCurrency && row.currency.equals(selectedCurrency)) return
      onSelect(row.currency)
    } else onImportToken(row.token, row.list)
  }

  const selectable = (index: number) => rows[index]?.kind !== 'heading'
  const move = (from: number | undefined, step: 1 | -1) => {
    let next = from === undefined ? (step === 1 ? 0 : rows.length - 1) : from + step
    while (next >= 0 && next < rows.length && !selectable(next)) next += step
    return next >= 0 && next < rows.length ? next : from
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = move(active, event.key === 'ArrowDown' ? 1 : -1)
      setActiveKey(next === undefined ? undefined : rows[next]?.key)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active !== undefined) return choose(rows[active])
      // The debounced results may lag the input: decide on what is typed now.
      const now = sortByQuery(filterTokens(tokens, query), query)
      const candidates = showNativeFirst(query) ? [nativeOnChain(chainId), ...now] : now
      const picked = pickOnEnter(candidates, query)
      if (picked) choose({ kind: 'currency', currency: picked, key: '' })
    }
  }

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - 2)
  const last = Math.min(rows.length, first + VISIBLE_ROWS + 4)
  const listId = 'token-search-results'
  const activeRow = active !== undefined ? rows[active] : undefined
  const activeId = active !== undefined ? `token-option-${rows[active]?.key}` : undefined

  return (
    <>
      <PickerHeader title={<Trans>Select a token</Trans>} onDismiss={onDismiss} />
      <input
        className="text-input token-picker__search"
        type="text"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the picker opens to search; typing must go straight to the field
        autoFocus
        placeholder={t`Search name or paste address`}
        aria-label={t`Search name or paste address`}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={inputError !== undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <UnsupportedTokenNotice addresses={[unknownAddress]} chainId={chainId} />
      {refusedMatches.map((token) => (
        <RefusedListToken key={`${token.address}-${token.listName}`} token={token} />
      ))}
      {inputError && (
        <p className="error-text" role="alert">
          {t`Enter valid token address`}
        </p>
      )}
      {showCommonBases && (
        <fieldset className="token-picker__bases">
          <legend className="visually-hidden">
            <Trans>Common bases</Trans>
          </legend>
          {commonBases(chainId).map((base) => {
            const selected = !!selectedCurrency && base.equals(selectedCurrency)
            return (
              <button
                type="button"
                key={base.isNative ? 'ETH' : base.address}
                className="token-picker__base"
                disabled={selected}
                onClick={() => onSelect(allTokens[base.isNative ? '' : base.address] ?? base)}
              >
                <CurrencyLogo currency={base} size={20} />
                {base.symbol}
              </button>
            )
          })}
        </fieldset>
      )}
      <hr className="token-picker__divider" />
      {rows.length === 0 ? (
        <p className="token-picker__empty">
          <Trans>No results found.</Trans>
        </p>
      ) : (
        <div
          ref={scroller}
          className="token-picker__results"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1); the arrow keys also work from the search field
          tabIndex={0}
          style={{ height: Math.min(rows.length, VISIBLE_ROWS) * ROW_HEIGHT }}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          <div
            id={listId}
            role="listbox"
            aria-label={t`Tokens`}
            style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}
          >
            {rows.slice(first, last).map((row, offset) => {
              const index = first + offset
              const style = {
                position: 'absolute' as const,
                top: index * ROW_HEIGHT,
                height: ROW_HEIGHT,
                left: 0,
                right: 0,
              }
              if (row.kind === 'heading')
                return (
                  <div key={row.key} className="token-picker__heading" style={style} role="presentation">
                    <Trans>Expanded results from inactive Token Lists</Trans>
                  </div>
                )
              const currency = row.kind === 'currency' ? row.currency : row.token
              const sourceList =
                row.kind === 'import'
                  ? row.list
                  : currency instanceof WrappedTokenInfo && !fromDefaultList(currency)
                    ? currency.list
                    : undefined
              return (
                <TokenRow
                  key={row.key}
                  rowKey={row.key}
                  currency={currency}
                  importable={row.kind === 'import'}
                  active={index === active}
                  selected={
                    row.kind === 'currency' && !!selectedCurrency && currency.equals(selectedCurrency)
                  }
                  dimmed={!!otherSelectedCurrency && currency.equals(otherSelectedCurrency)}
                  style={style}
                  balance={
                    account ? (currency.isNative ? nativeBalance : balances[currency.address]) : undefined
                  }
                  showBalance={!!account}
                  listName={sourceList?.name}
                  collides={collides(currency)}
                  onChoose={() => choose(row)}
                  onExplore={row.kind === 'currency' ? onDismiss : undefined}
                />
              )
            })}
          </div>
        </div>
      )}
      <div className="token-picker__footer">
        <ExploreTokenLink
          currency={activeRow?.kind === 'currency' ? activeRow.currency : undefined}
          onNavigate={onDismiss}
        />
        <button type="button" className="link-button" onClick={onManage}>
          <Trans>Manage Token Lists</Trans>
        </button>
      </div>
    </>
  )
}
