import type { RootState } from '../../core/store'
import { queryParametersToSwapState } from '../../features/swap'

/**
 * The state the first render of a page takes from its URL (`path`: path and query): the swap page's
 * currencies and amount. The server's markup then shows what the link says, the browser's first render is
 * that markup, and the page does not change after mount (which would erase what was typed before the
 * scripts ran, and shift the layout).
 */
export function firstRouteState(path: string): Partial<RootState> {
  const url = new URL(path, 'http://localhost')
  return url.pathname.replace(/\/+$/, '') === '/swap' ? { swap: queryParametersToSwapState(url.search) } : {}
}
