import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a rate limit counts a client by. One IPv4 address is one client; an IPv6 client is its /64
 * (the prefix a single subscriber or host gets: counting full addresses would give one home or one
 * cloud machine 2^64 buckets). An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`, how a dual-stack
 * socket shows IPv4 clients) counts as the IPv4 address. Brackets, ports and zone ids are dropped;
 * anything that is no address is kept as it is.
 */
export function clientKey(address: string): string {
  const text = bare(address.trim())
  if (isIPv4(text)) return text
  if (!isIPv6(text)) return address
  const groups = expand(text.toLowerCase())
  const mapped = /^(0:){5}ffff:/.test(groups.join(':')) ? text.slice(text.lastIndexOf(':') + 1) : null
  if (mapped && isIPv4(mapped)) return mapped
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `1.2.3.4:80` → `1.2.3.4`, `fe80::1%eth0` → `fe80::1`. */
function bare(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  const inner = bracketed ? bracketed[1]! : text
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(inner)
  if (withPort) return withPort[1]!
  const zone = inner.indexOf('%')
  return zone >= 0 ? inner.slice(0, zone) : inner
}

/** The eight groups of an IPv6 address, each without leading zeros (a trailing IPv4 as two groups). */
function expand(address: string): string[] {
  let text = address
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}
