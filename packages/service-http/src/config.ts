import type { RateLimit } from './rate-limit.ts'

/** What a service puts in front of every request (see guard.ts). */
export interface HttpGuardOptions {
  /** Origins a browser page may call from (`https://app.example`); `*` allows any origin. */
  corsOrigins: readonly string[]
  /** Host header names accepted (the port is ignored); 'any' turns the check off. */
  allowedHosts: readonly string[] | 'any'
  /** Per-client rate limit; null: none. */
  rateLimit: RateLimit | null
  /**
   * Proxies (load balancers) in front of the service: the client is then the address that many
   * entries from the right of X-Forwarded-For; 0 takes the connection's address.
   */
  trustedProxies: number
  /** Larger request bodies are refused with 413 before they are read. */
  maxBodyBytes: number
  /** A request not answered within this time gets 503; the whole request must also arrive within it. */
  requestTimeoutMs: number
  /**
   * The operator's token (`<prefix>_OPERATOR_TOKEN`): what is for the operator only (the indexer's
   * per-chain metrics, the text of a chain's last RPC error) is served to requests that carry
   * `Authorization: Bearer <token>`, and to no one when it is not set.
   */
  operatorToken?: string
}

/** Shorter tokens are refused: the token is all that stands between the operator's views and anyone. */
export const MIN_OPERATOR_TOKEN_LENGTH = 16

/** The port `npm start` serves the app on (WEB_PORT, 3000 by default). */
function webPort(env: NodeJS.ProcessEnv): string {
  const port = env.WEB_PORT
  return port && /^\d+$/.test(port) && port !== '0' ? port : '3000'
}

/** The app's own origin under `npm start`, by both names the machine answers to. */
export function defaultCorsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const port = webPort(env)
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

/** Reads a comma-separated list of origins; each must be a bare http(s) origin, or `*`. */
export function parseOrigins(text: string, name = 'CORS_ORIGINS'): string[] {
  const origins = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  for (const origin of origins) {
    if (origin === '*') continue
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {
      parsed = undefined
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, ''))
      throw new Error(
        `${name}: '${origin}' is not an origin such as https://app.example or http://localhost:3000`,
      )
  }
  return origins.map((origin) => origin.replace(/\/$/, ''))
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1']

/**
 * On a loopback interface only a browser on this machine reaches the service: accept the loopback
 * names, which refuses DNS-rebinding pages (their Host is their own name). Elsewhere a load balancer
 * decides which names reach it, and ALLOWED_HOSTS narrows it when wanted.
 */
export function defaultAllowedHosts(listenHost: string): readonly string[] | 'any' {
  return LOOPBACK_HOSTS.includes(listenHost) || listenHost.startsWith('127.') ? LOOPBACK_HOSTS : 'any'
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number of at least ${min}, not '${raw}'`)
  return value
}

export interface ServiceDefaults {
  /** Requests per second per client (0: no limit); the burst is ten times that. */
  rateLimitPerSecond: number
  maxBodyBytes: number
  requestTimeoutMs: number
}

/**
 * The guard's settings from the environment, shared by both services except the rate limit, whose
 * variable is the service's own (`QUOTE_API_RATE_LIMIT`, `INDEXER_RATE_LIMIT`):
 * CORS_ORIGINS, ALLOWED_HOSTS, TRUST_PROXY, `<prefix>_REQUEST_TIMEOUT_MS` and `<prefix>_OPERATOR_TOKEN`.
 */
export function readGuardEnv(
  prefix: 'QUOTE_API' | 'INDEXER',
  listenHost: string,
  defaults: ServiceDefaults,
  env: NodeJS.ProcessEnv = process.env,
): HttpGuardOptions {
  const perSecond = count(env, `${prefix}_RATE_LIMIT`, defaults.rateLimitPerSecond)
  const hosts = env.ALLOWED_HOSTS?.trim()
  return {
    corsOrigins: env.CORS_ORIGINS?.trim() ? parseOrigins(env.CORS_ORIGINS) : defaultCorsOrigins(env),
    allowedHosts:
      hosts === '*'
        ? 'any'
        : hosts
          ? hosts
              .split(',')
              .map((host) => host.trim().toLowerCase())
              .filter(Boolean)
          : defaultAllowedHosts(listenHost),
    rateLimit: perSecond > 0 ? { perSecond, burst: Math.max(1, Math.round(perSecond * 10)) } : null,
    trustedProxies: Math.floor(count(env, 'TRUST_PROXY', 0)),
    maxBodyBytes: defaults.maxBodyBytes,
    requestTimeoutMs: count(env, `${prefix}_REQUEST_TIMEOUT_MS`, defaults.requestTimeoutMs, 100),
    ...operatorToken(env, `${prefix}_OPERATOR_TOKEN`),
  }
}

function operatorToken(env: NodeJS.ProcessEnv, name: string): { operatorToken?: string } {
  const token = env[name]?.trim()
  if (!token) return {}
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH || /\s/.test(token))
    throw new Error(`${name} must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters without spaces`)
  return { operatorToken: token }
}
