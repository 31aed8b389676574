import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { CSSProperties } from 'react'
import { useNavigate } from 'react-router'
import { Tooltip } from '../../../components/Tooltip'
import { safeDisplayText, truncatedDisplayText } from '../../../lib/format/displayText'
import { shortenSymbol } from '../../lists'
import { formatBalance } from '../format'
import { CurrencyLogo } from './CurrencyLogo'
import { tokenExplorePath } from './ExploreTokenLink'

/** Longer token names are cut in a row; the whole name shows on hover. */
const MAX_NAME_LENGTH = 32

/**
 * One option of the token picker's list: logo, symbol and name (display-safe, the list it comes from
 * when that is not a default list, a warning on a symbol a default list also has), and the balance or
 * 'Import'. Positioned by the virtual list around it.
 */
export function TokenRow({
  rowKey,
  currency,
  importable,
  active,
  selected,
  dimmed,
  style,
  balance,
  showBalance,
  listName,
  collides,
  onChoose,
  onExplore,
}: {
  rowKey: string
  currency: Currency
  importable: boolean
  active: boolean
  selected: boolean
  dimmed: boolean
  style: CSSProperties
  balance: CurrencyAmount<Currency> | undefined
  showBalance: boolean
  listName: string | undefined
  collides: boolean
  onChoose: () => void
  /** Given for a listed token: the row's Explore icon leaves the picker for the token's page. */
  onExplore?: () => void
}) {
  const { t, i18n } = useLingui()
  const name = truncatedDisplayText(currency.name ?? '', MAX_NAME_LENGTH)
  const listLabel = listName ? safeDisplayText(listName) : undefined
  const navigate = useNavigate()
  const explorePath = onExplore ? tokenExplorePath(currency) : undefined
  return (
    // Options are reached from the search field (arrow keys and Enter, aria-activedescendant), not by Tab.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    <div
      id={`token-option-${rowKey}`}
      role="option"
      aria-selected={active}
      aria-disabled={selected}
      data-testid={`token-option-${currency.isNative ? 'ETH' : currency.address}`}
      className={`token-row${active ? ' token-row--active' : ''}${selected || dimmed ? ' token-row--dim' : ''}`}
      style={style}
      onClick={onChoose}
    >
      <CurrencyLogo currency={currency} size={24} />
      <span className="token-row__names">
        <Tooltip text={safeDisplayText(currency.symbol ?? '')}>
          {() => (
            <span className="token-row__symbol">{shortenSymbol(safeDisplayText(currency.symbol ?? ''))}</span>
          )}
        </Tooltip>
        <Tooltip text={name.full}>
          {() => (
            <span className="token-row__name">
              {name.shown}
              {listLabel && <> · {t`via ${listLabel}`}</>}
            </span>
          )}
        </Tooltip>
        {collides && (
          <span className="token-row__warning" role="note">
            <Trans>Same symbol as a token on a default list</Trans>
          </span>
        )}
      </span>
      {explorePath ? (
        // A pointer shortcut only: keyboard users reach the same page by the link under the list (an
        // option may not hold a focusable control).
        <span
          className="token-row__explore"
          aria-hidden="true"
          title={t`View on Explore`}
          data-testid="token-option-explore"
          onClick={(event) => {
            event.stopPropagation()
            onExplore?.()
            navigate(explorePath)
          }}
        >
          ↗
        </span>
      ) : null}
      {importable ? (
        <span className="token-row__import">
          <Trans>Import</Trans>
        </span>
      ) : (
        showBalance && <span className="token-row__balance">{formatBalance(balance, i18n.locale)}</span>
      )}
    </div>
  )
}
