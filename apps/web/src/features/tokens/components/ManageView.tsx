import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { TokenList } from '@uniswap/token-lists'
import { useEffect, useMemo, useState } from 'react'
import { useAppDispatch } from '../../../core/store'
import { ExplorerDataType, getExplorerLink } from '../../../lib/explorer'
import { useDebounce } from '../../../lib/useDebounce'
import {
  acceptListUpdate,
  disableList,
  enableList,
  INVALID_LIST_URL_ERROR,
  listUrlInputError,
  removeList,
  TOKEN_LIST_VALIDATION_ERROR_PREFIX,
  UNSUPPORTED_LIST_URLS,
  useActiveListUrls,
  useAllLists,
  useFetchListCallback,
  useListContents,
} from '../../lists'
import { removeSerializedToken } from '../../settings'
import { useUserAddedTokens } from '../hooks'
import { CurrencyLogo } from './CurrencyLogo'
import { PickerHeader } from './PickerHeader'

export function ManageView({
  chainId,
  onBack,
  onDismiss,
  onImportList,
}: {
  chainId: number
  onBack: () => void
  onDismiss: () => void
  onImportList: (url: string, list: TokenList) => void
}) {
  const { t } = useLingui()
  const [tab, setTab] = useState<'lists' | 'tokens'>('lists')
  return (
    <div className="manage">
      <PickerHeader title={<Trans>Manage</Trans>} onBack={onBack} onDismiss={onDismiss} />
      <div className="manage__tabs" role="tablist" aria-label={t`Manage`}>
        <button type="button" role="tab" aria-selected={tab === 'lists'} onClick={() => setTab('lists')}>
          <Trans>Lists</Trans>
        </button>
        <button type="button" role="tab" aria-selected={tab === 'tokens'} onClick={() => setTab('tokens')}>
          <Trans>Tokens</Trans>
        </button>
      </div>
      <div role="tabpanel">
        {tab === 'lists' ? <ManageLists onImportList={onImportList} /> : <ManageTokens chainId={chainId} />}
      </div>
    </div>
  )
}

function ManageLists({ onImportList }: { onImportList: (url: string, list: TokenList) => void }) {
  const { t } = useLingui()
  const byUrl = useAllLists()
  const activeUrls = useActiveListUrls()
  const fetchList = useFetchListCallback()
  const [input, setInput] = useState('')
  const location = useDebounce(input.trim(), 200)
  const inputError = listUrlInputError(input)
  const [preview, setPreview] = useState<{ url: string; list: TokenList } | undefined>()
  const [importError, setImportError] = useState<string | undefined>()

  // A valid location is fetched at once, to show the list before it is imported.
  useEffect(() => {
    setPreview(undefined)
    setImportError(undefined)
    if (!location || listUrlInputError(location)) return
    let stale = false
    fetchList(location, false)
      .then((list) => {
        if (!stale) setPreview({ url: location, list })
      })
      .catch((error: unknown) => {
        if (stale) return
        const message = error instanceof Error ? error.message : ''
        // A list that failed validation is named as such; anything else is a failed import.
        setImportError(
          message.startsWith(TOKEN_LIST_VALIDATION_ERROR_PREFIX) ? message : t`Error importing list`,
        )
      })
    return () => {
      stale = true
    }
  }, [location, fetchList, t])

  const urls = useMemo(
    () => Object.keys(byUrl).filter((url) => !UNSUPPORTED_LIST_URLS.includes(url)),
    [byUrl],
  )
  const contents = useListContents(urls)
  const shown = useMemo(
    () =>
      urls
        .filter((url) => contents[url])
        .sort((a, b) => {
          const activeA = activeUrls.includes(a)
          const activeB = activeUrls.includes(b)
          if (activeA !== activeB) return activeA ? -1 : 1
          return (contents[a]?.name ?? '').localeCompare(contents[b]?.name ?? '')
        }),
    [urls, contents, activeUrls],
  )
  const alreadyAdded = preview ? !!byUrl[preview.url] : false

  return (
    <div className="manage-lists">
      <input
        className="text-input token-picker__search"
        type="text"
        placeholder={t`https:// or ipfs:// or ENS name`}
        aria-label={t`Add a list by URL`}
        aria-invalid={inputError !== undefined}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      {inputError === INVALID_LIST_URL_ERROR && (
        <p className="error-text" role="alert">
          {t`Enter valid list location`}
        </p>
      )}
      {importError && !inputError && (
        <p className="error-text" role="alert">
          {importError}
        </p>
      )}
      {preview && !inputError && (
        <div className="manage-lists__preview">
          <span className="manage-lists__name">{preview.list.name}</span>
          {alreadyAdded ? (
            <button type="button" className="secondary-button" disabled>
              <Trans>Loaded</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="primary-button"
              onClick={() => onImportList(preview.url, preview.list)}
            >
              <Trans>Import</Trans>
            </button>
          )}
        </div>
      )}
      <ul className="manage-lists__rows">
        {shown.map((url) => (
          <ListRow
            key={url}
            url={url}
            list={contents[url] as TokenList}
            isActive={activeUrls.includes(url)}
            hasUpdate={!!byUrl[url]?.pendingUpdate}
            isLast={urls.length <= 1}
          />
        ))}
      </ul>
    </div>
  )
}

