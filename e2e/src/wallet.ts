import { randomUUID } from 'node:crypto'
import { devAccount } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import {
  type AccessList,
  type Address,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import {
  chainFor,
  INVALID_PARAMS,
  jsonRpc,
  ProviderRpcError,
  paramsArray,
  quantity,
  toShape,
  UNAUTHORIZED,
  UNSUPPORTED_METHOD,
  USER_REJECTED,
} from './walletErrors.ts'
import {
  type Eip6963ProviderInfo,
  installTestWallet,
  type PageAnswer,
  type PageRequest,
  type ProviderErrorShape,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from './walletProvider.ts'

export { ProviderRpcError, USER_REJECTED } from './walletErrors.ts'
export {
  type Eip6963ProviderInfo,
  type InjectedProvider,
  type ProviderErrorShape,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from './walletProvider.ts'

/**
 * The injected test wallet: an EIP-1193 provider in the page (`window.ethereum`, also announced
 * through EIP-6963) whose every request is answered here, in the test process, with the devnet's
 * development keys. Signatures and transactions are real; the "user" is the test, which decides
 * through the controls below (reject the next request, switch accounts or chains...).
 *
 * Attach before the first `page.goto`: the provider is installed by an init script on every load.
 */

export interface WalletRequest {
  method: string
  params: unknown
  /** ms since the epoch. */
  at: number
  result?: unknown
  error?: ProviderErrorShape
}

export interface TestWalletOptions {
  /** JSON-RPC URL per chain the wallet knows (it can switch to these without wallet_addEthereumChain). */
  chains: Record<number, string>
  /** Development account index (0-9 are funded); 0 by default. */
  account?: number
  /** Chain at start; 1 by default (or the first of `chains`). */
  chainId?: number
}

interface Intercept {
  method?: string
  error: ProviderErrorShape
}

export class TestWallet {
  /** Every request the page made, in order, with its outcome. */
  readonly requests: WalletRequest[] = []
  /** Parameters of every wallet_addEthereumChain, accepted or not. */
  readonly addedChains: unknown[] = []
  /** Parameters of every wallet_watchAsset. */
  readonly watchedAssets: unknown[] = []

  private readonly chains: Map<number, string>
  private accountIndex: number
  private currentChainId: number
  private unsupportedChainId: number | undefined
  private connected = false
  private intercepts: Intercept[] = []
  /** Transactions go out one at a time so that two in flight never pick the same nonce. */
  private sending: Promise<unknown> = Promise.resolve()
  private waiters = new Set<() => void>()

  private constructor(
    readonly page: Page,
    options: TestWalletOptions,
    readonly info: Eip6963ProviderInfo,
  ) {
    this.chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
    const first = this.chains.keys().next().value
    const chainId = options.chainId ?? (this.chains.has(1) ? 1 : first)
    if (chainId === undefined || !this.chains.has(chainId)) {
      throw new Error(
        `TestWallet: chain ${chainId} is not among the chains ${[...this.chains.keys()].join(', ')}`,
      )
    }
    this.currentChainId = chainId
    this.accountIndex = options.account ?? 0
  }

  /** Installs the wallet in the page (for every later load of it) and returns its controls. */
  static async attach(page: Page, options: TestWalletOptions): Promise<TestWallet> {
    const info: Eip6963ProviderInfo = {
      uuid: randomUUID(),
      name: TEST_WALLET_NAME,
      icon: TEST_WALLET_ICON,
      rdns: TEST_WALLET_RDNS,
    }
    const wallet = new TestWallet(page, options, info)
    await page.exposeFunction('__testWalletRequest', (request: PageRequest) => wallet.handle(request))
    // A source string rather than a function: transpilers may insert helpers (esbuild's `__name`)
    // that do not exist in the page; the stub makes the serialized function safe either way.
    const script = `(() => { const __name = (target) => target; (${installTestWallet.toString()})(${JSON.stringify(info)}) })()`
    await page.addInitScript(script)
    // Already on a document: install there too (the init script covers the next loads).
    if (page.url() !== 'about:blank') await page.evaluate(script)
    return wallet
  }

  /** Index of the development account in use. */
  get accountNumber(): number {
    return this.accountIndex
  }
  get account() {
    return devAccount(this.accountIndex)
  }
  get address(): Address {
    return this.account.address
  }
  /** The chain the wallet reports (the unsupported one while set). */
  get chainId(): number {
    return this.unsupportedChainId ?? this.currentChainId
  }
  get isConnected(): boolean {
    return this.connected
  }
  /** Methods requested so far, in order. */
  get methods(): string[] {
    return this.requests.map((request) => request.method)
  }
  /** Requests of one method. */
  calls(method: string): WalletRequest[] {
    return this.requests.filter((request) => request.method === method)
  }
  clearRequests(): void {
    this.requests.length = 0
  }

  /** Resolves with the first request of `method` made from now on (or earlier too, with `includePast`). */
  async waitForRequest(
    method: string,
    options: { timeout?: number; includePast?: boolean } = {},
  ): Promise<WalletRequest> {
    const start = options.includePast ? 0 : this.requests.length
    const find = () => this.requests.slice(start).find((request) => request.method === method)
    const found = find()
    if (found) return found
    return new Promise((resolve, reject) => {
      const check = () => {
        const request = find()
        if (!request) return
        cleanup()
        resolve(request)
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(new Error(`TestWallet: no ${method} request within ${options.timeout ?? 10_000} ms`))
      }, options.timeout ?? 10_000)
      const cleanup = () => {
        clearTimeout(timer)
        this.waiters.delete(check)
      }
      this.waiters.add(check)
    })
  }

  /** The user picks another account in the wallet; a connected page gets `accountsChanged`. */
  async setAccount(index: number): Promise<void> {
    if (!Number.isInteger(index) || index < 0) throw new Error(`TestWallet: bad account index ${index}`)
    if (index === this.accountIndex) return
    this.accountIndex = index
    if (this.connected) await this.emit('accountsChanged', [this.address])
  }

  /** The user switches networks in the wallet: `chainChanged` with the new id. */
  async switchChain(chainId: number): Promise<void> {
    if (!this.chains.has(chainId)) throw new Error(`TestWallet: no RPC URL for chain ${chainId}`)
    await this.moveTo(chainId)
  }

  /** The wallet reports a chain the app does not support (e.g. 5); `null` returns to the last real one. */
  async setUnsupportedChain(chainId: number | null): Promise<void> {
    const before = this.chainId
    this.unsupportedChainId = chainId ?? undefined
    if (this.chainId !== before) await this.emit('chainChanged', toHex(this.chainId))
  }

  /** The user disconnects the site in the wallet: `accountsChanged` with no accounts. */
  async disconnect(): Promise<void> {
    if (!this.connected) return
    this.connected = false
    await this.emit('accountsChanged', [])
  }

  /** The next request (of `method`, or any) is rejected by the user: code 4001. */
  rejectNext(method?: string): void {
    this.intercepts.push({ ...(method ? { method } : {}), error: USER_REJECTED })
  }

  /** The next request (of `method`, or any) fails inside the wallet: code -32603. */
  failNext(method?: string, message = 'Internal JSON-RPC error.'): void {
    this.intercepts.push({ ...(method ? { method } : {}), error: { code: -32603, message } })
  }

  /** Emits any EIP-1193 event in the page (e.g. 'disconnect'). Ignored while no document has the wallet. */
  async emit(event: string, payload: unknown): Promise<void> {
    if (this.page.isClosed()) return
    await this.page
      .evaluate(([name, value]) => window.__testWallet?.emit(name, value), [event, payload] as const)
      .catch(() => {
        // A navigation in progress: the next document asks for the state itself.
      })
  }

  private async moveTo(chainId: number): Promise<void> {
    const before = this.chainId
    this.currentChainId = chainId
    this.unsupportedChainId = undefined
    if (this.chainId !== before) await this.emit('chainChanged', toHex(this.chainId))
  }

  private takeIntercept(method: string): Intercept | undefined {
    const index = this.intercepts.findIndex((intercept) => !intercept.method || intercept.method === method)
    if (index < 0) return undefined
    return this.intercepts.splice(index, 1)[0]
  }

  private async handle(request: PageRequest): Promise<PageAnswer> {
    const entry: WalletRequest = { method: String(request?.method), params: request?.params, at: Date.now() }
    this.requests.push(entry)
    for (const waiter of [...this.waiters]) waiter()
    try {
      const intercept = this.takeIntercept(entry.method)
      if (intercept) throw new ProviderRpcError(intercept.error)
      const result = (await this.dispatch(entry.method, paramsArray(entry.params))) ?? null
      entry.result = result
      return { result }
    } catch (error) {
      entry.error = toShape(error)
      return { error: entry.error }
    }
  }

  private rpcUrl(): string {
    const url = this.unsupportedChainId === undefined ? this.chains.get(this.currentChainId) : undefined
    if (!url) {
      throw new ProviderRpcError({
        code: 4901,
        message: `The provider is disconnected from the specified chain (${this.chainId}).`,
      })
    }
    return url
  }

  private requireAccount(address?: unknown): void {
    if (!this.connected) throw new ProviderRpcError(UNAUTHORIZED)
    if (address === undefined) return
    if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, this.address)) {
      throw new ProviderRpcError(UNAUTHORIZED)
    }
  }

  private permission() {
    return {
      id: randomUUID(),
      parentCapability: 'eth_accounts',
      invoker: this.page.isClosed() ? '' : new URL(this.page.url()).origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }],
      date: Date.now(),
    }
  }

  private async dispatch(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        this.connected = true
        return [this.address]
      case 'eth_accounts':
        return this.connected ? [this.address] : []
      case 'eth_coinbase':
        return this.connected ? this.address : null
      case 'eth_chainId':
        return toHex(this.chainId)
      case 'net_version':
        return String(this.chainId)
      case 'wallet_switchEthereumChain':
        return this.switchEthereumChain(params[0])
      case 'wallet_addEthereumChain':
        return this.addEthereumChain(params[0])
      case 'wallet_watchAsset':
        this.watchedAssets.push(params.length === 1 ? params[0] : params)
        return true
      case 'wallet_getPermissions':
        return this.connected ? [this.permission()] : []
      case 'wallet_requestPermissions':
        this.connected = true
        return [this.permission()]
      case 'wallet_revokePermissions':
        this.connected = false
        return null
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0])
      case 'eth_signTypedData_v4':
        return this.signTypedData(params[0], params[1])
      case 'personal_sign':
        return this.personalSign(params[0], params[1])
      // Signing methods we do not implement must not reach anvil, which would sign with its own keys.
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v1':
      case 'eth_signTypedData_v3':
        throw new ProviderRpcError(UNSUPPORTED_METHOD(method))
      default:
        if (method.startsWith('wallet_')) throw new ProviderRpcError(UNSUPPORTED_METHOD(method))
        return jsonRpc(this.rpcUrl(), method, params)
    }
  }

  private async switchEthereumChain(parameter: unknown): Promise<null> {
    const hexId = (parameter as { chainId?: unknown } | undefined)?.chainId
    if (typeof hexId !== 'string' || !isHex(hexId))
      throw new ProviderRpcError(INVALID_PARAMS('Invalid chainId'))
    const chainId = Number(hexId)
    if (!this.chains.has(chainId)) {
      throw new ProviderRpcError({
        code: 4902,
        message: `Unrecognized chain ID "${hexId}". Try adding the chain using wallet_addEthereumChain first.`,
      })
    }
    await this.moveTo(chainId)
    return null
  }

  /** Accepts a chain whose first RPC URL answers with its id, then switches to it as MetaMask does. */
  private async addEthereumChain(parameter: unknown): Promise<null> {
    this.addedChains.push(parameter)
    const { chainId: hexId, rpcUrls } = (parameter ?? {}) as { chainId?: unknown; rpcUrls?: unknown }
    if (typeof hexId !== 'string' || !isHex(hexId))
      throw new ProviderRpcError(INVALID_PARAMS('Invalid chainId'))
    const url = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new ProviderRpcError(INVALID_PARAMS('Expected rpcUrls with at least one http(s) URL'))
    }
    const chainId = Number(hexId)
    const answered = await jsonRpc(url, 'eth_chainId', [], 5_000).catch((error: unknown) => {
      throw new ProviderRpcError({
        code: -32603,
        message: `Could not fetch chain ID. Is your RPC URL correct? (${toShape(error).message})`,
      })
    })
    if (typeof answered !== 'string' || !isHex(answered) || Number(answered) !== chainId) {
      throw new ProviderRpcError({
        code: -32603,
        message: `Chain ID returned by RPC URL ${url} (${String(answered)}) does not match ${hexId}`,
      })
    }
    if (!this.chains.has(chainId)) this.chains.set(chainId, url)
    await this.moveTo(chainId)
    return null
  }

  private async sendTransaction(parameter: unknown): Promise<Hex> {
    if (typeof parameter !== 'object' || parameter === null) {
      throw new ProviderRpcError(INVALID_PARAMS('Expected a transaction object'))
    }
    const tx = parameter as Record<string, unknown>
    this.requireAccount(tx.from ?? this.address)
    const url = this.rpcUrl()
    const chainId = this.chainId
    const requestedChain = quantity(tx.chainId, 'chainId')
    if (requestedChain !== undefined && Number(requestedChain) !== chainId) {
      throw new ProviderRpcError(
        INVALID_PARAMS(`Invalid chainId ${tx.chainId}: the wallet is on ${toHex(chainId)}`),
      )
    }
    const to = tx.to === undefined || tx.to === null ? undefined : String(tx.to)
    if (to !== undefined && !isHex(to)) throw new ProviderRpcError(INVALID_PARAMS(`Invalid to: ${to}`))
    const data = tx.data ?? tx.input
    if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
      throw new ProviderRpcError(INVALID_PARAMS('Invalid data'))
    }
    const nonce = quantity(tx.nonce, 'nonce')
    const gasPrice = quantity(tx.gasPrice, 'gasPrice')
    const common = {
      to: to as Address | undefined,
      data: (data ?? undefined) as Hex | undefined,
      value: quantity(tx.value, 'value'),
      gas: quantity(tx.gas ?? tx.gasLimit, 'gas'),
      nonce: nonce === undefined ? undefined : Number(nonce),
    }
    const accessList = Array.isArray(tx.accessList) ? (tx.accessList as AccessList) : undefined
    const client = createWalletClient({
      account: this.account,
      chain: chainFor(chainId, url),
      transport: http(url, { retryCount: 0 }),
    })
    const send = () =>
      gasPrice !== undefined
        ? accessList
          ? client.sendTransaction({ ...common, gasPrice, accessList, type: 'eip2930' })
          : client.sendTransaction({ ...common, gasPrice, type: 'legacy' })
        : client.sendTransaction({
            ...common,
            accessList,
            maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
            maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
          })
    const result = this.sending.then(send, send)
    this.sending = result.catch(() => undefined)
    return result
  }

  private async signTypedData(address: unknown, json: unknown): Promise<Hex> {
    this.requireAccount(address)
    let typed: unknown
    try {
      typed = typeof json === 'string' ? JSON.parse(json) : json
    } catch {
      throw new ProviderRpcError(INVALID_PARAMS('Typed data is not valid JSON'))
    }
    if (typeof typed !== 'object' || typed === null || !('types' in typed) || !('primaryType' in typed)) {
      throw new ProviderRpcError(
        INVALID_PARAMS('Expected typed data with types, primaryType, domain and message'),
      )
    }
    // The page's own EIP712Domain type (when given) is kept: it says which domain fields are hashed.
    return this.account.signTypedData(typed as TypedDataDefinition)
  }

  private async personalSign(message: unknown, address: unknown): Promise<Hex> {
    this.requireAccount(address)
    if (typeof message !== 'string') throw new ProviderRpcError(INVALID_PARAMS('Expected a message'))
    // Hex is signed as bytes; some sites send plain text, which wallets sign as UTF-8.
    return this.account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
}
