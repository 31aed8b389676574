import { describe, expect, it } from 'vitest'
import { token, tokenList } from './testLists'
import {
  classifyListUrl,
  listUrlInputError,
  listUrlsToFetch,
  TOKEN_LIST_VALIDATION_ERROR_PREFIX,
} from './url'
import { validateTokenList } from './validate'

const CID = 'QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM'

describe('classifyListUrl', () => {
  it.each([
    ['https://tokens.example.org/list.json', { kind: 'https', url: 'https://tokens.example.org/list.json' }],
    ['  https://tokens.example.org  ', { kind: 'https', url: 'https://tokens.example.org' }],
    ['HTTPS://tokens.example.org', { kind: 'https', url: 'HTTPS://tokens.example.org' }],
    ['http://localhost:3000/list.json', { kind: 'http', url: 'http://localhost:3000/list.json' }],
    [`ipfs://${CID}`, { kind: 'ipfs', url: `ipfs://${CID}`, hash: CID }],
    [`ipfs://${CID}/`, { kind: 'ipfs', url: `ipfs://${CID}/`, hash: CID }],
    [
      'ipns://tokens.uniswap.org',
      { kind: 'ipns', url: 'ipns://tokens.uniswap.org', hash: 'tokens.uniswap.org' },
    ],
    ['tokens.uniswap.eth', { kind: 'ens', url: 'tokens.uniswap.eth', ensName: 'tokens.uniswap.eth' }],
    ['Aave-Lists.ETH', { kind: 'ens', url: 'Aave-Lists.ETH', ensName: 'aave-lists.eth' }],
  ])('%s is %j', (input, expected) => {
    expect(classifyListUrl(input)).toEqual(expected)
  })

  it.each([
    'ftp://x',
    'hello',
    '',
    '   ',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.org',
    'ipfs://',
    'ipfs://not a cid',
    'eth',
    '.eth',
    'tokens.uniswap.xyz',
    'tokens..eth',
    'tokens.eth/path',
    'data:application/json,{}',
  ])('%j is invalid', (input) => {
    expect(classifyListUrl(input)).toEqual({ kind: 'invalid' })
  })
})

describe('listUrlInputError', () => {
  it('asks for a valid location when the input is not one', () => {
    expect(listUrlInputError('hello')).toBe('Enter valid list location')
    expect(listUrlInputError('ftp://x')).toBe('Enter valid list location')
  })

  it('says nothing for a valid or blank input', () => {
    expect(listUrlInputError('tokens.uniswap.eth')).toBeUndefined()
    expect(listUrlInputError(' ')).toBeUndefined()
  })
})

describe('listUrlsToFetch', () => {
  it('fetches http(s) URLs as they are', () => {
    expect(listUrlsToFetch(classifyListUrl('https://a.example/l.json'))).toEqual(['https://a.example/l.json'])
    expect(listUrlsToFetch(classifyListUrl('http://127.0.0.1/l.json'))).toEqual(['http://127.0.0.1/l.json'])
  })

  it('tries the Cloudflare IPFS gateway, then ipfs.io', () => {
    expect(listUrlsToFetch(classifyListUrl(`ipfs://${CID}`))).toEqual([
      `https://cloudflare-ipfs.com/ipfs/${CID}/`,
      `https://ipfs.io/ipfs/${CID}/`,
    ])
    expect(listUrlsToFetch(classifyListUrl('ipns://tokens.uniswap.org'))).toEqual([
      'https://cloudflare-ipfs.com/ipns/tokens.uniswap.org/',
      'https://ipfs.io/ipns/tokens.uniswap.org/',
    ])
  })

  it('has nothing to fetch for an ENS name before its content hash is resolved', () => {
    expect(listUrlsToFetch(classifyListUrl('tokens.uniswap.eth'))).toEqual([])
  })

  it('rejects an invalid location', () => {
    expect(() => listUrlsToFetch(classifyListUrl('ftp://x'))).toThrow(/^Unrecognized list URL protocol\.$/)
  })
})

describe('validateTokenList', () => {
  it('accepts a valid minimal list', () => {
    const list = tokenList({ major: 1, minor: 0, patch: 0 }, [
      token(1, { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin' }),
    ])
    expect(validateTokenList(JSON.parse(JSON.stringify(list)))).toEqual({ ok: true, list })
  })

  it('rejects a list without a name, with a bad address and 300 decimals, listing every error', () => {
    const { name: _name, ...nameless } = tokenList({ major: 1, minor: 0, patch: 0 }, [
      token(1, { address: '0x1234', decimals: 300 }),
    ])
    const result = validateTokenList(nameless)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.startsWith(TOKEN_LIST_VALIDATION_ERROR_PREFIX)).toBe(true)
    expect(TOKEN_LIST_VALIDATION_ERROR_PREFIX).toBe('Token list failed validation: ')
    expect(result.error).toContain("must have required property 'name'")
    expect(result.error).toContain('data/tokens/0/address must match pattern')
    expect(result.error).toContain('data/tokens/0/decimals must be <= 255')
  })

  it.each([null, 'list', [], {}])('rejects %j', (json) => {
    expect(validateTokenList(json).ok).toBe(false)
  })

  it('validates again with the same compiled schema', () => {
    const valid = tokenList({ major: 1, minor: 0, patch: 0 })
    expect(validateTokenList({ ...valid, version: { major: -1, minor: 0, patch: 0 } }).ok).toBe(false)
    expect(validateTokenList(valid).ok).toBe(true)
  })
})