function ListRow({
  url,
  list,
  isActive,
  hasUpdate,
  isLast,
}: {
  url: string
  list: TokenList
  isActive: boolean
  hasUpdate: boolean
  isLast: boolean
}) {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const [open, setOpen] = useState(false)
  const { major, minor, patch } = list.version
  const version = `v${major}.${minor}.${patch}`
  const tokenCount = list.tokens.length
  const remove = () => {
    setOpen(false)
    if (window.prompt(t`Please confirm you would like to remove this list by typing REMOVE`) === 'REMOVE')
      dispatch(removeList(url))
  }
  return (
    <li className={`list-row${isActive ? ' list-row--active' : ''}`} data-list-url={url}>
      <div className="list-row__info">
        <span className="list-row__name">{list.name}</span>
        <span className="list-row__meta">
          <Plural value={tokenCount} one="# token" other="# tokens" />
          <button
            type="button"
            className="icon-button"
            aria-label={t`List settings`}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            ⚙
          </button>
        </span>
        {open && (
          <div className="list-row__menu">
            <span>{version}</span>
            <a
              href={`https://tokenlists.org/token-list?url=${encodeURIComponent(url)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>View list</Trans>
            </a>
            <button type="button" className="link-button" onClick={remove} disabled={isLast}>
              <Trans>Remove list</Trans>
            </button>
          </div>
        )}
        {hasUpdate && (
          <button
            type="button"
            className="link-button list-row__update"
            onClick={() => dispatch(acceptListUpdate(url))}
          >
            <Trans>Update list</Trans>
          </button>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isActive}
        aria-label={t`Toggle ${list.name}`}
        className={`toggle${isActive ? ' toggle--on' : ''}`}
        onClick={() => dispatch(isActive ? disableList(url) : enableList(url))}
      >
        {isActive ? t`ON` : t`OFF`}
      </button>
    </li>
  )
}

function ManageTokens({ chainId }: { chainId: number }) {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const userTokens = useUserAddedTokens(chainId)
  const count = userTokens.length
  return (
    <div className="manage-tokens">
      <div className="manage-tokens__header">
        <span>
          <Plural value={count} one="# Custom Token" other="# Custom Tokens" />
        </span>
        {count > 0 && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              for (const token of userTokens)
                dispatch(removeSerializedToken({ chainId, address: token.address }))
            }}
          >
            <Trans>Clear all</Trans>
          </button>
        )}
      </div>
      <ul className="manage-tokens__rows">
        {userTokens.map((token) => (
          <li key={token.address} className="manage-tokens__row">
            <CurrencyLogo currency={token} size={20} />
            <a
              href={getExplorerLink(chainId, token.address, ExplorerDataType.ADDRESS)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {token.symbol}
            </a>
            <button
              type="button"
              className="icon-button"
              aria-label={t`Remove ${token.symbol}`}
              onClick={() => dispatch(removeSerializedToken({ chainId, address: token.address }))}
            >
              🗑
            </button>
          </li>
        ))}
      </ul>
      <p className="manage-tokens__tip">
        <Trans>Tip: Custom tokens are stored locally in your browser</Trans>
      </p>
    </div>
  )
}
