import { getAddress, type Hex, isAddress, isHex } from 'viem'

/**
 * The third-party services of the specification behind one interface: analytics (page views, web
 * vitals, exceptions), monitoring writes (transactions and wallet connections) and compliance
 * screening. Each service is off — no request at all — unless its URL is configured. Every send
 * except the screening is fire-and-forget: a failure is logged with console.debug and never reaches
 * the caller.
 */

export type WebVitalName = 'CLS' | 'FCP' | 'LCP' | 'INP' | 'TTFB' | 'FID'
export type MonitoredTransactionType = 'ADD_LIQUIDITY' | 'CREATE_POOL' | 'REMOVE_LIQUIDITY' | 'SWAP'

export const WEB_VITAL_NAMES: readonly WebVitalName[] = ['CLS', 'FCP', 'LCP', 'INP', 'TTFB', 'FID']
export const MONITORED_TRANSACTION_TYPES: readonly MonitoredTransactionType[] = [
  'ADD_LIQUIDITY',
  'CREATE_POOL',
  'REMOVE_LIQUIDITY',
  'SWAP',
]

/** Longest message or stack an exception event carries. */
export const MAX_EXCEPTION_TEXT = 2000
/** A screening that has not answered by then fails open. */
export const DEFAULT_SCREENING_TIMEOUT_MS = 10_000

export interface WebVitalMetric {
  name: WebVitalName
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: number
  id: string
}

/** The raw 65-byte signature (r ‖ s ‖ v) or its parts. */
export type TransactionSignature = Hex | { r: Hex; s: Hex; v: number | bigint }

export interface MonitoredTransaction {
  type: MonitoredTransactionType
  chainId: number
  walletAddress: string
  hash: Hex
  signature: TransactionSignature
}

export interface WalletConnectedEvent {
  chainId: number
  walletAddress: string
  /** The connector's name, e.g. 'Injected'. */
  connector: string
}

export interface ScreeningResult {
  blocked: boolean
}

/** What the analytics URL receives. */
export type AnalyticsEvent =
  | { type: 'pageview'; path: string; timestamp: number }
  | { type: 'webvital'; name: WebVitalName; value: number; id: string; timestamp: number }
  | { type: 'exception'; message: string; stack: string | null; fatal: boolean; timestamp: number }

/** What the monitoring URL receives. */
export type MonitoringWrite =
  | {
      chainId: number
      origin: string
      timestamp: number
      hash: Hex
      r: Hex
      s: Hex
      v: number
      type: MonitoredTransactionType
      walletAddress: string
    }
  | {
      chainId: number
      origin: string
      timestamp: number
      type: 'WALLET_CONNECTED'
      walletAddress: string
      connector: string
    }

export interface ServicesConfig {
  analyticsUrl?: string
  monitoringUrl?: string
  complianceUrl?: string
}

export interface ServicesDeps {
  fetch?: typeof fetch
  now?: () => number
  /** The page origin written into monitoring records; defaults to location.origin. */
  origin?: string
  screeningTimeoutMs?: number
}

export interface Services {
  pageView(path: string): void
  webVital(metric: WebVitalMetric): void
  /** Never throws, whatever it is given. */
  exception(error: unknown, fatal?: boolean): void
  monitorTransaction(transaction: MonitoredTransaction): void
  walletConnected(event: WalletConnectedEvent): void
  /** Fails open: only a well-formed `{ blocked: true }` answer blocks. */
  screenWallet(address: string): Promise<ScreeningResult>
  /** Resolves once every fire-and-forget send started so far has settled; never rejects. */
  flush(): Promise<void>
}

const isBytes32 = (value: unknown): value is Hex =>
  typeof value === 'string' && isHex(value, { strict: true }) && value.length === 66

const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

const isWalletAddress = (value: unknown): value is string => typeof value === 'string' && isAddress(value)

const lower = (value: string) => value.toLowerCase() as Hex

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value)

/**
 * r, s and v of a transaction signature: from the raw 65-byte hex r = bytes 0–31, s = bytes 32–63,
 * v = byte 64; from parts, v may be a number or bigint. Anything malformed gives undefined.
 */
export function signatureParts(signature: unknown): { r: Hex; s: Hex; v: number } | undefined {
  if (typeof signature === 'string') {
    if (!isHex(signature, { strict: true }) || signature.length !== 2 + 65 * 2) return undefined
    return {
      r: lower(`0x${signature.slice(2, 66)}`),
      s: lower(`0x${signature.slice(66, 130)}`),
      v: Number.parseInt(signature.slice(130, 132), 16),
    }
  }
  if (typeof signature !== 'object' || signature === null) return undefined
  const { r, s, v } = signature as Record<string, unknown>
  if (!isBytes32(r) || !isBytes32(s)) return undefined
  const vNumber =
    typeof v === 'bigint' ? (v >= 0n && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : Number.NaN) : v
  if (typeof vNumber !== 'number' || !Number.isSafeInteger(vNumber) || vNumber < 0) return undefined
  return { r: lower(r), s: lower(s), v: vNumber }
}

