import { describe, expect, it } from 'vitest'
import { isLoopbackUrl, readConfig } from './config'

describe('readConfig', () => {
  it('takes injected RPC URLs and falls back to VITE_RPC_URL_<id>', () => {
    const config = readConfig(
      { rpcUrls: { 1: 'http://127.0.0.1:8545' }, devnet: true },
      { VITE_RPC_URL_1: 'http://ignored', VITE_RPC_URL_42161: 'https://arb.example' },
    )
    expect(config.rpcUrls).toEqual({ 1: 'http://127.0.0.1:8545', 42161: 'https://arb.example' })
    expect(config.devnet).toBe(true)
  })

  it('drops malformed values instead of trusting them', () => {
    const config = readConfig(
      {
        rpcUrls: { 1: 'javascript:alert(1)', 5: 42 },
        devnet: 'yes',
        quoteApiUrl: 'ftp://x',
        extraBlockedAddresses: [1, '0xabc'],
      },
      {},
    )
    expect(config.rpcUrls).toEqual({})
    expect(config.devnet).toBe(false)
    expect(config.quoteApiUrl).toBeUndefined()
    expect(config.extraBlockedAddresses).toEqual(['0xabc'])
    expect(readConfig({ claimDataUrl: 'javascript:alert(1)' }, {}).claimDataUrl).toBeUndefined()
    expect(readConfig({}, { VITE_CLAIM_DATA_URL: 'http://127.0.0.1:8790/claims' }).claimDataUrl).toBe(
      'http://127.0.0.1:8790/claims',
    )
    expect(readConfig(null, {}).rpcUrls).toEqual({})
    expect(readConfig('garbage', {}).devnet).toBe(false)
    expect(readConfig({ walletConnectProjectId: 'x' }, {}).walletConnectProjectId).toBeUndefined()
    expect(readConfig({}, { VITE_WALLETCONNECT_PROJECT_ID: 'a'.repeat(32) }).walletConnectProjectId).toBe(
      'a'.repeat(32),
    )
  })
})

describe('RPC URL lists', () => {
  it('takes one URL or a list per chain, keeping the order and the first as rpcUrls', () => {
    const config = readConfig(
      {
        rpcUrls: {
          1: ['https://a.example', 'javascript:alert(1)', 'https://b.example'],
          10: 'https://op.example',
          137: [],
        },
      },
      { VITE_RPC_URL_42161: 'https://arb-a.example, https://arb-b.example' },
    )
    expect(config.rpcUrlLists).toEqual({
      1: ['https://a.example', 'https://b.example'],
      10: ['https://op.example'],
      42161: ['https://arb-a.example', 'https://arb-b.example'],
    })
    expect(config.rpcUrls).toEqual({
      1: 'https://a.example',
      10: 'https://op.example',
      42161: 'https://arb-a.example',
    })
  })
})

describe('devnet chains', () => {
  const local = { 1: 'http://127.0.0.1:8545', 10: 'http://localhost:8547', 42161: 'http://[::1]:8546' }

  it('names the local chains, and only those whose every RPC URL is on loopback', () => {
    const config = readConfig(
      { rpcUrls: { ...local, 1: 'https://mainnet.example' }, devnetChains: [1, 10, 42161] },
      {},
    )
    expect(config.devnetChains).toEqual([10, 42161])
    expect(config.devnet).toBe(true)
    // A list of URLs with one remote node among them is not the replica.
    expect(
      readConfig({ rpcUrls: { 1: ['http://127.0.0.1:8545', 'https://a.example'] }, devnet: true }, {})
        .devnetChains,
    ).toEqual([])
  })

  it('with only devnet: true, takes the configured chains that are local (a real RPC_URL_1 stays real)', () => {
    const config = readConfig({ rpcUrls: { ...local, 1: 'https://mainnet.example' }, devnet: true }, {})
    expect(config.devnetChains).toEqual([10, 42161])
    expect(readConfig({ rpcUrls: local, devnet: true }, {}).devnetChains).toEqual([1, 10, 42161])
  })

  it("an injected devnet: false wins over the build's VITE_DEVNET and VITE_DEVNET_CHAINS", () => {
    const env = { VITE_DEVNET: 'true', VITE_DEVNET_CHAINS: '1,10', VITE_RPC_URL_1: 'http://127.0.0.1:8545' }
    expect(readConfig({}, env).devnetChains).toEqual([1])
    const off = readConfig({ devnet: false }, env)
    expect(off.devnetChains).toEqual([])
    expect(off.devnet).toBe(false)
  })

  it('drops malformed chain ids and is off without any devnet setting', () => {
    expect(readConfig({ rpcUrls: local, devnetChains: ['1', -1, 1.5, 10, 10] }, {}).devnetChains).toEqual([
      10,
    ])
    expect(readConfig({ rpcUrls: local }, {}).devnetChains).toEqual([])
    expect(readConfig({ rpcUrls: local, devnetChains: 'all' }, {}).devnetChains).toEqual([])
  })

  it('knows a loopback URL from a lookalike', () => {
    for (const url of ['http://127.0.0.1:8545', 'http://127.8.9.10', 'http://localhost:1', 'http://[::1]:2'])
      expect(isLoopbackUrl(url), url).toBe(true)
    for (const url of [
      'http://127.0.0.1.example.com',
      'http://localhost.example',
      'https://10.0.0.1',
      'http://0.0.0.0:8545',
      'not a url',
    ])
      expect(isLoopbackUrl(url), url).toBe(false)
  })
})
