import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  claimDataFiles,
  DEV_ACCOUNTS,
  type ListServer,
  readAirdropTree,
  startListServer,
  writeClaimData,
} from '../src/index.ts'

const tree = readAirdropTree()
const lower = (address: string) => address.toLowerCase()

describe('the claim data files', () => {
  it('split every claim of the tree into chunks of consecutive addresses, each claim exactly once', () => {
    const { mapping, chunks } = claimDataFiles(tree, 10)
    const all = Object.keys(tree.claims)
    expect(Object.keys(mapping)).toHaveLength(Math.ceil(all.length / 10))
    const seen = Object.values(chunks).flatMap((chunk) => Object.keys(chunk))
    expect(seen.sort()).toEqual([...all].sort())
    const starts = Object.keys(mapping).sort((a, b) => (lower(a) < lower(b) ? -1 : 1))
    starts.forEach((start, i) => {
      const members = Object.keys(chunks[start] ?? {})
      const last = mapping[start] as string
      // The range [start, last] holds exactly the chunk's members and ends before the next chunk starts.
      for (const member of members) {
        expect(lower(member) >= lower(start) && lower(member) <= lower(last)).toBe(true)
        expect(chunks[start]?.[member]).toEqual(tree.claims[member as Address])
      }
      expect(members).toContain(start)
      expect(members).toContain(last)
      const next = starts[i + 1]
      if (next) expect(lower(last) < lower(next)).toBe(true)
    })
  })

  it('keep the claims of development accounts 0-4 and none for account 5', () => {
    const { chunks } = claimDataFiles(tree)
    const claims = Object.assign({}, ...Object.values(chunks)) as Record<string, unknown>
    for (const index of [0, 1, 2, 3, 4]) expect(claims[DEV_ACCOUNTS[index]!.address]).toBeDefined()
    expect(claims[DEV_ACCOUNTS[5]!.address]).toBeUndefined()
  })

  it('refuse a chunk size that is not a positive integer', () => {
    expect(() => claimDataFiles(tree, 0)).toThrow('bad chunk size')
    expect(() => claimDataFiles(tree, 1.5)).toThrow('bad chunk size')
  })
})

describe('the claim data served by the list server', () => {
  let server: ListServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'claim-data-test-'))
    server = await startListServer({ dir })
    await writeClaimData(join(dir, 'claims'), { chunkSize: 8 })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves the mapping and every chunk from the claims folder', async () => {
    const files = readdirSync(join(dir, 'claims'))
    expect(files).toContain('mapping.json')
    const mapping = (await (await fetch(`${server.url}/claims/mapping.json`)).json()) as Record<
      string,
      string
    >
    expect(Object.keys(mapping).length).toBe(files.length - 1)
    const account1 = DEV_ACCOUNTS[1]!.address
    const start = Object.keys(mapping).find(
      (first) => lower(first) <= lower(account1) && lower(account1) <= lower(mapping[first] as string),
    )
    expect(start).toBeDefined()
    const response = await fetch(`${server.url}/claims/${getAddress(start as string)}.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const chunk = (await response.json()) as Record<string, { index: number; amount: string }>
    expect(chunk[account1]).toEqual(tree.claims[account1])
  })

  it('answers 404 outside the served directory and for a missing chunk', async () => {
    expect((await fetch(`${server.url}/claims/0x0000000000000000000000000000000000000000.json`)).status).toBe(
      404,
    )
    expect((await fetch(`${server.url}/claims/.hidden.json`)).status).toBe(404)
  })
})
