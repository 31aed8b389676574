import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

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
