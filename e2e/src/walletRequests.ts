import type { ProviderErrorShape } from './walletProvider.ts'

/** The test wallet's log of what the page asked it (wallet.ts extends it): every request, in order. */

export interface WalletRequest {
  method: string
  params: unknown
  /** ms since the epoch. */
  at: number
  result?: unknown
  error?: ProviderErrorShape
}

export class WalletRequestLog {
  /** Every request the page made, in order, with its outcome. */
  readonly requests: WalletRequest[] = []
  private waiters = new Set<() => void>()

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

  /** Logs a request as it arrives (its outcome is filled in later) and wakes those waiting for it. */
  protected record(entry: WalletRequest): void {
    this.requests.push(entry)
    for (const waiter of [...this.waiters]) waiter()
  }
}
