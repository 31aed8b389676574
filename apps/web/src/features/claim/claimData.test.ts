import { describe, expect, it, vi } from 'vitest'
import { chunkFor, createClaimDataSource, parseClaimEntry } from './claimData'

const A = '0x1000000000000000000000000000000000000000'
const B = '0x2000000000000000000000000000000000000000'
const C = '0x3000000000000000000000000000000000000000'
const D = '0x4000000000000000000000000000000000000000'
const E = '0x5000000000000000000000000000000000000000'
const proof = [`0x${'ab'.repeat(32)}`]

const mapping = { [A]: B, [D]: E }
const chunks: Record<string, unknown> = {
  [A]: {
    [A]: {
      index: 0,
      amount: '0x56bc75e2d63100000',
      proof,
      flags: { isSOCKS: false, isLP: true, isUser: true },
    },
    [B]: { index: 1, amount: '1000', proof, flags: {} },
  },
  [D]: { [E]: { index: 3, amount: '0x1', proof } },
}

function source() {
  const fetchJson = vi.fn(async (url: string) => {
    const name = url.split('/').at(-1)?.replace('.json', '') ?? ''
    const body = name === 'mapping' ? mapping : chunks[name]
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body }
  })
  return { fetchJson, ...createClaimDataSource('https://data.example/chunks/', fetchJson) }
}

describe('finding a claim in the chunked data', () => {
  it('picks the chunk whose range holds the address, case-insensitively', () => {
    expect(chunkFor(mapping, A)).toBe(A)
    expect(chunkFor(mapping, '0x1500000000000000000000000000000000000000')).toBe(A)
    expect(chunkFor(mapping, E)).toBe(D)
  })

  it('says where the search ended when no chunk holds the address', () => {
    expect(() => chunkFor(mapping, '0x0100000000000000000000000000000000000000')).toThrow(
      'Claim for 0x0100000000000000000000000000000000000000 was not found in partial search',
    )
    expect(() => chunkFor(mapping, C)).toThrow(`Claim for ${C} was not found in partial search`)
    expect(() => chunkFor(mapping, '0x6000000000000000000000000000000000000000')).toThrow(
      'Claim for 0x6000000000000000000000000000000000000000 was not found after searching all mappings',
    )
  })

  it('fetches the mapping once, then only the chunk of the address, and reads the claim', async () => {
    const { fetchJson, fetchClaim } = source()
    await expect(fetchClaim(A.toLowerCase())).resolves.toEqual({
      index: 0,
      amount: 100n * 10n ** 18n,
      proof,
      flags: { isSOCKS: false, isLP: true, isUser: true },
    })
    await expect(fetchClaim(B)).resolves.toMatchObject({
      index: 1,
      amount: 1000n,
      flags: { isSOCKS: false, isLP: false, isUser: false },
    })
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual([
      'https://data.example/chunks/mapping.json',
      `https://data.example/chunks/${A}.json`,
    ])
  })

  it('rejects an invalid address and one that is missing from its chunk', async () => {
    const { fetchClaim } = source()
    await expect(fetchClaim('0x1234')).rejects.toThrow('Invalid address')
    await expect(fetchClaim('0x4500000000000000000000000000000000000000')).rejects.toThrow(
      'Claim for 0x4500000000000000000000000000000000000000 was not found in claim file!',
    )
  })

  it('tries a failed file again on the next lookup', async () => {
    let fail = true
    const fetchJson = vi.fn(async (url: string) => {
      if (fail) return { ok: false, status: 500, json: async () => undefined }
      return { ok: true, status: 200, json: async () => (url.endsWith('mapping.json') ? mapping : chunks[A]) }
    })
    const { fetchClaim } = createClaimDataSource('https://data.example', fetchJson)
    await expect(fetchClaim(A)).rejects.toThrow('HTTP 500')
    fail = false
    await expect(fetchClaim(A)).resolves.toMatchObject({ index: 0 })
  })
})

describe('a claim entry from the data files', () => {
  it('is checked before use', () => {
    expect(parseClaimEntry({ index: 2, amount: '0x10', proof })).toMatchObject({ index: 2, amount: 16n })
    expect(parseClaimEntry({ index: -1, amount: '0x10', proof })).toBeUndefined()
    expect(parseClaimEntry({ index: 2, amount: 'lots', proof })).toBeUndefined()
    expect(parseClaimEntry({ index: 2, amount: '0x10', proof: ['0x12'] })).toBeUndefined()
    expect(parseClaimEntry('nope')).toBeUndefined()
  })
})
