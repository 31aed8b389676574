import { useLingui } from '@lingui/react/macro'
import type { Currency, Token } from '@uniswap/sdk-core'
import type { TokenList } from '@uniswap/token-lists'
import { useCallback, useEffect, useState } from 'react'
import { Modal } from '../../../components/Modal'
import { ImportListView } from './ImportListView'
import { ImportTokenView } from './ImportTokenView'
import { ManageView } from './ManageView'
import { SearchView } from './SearchView'

type View =
  | { name: 'search' }
  | { name: 'manage' }
  | { name: 'importToken'; tokens: Token[]; list: TokenList | undefined }
  | { name: 'importList'; url: string; list: TokenList }

export interface CurrencySearchModalProps {
  isOpen: boolean
  onDismiss: () => void
  selectedCurrency?: Currency | null | undefined
  otherSelectedCurrency?: Currency | null | undefined
  onCurrencySelect: (currency: Currency) => void
  showCommonBases?: boolean
  chainId: number
}

/**
 * The token picker: search, manage lists and tokens, import a token (then back to search), import a list
 * (then back to manage). Opens on search every time.
 */
export function CurrencySearchModal({
  isOpen,
  onDismiss,
  selectedCurrency,
  otherSelectedCurrency,
  onCurrencySelect,
  showCommonBases = true,
  chainId,
}: CurrencySearchModalProps) {
  const { t } = useLingui()
  const [view, setView] = useState<View>({ name: 'search' })
  useEffect(() => {
    if (isOpen) setView({ name: 'search' })
  }, [isOpen])
  const select = useCallback(
    (currency: Currency) => {
      onCurrencySelect(currency)
      onDismiss()
    },
    [onCurrencySelect, onDismiss],
  )
  const label =
    view.name === 'search'
      ? t`Select a token`
      : view.name === 'manage'
        ? t`Manage`
        : view.name === 'importToken'
          ? t`Import a token`
          : t`Import List`
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={label}>
      <div className={`token-picker token-picker--${view.name}`}>
        {view.name === 'search' && (
          <SearchView
            chainId={chainId}
            selectedCurrency={selectedCurrency}
            otherSelectedCurrency={otherSelectedCurrency}
            showCommonBases={showCommonBases}
            onSelect={select}
            onDismiss={onDismiss}
            onImportToken={(token, list) => setView({ name: 'importToken', tokens: [token], list })}
            onManage={() => setView({ name: 'manage' })}
          />
        )}
        {view.name === 'manage' && (
          <ManageView
            chainId={chainId}
            onBack={() => setView({ name: 'search' })}
            onDismiss={onDismiss}
            onImportList={(url, list) => setView({ name: 'importList', url, list })}
          />
        )}
        {view.name === 'importToken' && (
          <ImportTokenView
            tokens={view.tokens}
            list={view.list}
            onBack={() => setView({ name: 'search' })}
            onDismiss={onDismiss}
            onImported={() => setView({ name: 'search' })}
          />
        )}
        {view.name === 'importList' && (
          <ImportListView
            url={view.url}
            list={view.list}
            onBack={() => setView({ name: 'manage' })}
            onDismiss={onDismiss}
            onImported={() => setView({ name: 'manage' })}
          />
        )}
      </div>
    </Modal>
  )
}
