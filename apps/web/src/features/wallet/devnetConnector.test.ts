import { mainnet, optimism } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { devnetRpcUrls } from './config'
import { devnetAccount, parseAuthorized } from './devnetConnector'
import { isForwardedRead } from './devnetProvider'

describe('parseAuthorized', () => {
  it('reads the chain of a remembered Devnet account connection', () => {
    expect(parseAuthorized({ chainId: 1 })).toBe(1)
    expect(parseAuthorized({ chainId: 42161 })).toBe(42161)
  })

  it('takes anything else in storage for "not connected", without throwing', () => {
    for (const stored of [
      undefined,
      null,
      'yes',
      1,
      [],
      {},
      { chainId: '1' },
      { chainId: 0 },
      { chainId: 1.5 },
    ])
      expect(parseAuthorized(stored)).toBeUndefined()
  })
})

type ConnectorParameters = Parameters<ReturnType<typeof devnetAccount>>[0]

/** The connector as wagmi sets it up, with a storage in memory and an emitter that records nothing. */
function setUp(rpcUrls: Record<number, string>) {
  const stored = new Map<string, unknown>()
  const parameters = {
    chains: [mainnet, optimism],
    emitter: { emit() {}, on() {}, off() {}, once() {}, listenerCount: () => 0, uid: 'test' },
    storage: {
      getItem: async (key: string) => stored.get(key) ?? null,
      setItem: async (key: string, value: unknown) => void stored.set(key, value),
      removeItem: async (key: string) => void stored.delete(key),
    },
  } as unknown as ConnectorParameters
  return devnetAccount({ rpcUrls })(parameters)
}

/** A node behind fetch that answers web3_clientVersion with `version`; records the URLs asked. */
function stubNode(version: string) {
  const asked: string[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    asked.push(String(input))
    const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
    const result = method === 'web3_clientVersion' ? version : method === 'eth_chainId' ? '0x1' : null
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
  return { asked, restore: () => spy.mockRestore() }
}

describe('devnetAccount', () => {
  it('connects to anvil on a loopback host, and signs there', async () => {
    const node = stubNode('anvil/v1.7.1')
    try {
      const connector = setUp({ 1: 'http://127.0.0.1:8545' })
      const { accounts } = await connector.connect()
      expect(accounts[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      const provider = await connector.getProvider()
      const signature = await provider.request({ method: 'personal_sign', params: ['0x68690a', accounts[0]] })
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    } finally {
      node.restore()
    }
  })

  it('refuses to connect to a node that is not on this machine, and never asks it anything', async () => {
    const node = stubNode('anvil/v1.7.1')
    try {
      const connector = setUp({ 1: 'https://mainnet.example' })
      await expect(connector.connect()).rejects.toThrow(/signs only on a local devnet replica/)
      expect(node.asked).toEqual([])
    } finally {
      node.restore()
    }
  })

  it('refuses to connect or sign where the local node is not anvil', async () => {
    const node = stubNode('Geth/v1.14.0-stable')
    try {
      const connector = setUp({ 1: 'http://127.0.0.1:8545' })
      await expect(connector.connect()).rejects.toMatchObject({ code: 4100 })
      const provider = await connector.getProvider()
      await expect(
        provider.request({
          method: 'eth_sendTransaction',
          params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x1' }],
        }),
      ).rejects.toThrow(/not an anvil devnet/)
      await expect(
        provider.request({
          method: 'personal_sign',
          params: ['0x00', '0x0000000000000000000000000000000000000001'],
        }),
      ).rejects.toThrow(/not an anvil devnet/)
    } finally {
      node.restore()
    }
  })

  it('knows only the chains it is given: the replica chains of the configuration', () => {
    expect(
      devnetRpcUrls({
        devnetChains: [10],
        rpcUrls: { 1: 'https://mainnet.example', 10: 'http://127.0.0.1:8547' },
      }),
    ).toEqual({ 10: 'http://127.0.0.1:8547' })
  })
})

describe("the Devnet account's provider", () => {
  it('forwards reads to the node, and never a request the node would sign with its own keys', () => {
    for (const method of [
      'eth_call',
      'eth_getBlockByNumber',
      'eth_estimateGas',
      'net_version',
      'web3_clientVersion',
    ])
      expect(isForwardedRead(method), method).toBe(true)
    for (const method of [
      'wallet_sendTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v3',
      'eth_sendRawTransaction',
      'personal_unlockAccount',
      'anvil_impersonateAccount',
      'evm_mine',
      'debug_traceCall',
      'unknown_method',
    ])
      expect(isForwardedRead(method), method).toBe(false)
  })
})
