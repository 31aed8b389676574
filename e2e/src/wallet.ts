import { randomUUID } from 'node:crypto'
import { devAccount } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, type Hex, isAddressEqual, isHex, toHex } from 'viem'
import {
  jsonRpc,
  ProviderRpcError,
  paramsArray,
  toShape,
  UNAUTHORIZED,
  UNSUPPORTED_METHOD,
  USER_REJECTED,
} from './walletErrors.ts'
import {
  chainToAdd,
  chainToSwitchTo,
  messageToSign,
  signedSend,
  transactionObject,
  typedDataOf,
} from './walletMethods.ts'
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
import { type WalletRequest, WalletRequestLog } from './walletRequests.ts'

export { ProviderRpcError, USER_REJECTED } from './walletErrors.ts'
export {
  type Eip6963ProviderInfo,
  type InjectedProvider,
  type ProviderErrorShape,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from './walletProvider.ts'
export type { WalletRequest } from './walletRequests.ts'

/**
 * The injected test wallet: an EIP-1193 provider in the page (`window.ethereum`, also announced
 * through EIP-6963) whose every request is answered here, in the test process, with the devnet's
 * development keys. Signatures and transactions are real; the "user" is the test, which decides
 * through the controls below (reject the next request, switch accounts or chains...).
 *
 * Attach before the first `page.goto`: the provider is installed by an init script on every load.
 */

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

export class TestWallet extends WalletRequestLog {
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

  private constructor(
    readonly page: Page,
    options: TestWalletOptions,
    readonly info: Eip6963ProviderInfo,
  ) {
    super()
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
    this.record(entry)
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
    await this.moveTo(chainToSwitchTo(parameter, this.chains))
    return null
  }

  /** Accepts a chain whose first RPC URL answers with its id, then switches to it as MetaMask does. */
  private async addEthereumChain(parameter: unknown): Promise<null> {
    this.addedChains.push(parameter)
    const { chainId, url } = await chainToAdd(parameter)
    if (!this.chains.has(chainId)) this.chains.set(chainId, url)
    await this.moveTo(chainId)
    return null
  }

  private async sendTransaction(parameter: unknown): Promise<Hex> {
    const tx = transactionObject(parameter)
    this.requireAccount(tx.from ?? this.address)
    const send = signedSend(this.account, this.chainId, this.rpcUrl(), tx)
    const result = this.sending.then(send, send)
    this.sending = result.catch(() => undefined)
    return result
  }

  private async signTypedData(address: unknown, json: unknown): Promise<Hex> {
    this.requireAccount(address)
    return this.account.signTypedData(typedDataOf(json))
  }

  private async personalSign(message: unknown, address: unknown): Promise<Hex> {
    this.requireAccount(address)
    return this.account.signMessage({ message: messageToSign(message) })
  }
}
