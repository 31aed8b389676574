import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http'
import { clientKey } from './client-key.ts'
import type { HttpGuardOptions } from './config.ts'
import { RateLimiter } from './rate-limit.ts'

/**
 * Sends a refusal in the service's own error format. `code` is a stable name (HOST_NOT_ALLOWED,
 * RATE_LIMITED, BODY_TOO_LARGE, TIMEOUT), `message` a short sentence; neither holds request input.
 */
export type Refuse = (
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers?: OutgoingHttpHeaders,
) => void

export interface HttpGuard {
  readonly options: HttpGuardOptions
  /**
   * The checks every request goes through, in order: Host header, CORS (headers set on the
   * response; a preflight is answered here), rate limit, declared body size, and the response
   * deadline. Returns false when the request has been answered and must go no further.
   */
  admit(request: IncomingMessage, response: ServerResponse, path: string): boolean
  /** The request body as text, at most maxBodyBytes; null when it was refused (413 sent). */
  readBody(request: IncomingMessage, response: ServerResponse): Promise<string | null>
  /** The client a request counts against (its address, or the one the trusted proxies saw). */
  clientOf(request: IncomingMessage): string
  /** Whether the request carries the operator's token (never, when none is configured). */
  isOperator(request: IncomingMessage): boolean
  /** Sets the server's own timeouts: the whole request must arrive within requestTimeoutMs. */
  configure(server: Server): void
}

export interface GuardSettings {
  /** Paths a load balancer probes (health, readiness): no Host check, no rate limit. */
  probes: readonly string[]
  /** Methods a browser may use, for preflight answers. */
  methods: readonly string[]
  refuse: Refuse
}

/** The host name of a Host header, without its port, lower-case; IPv6 without brackets. */
export function hostName(header: string | undefined): string | null {
  if (!header) return null
  const value = header.trim().toLowerCase()
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value)
  if (bracketed) return bracketed[1]!
  const plain = /^([a-z0-9.-]+)(?::\d+)?$/.exec(value)
  return plain ? plain[1]! : null
}

/**
 * The address a request comes from: the connection's, or behind `trustedProxies` proxies the entry of
 * X-Forwarded-For the outermost one appended. With fewer entries than proxies, no proxy wrote the
 * entry that would be taken (the client did, or a proxy was bypassed): the connection's address then.
 */
export function clientAddress(request: IncomingMessage, trustedProxies: number): string {
  const direct = request.socket.remoteAddress ?? 'unknown'
  if (trustedProxies <= 0) return direct
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  // Each trusted proxy appended the address it saw: the client is the one the outermost appended.
  return forwarded.length >= trustedProxies ? forwarded[forwarded.length - trustedProxies]! : direct
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** `Authorization: Bearer <token>` with the configured token, compared in constant time. */
export function carriesToken(request: IncomingMessage, token: string | undefined): boolean {
  if (!token) return false
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token))
}

/** After a refusal of a body: let the client finish sending for a moment (so it reads the 413), then close. */
function discardRest(request: IncomingMessage, response: ServerResponse): void {
  if (request.complete) return
  request.resume()
  const timer = setTimeout(() => request.socket.destroy(), 1_000)
  timer.unref()
  request.once('end', () => clearTimeout(timer))
  response.once('close', () => {
    if (!request.complete) request.socket.destroy()
  })
}

export function createHttpGuard(options: HttpGuardOptions, settings: GuardSettings): HttpGuard {
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : null
  const anyOrigin = options.corsOrigins.includes('*')
  const origins = new Set(options.corsOrigins)
  const hosts = options.allowedHosts === 'any' ? null : new Set(options.allowedHosts)
  const { refuse } = settings

  function tooLarge(request: IncomingMessage, response: ServerResponse) {
    refuse(response, 413, 'BODY_TOO_LARGE', `The request body is larger than ${options.maxBodyBytes} bytes`, {
      connection: 'close',
    })
    discardRest(request, response)
  }

  return {
    options,
    clientOf: (request) => clientAddress(request, options.trustedProxies),
    isOperator: (request) => carriesToken(request, options.operatorToken),

    admit(request, response, path) {
      const probe = settings.probes.includes(path)
      if (hosts && !probe) {
        const host = hostName(request.headers.host)
        if (!host || !hosts.has(host)) {
          refuse(response, 421, 'HOST_NOT_ALLOWED', 'This server does not answer for that host name')
          return false
        }
      }

      const origin = request.headers.origin
      const allowedOrigin = origin !== undefined && (anyOrigin || origins.has(origin))
      if (allowedOrigin) response.setHeader('access-control-allow-origin', anyOrigin ? '*' : origin)
      if (!anyOrigin) response.setHeader('vary', 'Origin')
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        // A preflight: a refused origin gets no CORS headers, so the browser refuses the call.
        response.writeHead(
          204,
          allowedOrigin
            ? {
                'access-control-allow-methods': settings.methods.join(', '),
                'access-control-allow-headers': 'content-type',
                'access-control-max-age': '86400',
              }
            : {},
        )
        response.end()
        return false
      }

      if (limiter && !probe) {
        const decision = limiter.take(clientKey(clientAddress(request, options.trustedProxies)))
        if (!decision.allowed) {
          refuse(response, 429, 'RATE_LIMITED', 'Too many requests: retry after the time in Retry-After', {
            'retry-after': String(decision.retryAfterSeconds),
          })
          discardRest(request, response)
          return false
        }
      }

      const declared = Number(request.headers['content-length'] ?? 0)
      if (declared > options.maxBodyBytes) {
        tooLarge(request, response)
        return false
      }

      const timer = setTimeout(() => {
        if (response.writableEnded) return
        if (response.headersSent) response.destroy()
        else
          refuse(
            response,
            503,
            'TIMEOUT',
            `The request was not answered within ${options.requestTimeoutMs} ms`,
            {
              connection: 'close',
            },
          )
      }, options.requestTimeoutMs)
      timer.unref()
      response.once('close', () => clearTimeout(timer))
      return true
    },

    readBody(request, response) {
      return new Promise((resolve, reject) => {
        const chunks: Buffer[] = []
        let size = 0
        let refused = false
        const onData = (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBodyBytes) {
            refused = true
            chunks.length = 0
            request.off('data', onData)
            tooLarge(request, response)
            resolve(null)
            return
          }
          chunks.push(chunk)
        }
        request.on('data', onData)
        request.once('end', () => {
          if (!refused) resolve(Buffer.concat(chunks).toString('utf8'))
        })
        request.once('error', (error) => {
          if (!refused) reject(error)
        })
      })
    },

    configure(server) {
      server.requestTimeout = options.requestTimeoutMs
      server.headersTimeout = Math.min(options.requestTimeoutMs, 60_000)
      // Beyond keep-alive idling, a connection that sends nothing for this long is closed.
      server.timeout = Math.max(options.requestTimeoutMs, 70_000)
    },
  }
}
