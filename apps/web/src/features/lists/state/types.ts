import type { TokenList } from '@uniswap/token-lists'

/** What is known about one list, keyed by the URL the user added. */
export interface ListEntry {
  /** The list in use; null until the first load succeeds. */
  readonly current: TokenList | null
  /** A loaded list with another version than `current`, waiting to be accepted. */
  readonly pendingUpdate: TokenList | null
  /** The request whose answer is awaited; answers to any other request are stale and ignored. */
  readonly loadingRequestId: string | null
  /** The message of the last failed load; cleared when a new load starts. */
  readonly error: string | null
}

export interface ListsState {
  readonly byUrl: { readonly [url: string]: ListEntry }
  /** Undefined until the defaults are applied (or the user enables a list): see initializeDefaultLists. */
  readonly activeListUrls: string[] | undefined
  /** The default list of lists the state was last initialized with, to find retired defaults. */
  readonly lastInitializedDefaultListOfLists?: string[]
}
