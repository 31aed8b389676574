import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signatureParts } from './services'
import {
  ALL,
  HASH,
  json,
  MONITORING,
  NOW,
  ORIGIN,
  R,
  RAW_SIGNATURE,
  S,
  servicesWith,
  WALLET,
  WALLET_LOWER,
} from './services.fixtures'

// Monitoring writes: transactions with their signatures, wallet connections, and what is refused.

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('requests', () => {
  it('monitoring write of a transaction from the raw 65-byte signature', () => {
    const { services, calls } = servicesWith(ALL)
    services.monitorTransaction({
      type: 'ADD_LIQUIDITY',
      chainId: 1,
      walletAddress: WALLET_LOWER,
      hash: HASH,
      signature: RAW_SIGNATURE,
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(MONITORING)
    expect(calls[0]?.body).toStrictEqual({
      chainId: 1,
      origin: ORIGIN,
      timestamp: NOW,
      hash: HASH,
      r: R,
      s: S,
      v: 28,
      type: 'ADD_LIQUIDITY',
      walletAddress: WALLET,
    })
  })

  it('monitoring write of a transaction from {r, s, v}, v a number or bigint', () => {
    const { services, calls } = servicesWith(ALL)
    services.monitorTransaction({
      type: 'CREATE_POOL',
      chainId: 42161,
      walletAddress: WALLET,
      hash: HASH,
      signature: { r: R.toUpperCase().replace('0X', '0x') as `0x${string}`, s: S, v: 27n },
    })
    services.monitorTransaction({
      type: 'REMOVE_LIQUIDITY',
      chainId: 10,
      walletAddress: WALLET,
      hash: HASH,
      signature: { r: R, s: S, v: 0 },
    })
    expect(calls.map((call) => call.body)).toStrictEqual([
      {
        chainId: 42161,
        origin: ORIGIN,
        timestamp: NOW,
        hash: HASH,
        r: R,
        s: S,
        v: 27,
        type: 'CREATE_POOL',
        walletAddress: WALLET,
      },
      {
        chainId: 10,
        origin: ORIGIN,
        timestamp: NOW,
        hash: HASH,
        r: R,
        s: S,
        v: 0,
        type: 'REMOVE_LIQUIDITY',
        walletAddress: WALLET,
      },
    ])
  })

  it('splits a signature: r the first 32 bytes, s the next 32, v the last byte', () => {
    expect(signatureParts(RAW_SIGNATURE)).toEqual({ r: R, s: S, v: 0x1c })
    expect(signatureParts(`${R}${S.slice(2)}00`)).toEqual({ r: R, s: S, v: 0 })
    expect(signatureParts(RAW_SIGNATURE.slice(0, -2))).toBeUndefined()
    expect(signatureParts(`${RAW_SIGNATURE}00`)).toBeUndefined()
    expect(signatureParts(`${RAW_SIGNATURE.slice(0, -2)}zz`)).toBeUndefined()
    expect(signatureParts({ r: R, s: S, v: -1 })).toBeUndefined()
    expect(signatureParts({ r: R, s: S, v: 1.5 })).toBeUndefined()
    expect(signatureParts({ r: R, s: S })).toBeUndefined()
    expect(signatureParts({ r: R.slice(0, -2), s: S, v: 27 })).toBeUndefined()
  })

  it('wallet connected is a monitoring write', () => {
    const { services, calls } = servicesWith(ALL)
    services.walletConnected({ chainId: 5, walletAddress: WALLET_LOWER, connector: 'Devnet account' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(MONITORING)
    expect(calls[0]?.body).toStrictEqual({
      chainId: 5,
      origin: ORIGIN,
      timestamp: NOW,
      type: 'WALLET_CONNECTED',
      walletAddress: WALLET,
      connector: 'Devnet account',
    })
  })

  it('sends nothing for an invalid address, chain id, hash, signature or type', async () => {
    const { services, calls } = servicesWith(ALL, () => json({ blocked: true }))
    const valid = {
      type: 'SWAP' as const,
      chainId: 1,
      walletAddress: WALLET,
      hash: HASH as `0x${string}`,
      signature: RAW_SIGNATURE as `0x${string}`,
    }
    // A mixed-case address whose checksum is wrong is not an address.
    const badChecksum = WALLET.replace('aF5', 'Af5')
    for (const walletAddress of ['0x1234', 'not an address', badChecksum, '']) {
      services.monitorTransaction({ ...valid, walletAddress })
      services.walletConnected({ chainId: 1, walletAddress, connector: 'Injected' })
      expect(await services.screenWallet(walletAddress)).toEqual({ blocked: false })
    }
    for (const chainId of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      services.monitorTransaction({ ...valid, chainId })
      services.walletConnected({ chainId, walletAddress: WALLET, connector: 'Injected' })
    }
    services.monitorTransaction({ ...valid, hash: '0x1234' })
    services.monitorTransaction({ ...valid, signature: '0x1234' })
    // @ts-expect-error an unknown transaction type
    services.monitorTransaction({ ...valid, type: 'APPROVE' })
    services.walletConnected({ chainId: 1, walletAddress: WALLET, connector: '' })
    expect(calls).toHaveLength(0)
    // The valid baseline does send, so the cases above were refused for their one bad field.
    services.monitorTransaction(valid)
    expect(calls).toHaveLength(1)
  })
})
