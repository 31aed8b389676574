/**
 * The test wallet's page side: the EIP-1193 provider the page sees (`window.ethereum`, also announced
 * through EIP-6963), which forwards every request to the test process (wallet.ts) and throws its errors
 * as EIP-1193 errors.
 */

/** What an EIP-1193 error looks like in the page: an Error with these fields. */
export interface ProviderErrorShape {
  code: number
  message: string
  data?: unknown
}

/** EIP-6963 provider info of the test wallet. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export const TEST_WALLET_RDNS = 'org.exchange.testwallet'
export const TEST_WALLET_NAME = 'Test Wallet'
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#7b3fe4"/>' +
  '<path d="M24 34h48v32a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6z" fill="#fff"/>' +
  '<rect x="54" y="46" width="22" height="14" rx="4" fill="#7b3fe4"/></svg>'
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`

/** Answer of the exposed function: errors travel as data, Playwright would flatten a thrown one. */
export type PageAnswer = { result: unknown } | { error: ProviderErrorShape }
export interface PageRequest {
  method: string
  params?: unknown
}
type Listener = (payload: unknown) => void

/** The provider object the page sees. */
export interface InjectedProvider {
  isMetaMask: false
  isTestWallet: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): InjectedProvider
  removeListener(event: string, listener: Listener): InjectedProvider
}

declare global {
  interface Window {
    ethereum?: InjectedProvider
    __testWallet?: { emit(event: string, payload: unknown): void; info: Eip6963ProviderInfo }
    __testWalletRequest?: (request: PageRequest) => Promise<PageAnswer>
  }
}

/**
 * Runs in the page (serialized: it must not use anything from this module's scope). Installs the
 * provider once per document and answers EIP-6963 discovery.
 */
export function installTestWallet(info: Eip6963ProviderInfo): void {
  if (window.__testWallet) return
  const listeners = new Map<string, Set<Listener>>()
  const toError = (shape: ProviderErrorShape) => {
    const error = new Error(shape.message) as Error & { code: number; data?: unknown }
    error.code = shape.code
    if (shape.data !== undefined) error.data = shape.data
    return error
  }
  const provider: InjectedProvider = {
    isMetaMask: false,
    isTestWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw toError({ code: -32600, message: 'Invalid request: expected { method, params? }.' })
      }
      const forward = window.__testWalletRequest
      if (!forward) throw toError({ code: 4900, message: 'The test wallet is not attached.' })
      const answer = await forward({ method: args.method, params: args.params })
      if ('error' in answer) throw toError(answer.error)
      return answer.result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const extras = provider as InjectedProvider & Record<string, unknown>
  extras.off = provider.removeListener
  extras.addListener = provider.on
  extras.removeAllListeners = (event?: string) => {
    if (event) listeners.delete(event)
    else listeners.clear()
    return provider
  }
  window.__testWallet = {
    info,
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          console.error(error)
        }
      }
    },
  }
  window.ethereum = provider
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
