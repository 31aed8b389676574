import { Trans, useLingui } from '@lingui/react/macro'
import type { Token } from '@uniswap/sdk-core'
import type { TokenList } from '@uniswap/token-lists'
import { ExternalLink } from '../../../components/ExternalLink'
import { useAppDispatch } from '../../../core/store'
import { ExplorerDataType, getExplorerLink } from '../../../lib/explorer'
import { shortenSymbol } from '../../lists'
import { addSerializedToken } from '../../settings'
import { useUnsupportedTokens } from '../hooks'
import { TokenSafetyNotice, useTokenSafety } from '../safety'
import { CurrencyLogo } from './CurrencyLogo'
import { PickerHeader } from './PickerHeader'

/** The probe's verdict on a token about to be imported (it is outside the default lists by definition). */
function TokenSafety({ token }: { token: Token }) {
  return <TokenSafetyNotice verdict={useTokenSafety(token).verdict} />
}

/**
 * The warning before trading a token that no active list vouches for: anyone can create a token, with any
 * name, including fakes of real ones. Importing saves it per chain and address; tokens the app does not
 * support cannot be imported.
 */
export function ImportTokenView({
  tokens,
  list,
  onBack,
  onDismiss,
  onImported,
}: {
  tokens: Token[]
  list: TokenList | undefined
  onBack?: () => void
  onDismiss: () => void
  onImported: (tokens: Token[]) => void
}) {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const unsupported = useUnsupportedTokens(tokens[0]?.chainId ?? 0)
  const blocked = tokens.some((token) => unsupported[token.address])
  const title = tokens.length > 1 ? t`Import tokens` : t`Import a token`
  const importTokens = () => {
    for (const token of tokens)
      dispatch(
        addSerializedToken({
          serializedToken: {
            chainId: token.chainId,
            address: token.address,
            decimals: token.decimals,
            symbol: token.symbol,
            name: token.name,
          },
        }),
      )
    onImported(tokens)
  }
  return (
    <div className="import-token">
      <PickerHeader title={title} onBack={onBack} onDismiss={onDismiss} />
      <p className="import-token__warning" role="alert">
        <Trans>
          This token doesn't appear on the active token list(s). Make sure this is the token that you want to
          trade.
        </Trans>
      </p>
      {tokens.map((token) => (
        <div key={token.address} className="import-token__card">
          <CurrencyLogo currency={token} size={32} />
          <div className="import-token__symbol">{shortenSymbol(token.symbol)}</div>
          <div className="import-token__name">{token.name}</div>
          <ExternalLink
            href={getExplorerLink(token.chainId, token.address, ExplorerDataType.ADDRESS)}
            className="import-token__address"
          >
            {token.address}
          </ExternalLink>
          <TokenSafety token={token} />
          {list ? (
            <div className="import-token__source">{t`via ${list.name}`}</div>
          ) : (
            <div className="import-token__source import-token__source--unknown">
              <Trans>Unknown Source</Trans>
            </div>
          )}
        </div>
      ))}
      <button
        type="button"
        className="primary-button"
        disabled={blocked}
        onClick={blocked ? undefined : importTokens}
      >
        {blocked ? <Trans>Token not supported</Trans> : <Trans>Import</Trans>}
      </button>
    </div>
  )
}
