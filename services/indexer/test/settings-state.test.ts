import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  decodeSettings,
  encodeSettings,
  type IndexerSettings,
  networkName,
  SUBGRAPH_PATHS,
  subgraphPath,
} from '../src/settings.ts'
import {
  acquireLock,
  nextAnchor,
  planStart,
  ponderDefaultFinality,
  readState,
  releaseLock,
  schemaName,
  writeState,
} from '../src/state.ts'

const settings: IndexerSettings = {
  chain: {
    chainId: 1,
    network: 'mainnet',
    rpcUrl: 'http://127.0.0.1:8545',
    startBlock: 0,
    pollingIntervalMs: 250,
    maxRequestsPerSecond: 2000,
    finalityBlocks: 64,
    disableCache: true,
  },
  database: { kind: 'postgres', connectionString: 'postgres://user@localhost/indexer' },
  schema: 'uniswap_v3_1_abc',
}

describe('settings', () => {
  it('travel to the Ponder process and back unchanged', () => {
    expect(decodeSettings(encodeSettings(settings))).toEqual(settings)
  })

  it('are validated on the way in', () => {
    const broken = (change: (copy: Record<string, unknown>) => void) => {
      const copy = JSON.parse(encodeSettings(settings)) as Record<string, unknown>
      change(copy)
      return () => decodeSettings(JSON.stringify(copy))
    }
    expect(() => decodeSettings(undefined)).toThrow('not set')
    expect(() => decodeSettings('{')).toThrow('not JSON')
    expect(broken((copy) => delete copy.chain)).toThrow('chain is not an object')
    expect(broken((copy) => (copy.schema = 'drop table; --'))).toThrow('schema')
    expect(broken((copy) => ((copy.chain as Record<string, unknown>).pollingIntervalMs = 50))).toThrow(
      'below 100',
    )
    expect(broken((copy) => ((copy.chain as Record<string, unknown>).network = 'Main Net'))).toThrow(
      'network',
    )
    expect(broken((copy) => ((copy.chain as Record<string, unknown>).finalityBlocks = 0))).toThrow(
      'finalityBlocks',
    )
    expect(broken((copy) => (copy.database = { kind: 'sqlite' }))).toThrow('database kind')
  })
})

describe('subgraph paths', () => {
  it("serve each network of the selector under its public subgraph's name", () => {
    expect(subgraphPath(1)).toBe('/subgraphs/name/uniswap/uniswap-v3')
    expect(subgraphPath(10)).toBe('/subgraphs/name/ianlapham/optimism-post-regenesis')
    expect(subgraphPath(42161)).toBe('/subgraphs/name/ianlapham/uniswap-arbitrum-one')
    expect(subgraphPath(4)).toBe('/subgraphs/chain/4')
    expect(Object.keys(SUBGRAPH_PATHS).sort()).toEqual(['1', '10', '42161'])
    expect(networkName(10)).toBe('optimism')
  })
})

describe('planStart', () => {
  const key = 'build-key'
  const previous = { version: 1 as const, schema: schemaName(1, key, 0), generation: 0, anchor: null }

  it('starts afresh the first time and resumes the same build on the same chain', () => {
    expect(planStart(null, 1, key, undefined)).toMatchObject({ fresh: true, generation: 0, replaced: false })
    expect(planStart(previous, 1, key, true)).toEqual({
      schema: previous.schema,
      generation: 0,
      fresh: false,
      replaced: false,
    })
  })

  it('starts afresh in a new schema when the code or settings change', () => {
    const plan = planStart(previous, 1, 'another-key', true)
    expect(plan.fresh).toBe(true)
    expect(plan.schema).not.toBe(previous.schema)
  })

  it('starts afresh in a new schema when the chain no longer has the recorded block', () => {
    const plan = planStart(previous, 1, key, false)
    expect(plan).toMatchObject({ fresh: true, generation: 1, replaced: true })
    expect(plan.schema).not.toBe(previous.schema)
  })

  it('starts afresh in a new schema when the stored data failed to resume, even on the same chain', () => {
    const plan = planStart(previous, 1, key, true, true)
    expect(plan).toMatchObject({ fresh: true, generation: 1, replaced: false })
    expect(plan.schema).not.toBe(previous.schema)
    // Nothing stored: the first schema, as on a first start.
    expect(planStart(null, 1, key, undefined, true)).toEqual(planStart(null, 1, key, undefined))
  })

  it('names schemas as plain Postgres identifiers, one per chain', () => {
    expect(schemaName(42161, 'x', 3)).toMatch(/^uniswap_v3_42161_[0-9a-f]{12}$/)
  })

  it("knows Ponder's finality for the chains it indexes", () => {
    expect(ponderDefaultFinality(1)).toBe(65)
    expect(ponderDefaultFinality(42161)).toBe(240)
    expect(ponderDefaultFinality(10)).toBe(30)
  })
})

describe('nextAnchor', () => {
  const recorded = { number: 100, hash: '0xaa' }

  it('records the first anchor and moves it forward', () => {
    expect(nextAnchor(null, true, recorded)).toBe(recorded)
    expect(nextAnchor(recorded, true, { number: 120, hash: '0xbb' })).toEqual({ number: 120, hash: '0xbb' })
  })

  it('never moves it back, and keeps it once the chain has lost that block', () => {
    expect(nextAnchor(recorded, true, { number: 90, hash: '0xcc' })).toBe(recorded)
    // After a revert deeper than finality the head is lower: the old anchor stays for the next start.
    expect(nextAnchor(recorded, false, { number: 150, hash: '0xdd' })).toBe(recorded)
  })
})

describe('the state file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'indexer-state-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('round-trips, and a damaged or missing file reads as no state', () => {
    const path = join(dir, 'nested', 'state.json')
    expect(readState(path)).toBeNull()
    const state = {
      version: 1 as const,
      schema: 'uniswap_v3_1',
      generation: 2,
      anchor: { number: 10, hash: '0xab' },
    }
    writeState(path, state)
    expect(readState(path)).toEqual(state)
    writeFileSync(path, '{"version": 1, "schem')
    expect(readState(path)).toBeNull()
  })
})

describe('the data directory lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'indexer-lock-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('lets one indexer use a directory at a time', () => {
    const path = join(dir, 'one', 'lock')
    acquireLock(path)
    expect(() => acquireLock(path)).toThrow('is in use by another indexer')
    releaseLock(path)
    expect(existsSync(path)).toBe(false)
    acquireLock(path)
    releaseLock(path)
  })

  it('refuses a directory locked by a live process and takes over from a dead one', () => {
    const path = join(dir, 'two', 'lock')
    mkdirSync(join(dir, 'two'))
    writeFileSync(path, String(process.ppid))
    expect(() => acquireLock(path)).toThrow(`process ${process.ppid}`)
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString()
    writeFileSync(path, gone)
    acquireLock(path)
    releaseLock(path)
  })
})
