import { i18n } from '@lingui/core'
import {
  type Address,
  createClient,
  custom,
  type EIP1193RequestFn,
  type Hex,
  HttpRequestError,
  RpcRequestError,
} from 'viem'
import { mainnet } from 'viem/chains'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectedWalletClient } from '../../lib/transactions/walletClient'
import { type SendContext, type SentRequest, sendTransaction } from './send'
import { SendError } from './sendError'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TO: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const HASH: Hex = `0x${'ab'.repeat(32)}`

/** A node as a fixture: no eth_simulateV1 (the pre-sign check is a plain call), a pending nonce, an estimate. */
function node({ nonce = 7, callReverts = false }: { nonce?: number; callReverts?: boolean } = {}) {
  const request = (async ({ method }: { method: string }) => {
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_simulateV1':
        throw new RpcRequestError({
          body: {},
          url: 'node',
          error: { code: -32601, message: 'Method not found' },
        })
      case 'eth_call':
        if (callReverts)
          throw new RpcRequestError({
            body: {},
            url: 'node',
            error: { code: 3, message: 'execution reverted: STF' },
          })
        return '0x'
      case 'eth_getTransactionCount':
        return `0x${nonce.toString(16)}`
      case 'eth_estimateGas':
        return '0x5208'
      default:
        throw new Error(`unexpected ${method}`)
    }
  }) as EIP1193RequestFn
  return createClient({ chain: mainnet, transport: custom({ request }, { retryCount: 0 }) })
}

/** A wallet as a fixture: its account, and a send that answers as `answer` says. */
function wallet(answer: () => Promise<Hex>, address: Address = ACCOUNT) {
  const send = vi.fn((_request: unknown) => answer())
  const client = { account: { address, type: 'json-rpc' }, chain: mainnet, sendTransaction: send }
  return { send, getWalletClient: vi.fn(async () => client as unknown as ConnectedWalletClient) }
}

function context(
  getWalletClient: () => Promise<ConnectedWalletClient>,
  extra: Partial<SendContext<string>> = {},
) {
  const record = vi.fn<(hash: Hex, info: string, sent: SentRequest) => void>()
  const ctx: SendContext<string> = { client: node(), account: ACCOUNT, getWalletClient, record, ...extra }
  return { ...ctx, record }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as SendError,
  )

describe('sendTransaction', () => {
  it('records the transaction at its hash, with what was sent and the pending nonce, then resolves with it', async () => {
    const { send, getWalletClient } = wallet(async () => HASH)
    const ctx = context(getWalletClient)
    await expect(sendTransaction(ctx, { to: TO, data: '0x12', value: 5n }, 'info')).resolves.toBe(HASH)
    expect(ctx.record).toHaveBeenCalledWith(HASH, 'info', { to: TO, data: '0x12', value: '5', nonce: 7 })
    // The estimate (21,000) raised by the spec's 120% margin.
    expect(send.mock.calls[0]?.[0]).toMatchObject({ to: TO, data: '0x12', value: 5n, gas: 25_200n })
  })

  it('still resolves with the hash when the record cannot be written: what was sent is what the screen shows', async () => {
    const { getWalletClient } = wallet(async () => HASH)
    const ctx = context(getWalletClient)
    ctx.record.mockImplementation(() => {
      throw new Error('Attempted to add existing transaction.')
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(sendTransaction(ctx, { to: TO }, 'info')).resolves.toBe(HASH)
    logged.mockRestore()
  })

  it('tells an answer lost after the wallet was asked as "may have been sent", with the nonce it most likely used', async () => {
    const { getWalletClient } = wallet(async () => {
      throw new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502, details: 'Bad Gateway' })
    })
    const ctx = context(getWalletClient)
    const error = await failure(sendTransaction(ctx, { to: TO }, 'info'))
    expect(error).toBeInstanceOf(SendError)
    expect(error.kind).toBe('maybe-sent')
    expect(error.nonce).toBe(7)
    expect(error.shortMessage).toMatch(/may still have been sent: check Activity/)
    expect(ctx.record).not.toHaveBeenCalled()
  })

  it('tells a node that stopped answering before the wallet was asked as "nothing was sent"', async () => {
    const { getWalletClient } = wallet(async () => HASH)
    const down = createClient({
      chain: mainnet,
      transport: custom(
        {
          request: async () => {
            throw new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 503 })
          },
        },
        { retryCount: 0 },
      ),
    })
    const error = await failure(
      sendTransaction(context(getWalletClient, { client: down }), { to: TO }, 'info'),
    )
    expect(error.kind).toBe('unreachable')
    expect(error.shortMessage).toMatch(/nothing was sent/)
    expect(getWalletClient).not.toHaveBeenCalled()
  })

  it('refuses a transaction whose simulation reverts, with its reason, before the wallet is asked', async () => {
    const { getWalletClient } = wallet(async () => HASH)
    const ctx = context(getWalletClient, { client: node({ callReverts: true }) })
    const error = await failure(sendTransaction(ctx, { to: TO }, 'info'))
    expect(error.kind).toBe('reverted')
    expect(error.reason).toBe('STF')
    expect(getWalletClient).not.toHaveBeenCalled()
  })

  it("refuses what the screen's check of the simulation refuses, in its words", async () => {
    const { getWalletClient } = wallet(async () => HASH)
    const ctx = context(getWalletClient, { checkSimulation: () => 'Takes more than you typed.' })
    const error = await failure(sendTransaction(ctx, { to: TO }, 'info'))
    expect([error.kind, error.shortMessage]).toEqual(['refused', 'Takes more than you typed.'])
    expect(getWalletClient).not.toHaveBeenCalled()
  })

  it('signs nothing new while an earlier attempt whose answer was lost may be on its way', async () => {
    const { send, getWalletClient } = wallet(async () => HASH)
    // The earlier attempt used nonce 6 and the node's pending nonce is now 7: it is on its way.
    const onItsWay = await failure(
      sendTransaction(context(getWalletClient, { earlierNonce: 6 }), { to: TO }, 'i'),
    )
    expect(onItsWay.kind).toBe('earlier-on-its-way')
    expect(onItsWay.shortMessage).toMatch(/may still be on its way, so nothing new was signed/)
    expect(send).not.toHaveBeenCalled()
    // Nonce 7 was never used: the earlier attempt did not reach the node, and the new one goes on.
    await expect(
      sendTransaction(context(getWalletClient, { earlierNonce: 7 }), { to: TO }, 'i'),
    ).resolves.toBe(HASH)
  })

  it('sends nothing when the wallet has moved to another account than the one simulated', async () => {
    const { send, getWalletClient } = wallet(async () => HASH, OTHER)
    const error = await failure(sendTransaction(context(getWalletClient), { to: TO }, 'info'))
    expect(error.kind).toBe('unsupported')
    expect(send).not.toHaveBeenCalled()
  })

  it("returns to the caller a refusal in the wallet as 'Transaction rejected.'", async () => {
    const { getWalletClient } = wallet(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    const error = await failure(sendTransaction(context(getWalletClient), { to: TO }, 'info'))
    expect([error.kind, error.shortMessage]).toEqual(['rejected', 'Transaction rejected.'])
  })
})
