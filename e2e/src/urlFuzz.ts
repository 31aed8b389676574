/**
 * Seeded generator of hostile URLs over every route and query parameter of the app, for the URL fuzzer
 * (tests/fuzz.e2e.ts). The same seed gives the same cases, so a failure can be replayed with FUZZ_SEED.
 */

import { seededRandom } from './seededRandom.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

/** Values that have broken or could break a parser: numbers at and past every limit, bad addresses, text. */
const HOSTILE_VALUES = [
  '',
  'ETH',
  'eth',
  'WETH',
  USDC,
  USDC.toLowerCase(),
  WETH,
  // a wrong EIP-55 checksum, a short, a long and a zero address
  '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4',
  `${USDC}00`,
  '0x0000000000000000000000000000000000000000',
  '0x',
  '0',
  '-1',
  '1',
  '1.5',
  '.',
  '1.',
  '.5',
  '00001',
  '1e60',
  '1e-7',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1'.repeat(79),
  '1'.repeat(80),
  `1${'0'.repeat(60)}`,
  `1${'0'.repeat(77)}`,
  '115792089237316195423570985008687907853269984665640564039457584007913129639936',
  '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  '9007199254740993',
  '3000',
  '500',
  '100',
  '10000',
  '12345',
  '999999999999999999999999',
  '1,5',
  '1.2.3',
  'input',
  'output',
  'OUTPUT',
  'alice.eth',
  'https://example.com',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  '"\'><script>',
  '\u202eCDSU',
  'US\u200bDC',
  '\u0000',
  '%',
  '%E0%A4%A',
  '%00',
  '../..',
  '//evil.example',
  '?',
  '#',
  '&',
  '=',
  ' ',
  '\t',
  '🦄',
  'ar',
  'he-IL',
  'zz-ZZ',
  'dark',
  'light',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
]

/** Every route of the app with its path parameters (`:name`), and the catch-all. */
export const ROUTES = [
  '/swap',
  '/swap/:outputCurrency',
  '/send',
  '/claim',
  '/vote',
  '/vote/:governorIndex/:id',
  '/vote/create-proposal',
  '/create-proposal',
  '/uni',
  '/uni/:currencyIdA/:currencyIdB',
  '/pool',
  '/pool/v2',
  '/pool/v2/find',
  '/find',
  '/pool/:tokenId',
  '/add/v2',
  '/add/v2/:currencyIdA',
  '/add/v2/:currencyIdA/:currencyIdB',
  '/create/v2/:currencyIdA/:currencyIdB',
  '/add',
  '/add/:currencyIdA',
  '/add/:currencyIdA/:currencyIdB',
  '/add/:currencyIdA/:currencyIdB/:feeAmount',
  '/increase/:currencyIdA/:currencyIdB/:feeAmount/:tokenId',
  '/remove/v2/:currencyIdA/:currencyIdB',
  '/remove/:tokenId',
  '/migrate/v2',
  '/migrate/v2/:address',
  '/:unknown',
]

/** Every query parameter the app reads (`crash` excepted: it exists to crash on purpose). */
export const QUERY_PARAMETERS = [
  'inputCurrency',
  'outputCurrency',
  'exactAmount',
  'exactField',
  'recipient',
  'lng',
  'theme',
  'origin',
]

export interface FuzzCase {
  index: number
  url: string
}

/** `count` cases from `seed`: each a route with random path values and 0–4 random query parameters. */
export function fuzzCases(seed: number, count: number): FuzzCase[] {
  const next = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const cases: FuzzCase[] = []
  for (let index = 0; index < count; index++) {
    // Every route comes round in turn; the values are random.
    const route = ROUTES[index % ROUTES.length] as string
    const path = route.replace(/:[a-zA-Z]+/g, () => {
      const value = pick(HOSTILE_VALUES)
      return value === '' ? 'x' : encodeURIComponent(value)
    })
    const query = new URLSearchParams()
    const parameters = Math.floor(next() * 5)
    for (let i = 0; i < parameters; i++) query.append(pick(QUERY_PARAMETERS), pick(HOSTILE_VALUES))
    const search = query.toString()
    cases.push({ index, url: search ? `${path}?${search}` : path })
  }
  return cases
}
