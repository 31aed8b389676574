import { Plural, Trans } from '@lingui/react/macro'
import { nanoid } from '@reduxjs/toolkit'
import type { TokenList } from '@uniswap/token-lists'
import { useState } from 'react'
import { useAppDispatch } from '../../../core/store'
import { enableList, fetchTokenList } from '../../lists'
import { PickerHeader } from './PickerHeader'

/** Adding a list means trusting its data: the import waits until the user ticks 'I understand'. */
export function ImportListView({
  url,
  list,
  onBack,
  onDismiss,
  onImported,
}: {
  url: string
  list: TokenList
  onBack: () => void
  onDismiss: () => void
  onImported: () => void
}) {
  const dispatch = useAppDispatch()
  const [understood, setUnderstood] = useState(false)
  const importList = () => {
    const requestId = nanoid()
    // The list was fetched and validated to show it here: store that copy rather than fetch it again.
    dispatch(fetchTokenList.pending({ url, requestId }))
    dispatch(fetchTokenList.fulfilled({ url, tokenList: list, requestId }))
    dispatch(enableList(url))
    onImported()
  }
  const tokenCount = list.tokens.length
  return (
    <div className="import-list">
      <PickerHeader title={<Trans>Import List</Trans>} onBack={onBack} onDismiss={onDismiss} />
      <div className="import-list__card">
        <div className="import-list__name">{list.name}</div>
        <div className="import-list__meta">
          <Plural value={tokenCount} one="# token" other="# tokens" /> ·{' '}
          <span className="import-list__url">{url}</span>
        </div>
      </div>
      <div className="import-list__warning" role="alert">
        <p>
          <strong>
            <Trans>Import at your own risk</Trans>
          </strong>
        </p>
        <p>
          <Trans>
            By adding this list you are implicitly trusting that the data is correct. Anyone can create a
            list, including creating fake versions of existing lists and lists that claim to represent
            projects that do not have one.
          </Trans>
        </p>
        <p>
          <Trans>If you purchase a token from this list, you may not be able to sell it back.</Trans>
        </p>
        <label className="import-list__understand">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <Trans>I understand</Trans>
        </label>
      </div>
      <button type="button" className="primary-button" disabled={!understood} onClick={importList}>
        <Trans>Import</Trans>
      </button>
    </div>
  )
}