/** Message and stack of anything thrown, each cut to MAX_EXCEPTION_TEXT characters. */
export function describeError(error: unknown): { message: string; stack: string | null } {
  let message: string
  let stack: string | null = null
  try {
    if (typeof error === 'object' && error !== null && 'message' in error) {
      message = String(error.message)
      if ('stack' in error && typeof error.stack === 'string') stack = error.stack
    } else {
      message = String(error)
    }
  } catch {
    message = 'Unprintable error'
  }
  return {
    message: message.slice(0, MAX_EXCEPTION_TEXT),
    stack: stack === null ? null : stack.slice(0, MAX_EXCEPTION_TEXT),
  }
}

function defaultOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin
}

export function createServices(config: ServicesConfig, deps: ServicesDeps = {}): Services {
  const { analyticsUrl, monitoringUrl, complianceUrl } = config
  // A wrapper rather than globalThis.fetch itself: the browser's fetch throws "Illegal invocation"
  // when called with another `this`.
  const fetchImpl: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = deps.now ?? Date.now
  const origin = deps.origin ?? defaultOrigin()
  const screeningTimeoutMs = deps.screeningTimeoutMs ?? DEFAULT_SCREENING_TIMEOUT_MS
  const pending = new Set<Promise<void>>()

  const request = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })

  const send = (url: string, body: AnalyticsEvent | MonitoringWrite, label: string): void => {
    let task: Promise<void>
    try {
      task = fetchImpl(url, request(body))
        .then((response) => {
          if (!response.ok) console.debug(`[services] ${label}: HTTP ${response.status}`)
        })
        .catch((error: unknown) => console.debug(`[services] ${label} failed`, error))
    } catch (error) {
      console.debug(`[services] ${label} failed`, error)
      return
    }
    pending.add(task)
    void task.finally(() => pending.delete(task))
  }

  const track = (event: AnalyticsEvent) => {
    if (analyticsUrl) send(analyticsUrl, event, `analytics ${event.type}`)
  }
  const write = (record: MonitoringWrite) => {
    if (monitoringUrl) send(monitoringUrl, record, `monitoring ${record.type}`)
  }

  const exception = (error: unknown, fatal = false): void => {
    if (!analyticsUrl) return
    try {
      const { message, stack } = describeError(error)
      track({ type: 'exception', message, stack, fatal: fatal === true, timestamp: now() })
    } catch (failure) {
      console.debug('[services] exception report failed', failure)
    }
  }

  return {
    pageView(path) {
      if (!analyticsUrl || typeof path !== 'string' || path === '') return
      track({ type: 'pageview', path: path.slice(0, MAX_EXCEPTION_TEXT), timestamp: now() })
    },

    webVital(metric) {
      if (!analyticsUrl) return
      // Callers are typed, but a bad value from the browser must not throw or be sent.
      const { name, value, id } = (metric ?? {}) as Partial<WebVitalMetric>
      if (!isOneOf(WEB_VITAL_NAMES, name) || typeof value !== 'number' || !Number.isFinite(value)) return
      if (value < 0 || typeof id !== 'string' || id === '') return
      const reported = Math.round(name === 'CLS' ? value * 1000 : value)
      track({ type: 'webvital', name, value: reported, id, timestamp: now() })
    },

    exception,

    monitorTransaction(transaction) {
      if (!monitoringUrl) return
      const { type, chainId, walletAddress, hash, signature } = (transaction ??
        {}) as Partial<MonitoredTransaction>
      if (!isOneOf(MONITORED_TRANSACTION_TYPES, type) || !isChainId(chainId)) return
      if (!isWalletAddress(walletAddress) || !isBytes32(hash)) return
      const parts = signatureParts(signature)
      if (!parts) return
      write({
        chainId,
        origin,
        timestamp: now(),
        hash: lower(hash),
        r: parts.r,
        s: parts.s,
        v: parts.v,
        type,
        walletAddress: getAddress(walletAddress),
      })
    },

    walletConnected(event) {
      if (!monitoringUrl) return
      const { chainId, walletAddress, connector } = (event ?? {}) as Partial<WalletConnectedEvent>
      if (!isChainId(chainId) || !isWalletAddress(walletAddress)) return
      if (typeof connector !== 'string' || connector === '') return
      write({
        chainId,
        origin,
        timestamp: now(),
        type: 'WALLET_CONNECTED',
        walletAddress: getAddress(walletAddress),
        connector: connector.slice(0, 100),
      })
    },

    async screenWallet(address) {
      if (!complianceUrl || !isWalletAddress(address)) return { blocked: false }
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), screeningTimeoutMs)
      try {
        const response = await fetchImpl(complianceUrl, {
          ...request({ address: getAddress(address) }),
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const payload: unknown = await response.json()
        const blocked =
          typeof payload === 'object' && payload !== null && 'blocked' in payload
            ? payload.blocked
            : undefined
        if (typeof blocked !== 'boolean') throw new Error('malformed response')
        return { blocked }
      } catch (error) {
        // The address stays out of the report: the analytics provider has no need for it.
        const { message } = describeError(error)
        console.debug('[services] compliance screening failed', error)
        exception(new Error(`Compliance screening failed: ${message}`, { cause: error }))
        return { blocked: false }
      } finally {
        clearTimeout(timer)
      }
    },

    async flush() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}
