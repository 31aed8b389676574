import { useEffect, useRef } from 'react'
import { useAccount } from 'wagmi'
import { useAppDispatch, useAppSelector } from '../../core/store'
import {
  ARBITRUM_LIST,
  DEFAULT_ACTIVE_LIST_URLS,
  DEFAULT_LIST_OF_LISTS,
  LIST_REFRESH_INTERVAL_MS,
  OPTIMISM_LIST,
} from './defaults'
import { useFetchListCallback } from './hooks'
import {
  acceptListUpdate,
  autoUpdateDecision,
  enableList,
  initializeLists,
  listsToEnableOnChain,
} from './state'

/**
 * Keeps the lists current: applies the defaults on start, fetches every list on start and every 10
 * minutes, applies the updates that need no review, and enables a layer 2's own list on its chain.
 */
export function ListsUpdater() {
  const dispatch = useAppDispatch()
  const byUrl = useAppSelector((state) => state.lists.byUrl)
  const fetchList = useFetchListCallback()
  const { chainId } = useAccount()

  useEffect(() => {
    dispatch(
      initializeLists({
        defaultListOfLists: [...DEFAULT_LIST_OF_LISTS],
        defaultActiveUrls: [...DEFAULT_ACTIVE_LIST_URLS],
      }),
    )
  }, [dispatch])

  // The latest URLs for the interval, without restarting it on every change of the lists.
  const urls = useRef<string[]>([])
  urls.current = Object.keys(byUrl)
  const fetchListRef = useRef(fetchList)
  fetchListRef.current = fetchList
  useEffect(() => {
    const fetchAll = () => {
      for (const url of urls.current) fetchListRef.current(url).catch(() => {})
    }
    const timer = setInterval(fetchAll, LIST_REFRESH_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])

  // Each list is fetched once on start, and a list added while the app runs at once.
  const fetched = useRef(new Set<string>())
  useEffect(() => {
    for (const [url, entry] of Object.entries(byUrl)) {
      if (fetched.current.has(url)) continue
      fetched.current.add(url)
      if (!entry.loadingRequestId) fetchList(url).catch(() => {})
    }
  }, [byUrl, fetchList])

  const warned = useRef(new Set<string>())
  useEffect(() => {
    for (const [url, entry] of Object.entries(byUrl)) {
      if (!entry.current || !entry.pendingUpdate) continue
      const decision = autoUpdateDecision(entry.current, entry.pendingUpdate)
      if (decision === 'apply') dispatch(acceptListUpdate(url))
      else if (decision === 'breaking-not-applied') {
        const { major, minor, patch } = entry.pendingUpdate.version
        const key = `${url}@${major}.${minor}.${patch}`
        if (!warned.current.has(key)) {
          warned.current.add(key)
          console.warn(
            `List at url ${url} could not automatically update because the version bump was only PATCH/MINOR while the update had breaking changes and should have been MAJOR`,
          )
        }
      }
    }
  }, [byUrl, dispatch])

  useEffect(() => {
    if (chainId === undefined) return
    for (const url of listsToEnableOnChain(chainId, { optimism: OPTIMISM_LIST, arbitrum: ARBITRUM_LIST }))
      dispatch(enableList(url))
  }, [chainId, dispatch])

  return null
}
