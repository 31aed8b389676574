import { Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import type { SimulationOutcome } from '../../../lib/simulation/simulate'
import {
  fallsShortOfMinimum,
  movesNoToken,
  networkCostWei,
  previewView,
  signedAmountText,
  spendBeyond,
} from './present'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const success = (amount: bigint): SimulationOutcome => ({
  status: 'success',
  changes: { tokens: [{ token: USDC.address as `0x${string}`, amount }], nfts: [] },
  gasUsed: 120_000n,
  feeOnTransfer: [],
  partial: false,
})

describe('signedAmountText', () => {
  it('signs what is paid and what is received, in the locale', () => {
    expect(signedAmountText(-(10n ** 17n), Ether.onChain(1), 'en-US')).toBe('-0.1 ETH')
    expect(signedAmountText(301_220_000n, USDC, 'en-US')).toBe('+301.22 USDC')
    expect(signedAmountText(1_234_567_891_000n, USDC, 'de-DE')).toBe('+1.234.560 USDC')
  })
})

describe('fallsShortOfMinimum', () => {
  const output = USDC.address as `0x${string}`
  it('compares what arrives with the minimum received', () => {
    expect(fallsShortOfMinimum(success(100n), output, 100n)).toBe(false)
    expect(fallsShortOfMinimum(success(99n), output, 100n)).toBe(true)
  })
  it('says nothing on a partial preview, a revert, or without a minimum', () => {
    expect(fallsShortOfMinimum({ ...success(1n), partial: true }, output, 100n)).toBe(false)
    expect(
      fallsShortOfMinimum({ status: 'revert', revert: { kind: 'other' }, partial: false }, output, 100n),
    ).toBe(false)
    expect(fallsShortOfMinimum(success(1n), output, undefined)).toBe(false)
  })
})

describe('networkCostWei', () => {
  it("is the node's gas estimate at the gas price", () => {
    expect(networkCostWei(success(1n), 150_000n, 20_000_000_000n)).toBe(3_000_000_000_000_000n)
    expect(networkCostWei({ ...success(1n), partial: true }, 150_000n, 1n)).toBe(150_000n)
  })
  it('falls back to the simulated gas of a complete simulation only', () => {
    expect(networkCostWei(success(1n), undefined, 20_000_000_000n)).toBe(2_400_000_000_000_000n)
    expect(networkCostWei({ ...success(1n), partial: true }, undefined, 1n)).toBeUndefined()
  })
  it('is unknown without a gas price, and for a revert', () => {
    expect(networkCostWei(success(1n), 150_000n, undefined)).toBeUndefined()
    expect(
      networkCostWei({ status: 'revert', revert: { kind: 'other', reason: 'x' }, partial: false }, 1n, 1n),
    ).toBeUndefined()
  })
})

describe('previewView', () => {
  const base = { requested: true, awaitingApproval: false, pending: false, outcome: success(1n) }
  it('waits for the approval rather than showing a failure, and hides what cannot be built', () => {
    expect(previewView({ ...base, requested: false, outcome: undefined, awaitingApproval: true })).toBe(
      'awaiting-approval',
    )
    expect(previewView({ ...base, requested: false, outcome: undefined })).toBe('hidden')
  })
  it('follows the simulation: running, no answer, revert, changes', () => {
    expect(previewView({ ...base, pending: true, outcome: undefined })).toBe('simulating')
    expect(previewView({ ...base, outcome: undefined })).toBe('no-preview')
    expect(
      previewView({ ...base, outcome: { status: 'revert', revert: { kind: 'deadline' }, partial: false } }),
    ).toBe('revert')
    expect(previewView(base)).toBe('changes')
  })
})

describe('movesNoToken', () => {
  it('is true only for a complete success without token or NFT lines', () => {
    const ok = success(1n) as Extract<SimulationOutcome, { status: 'success' }>
    const none = { ...ok, changes: { tokens: [], nfts: [] } }
    expect(movesNoToken(none)).toBe(true)
    expect(movesNoToken({ ...none, partial: true })).toBe(false)
    expect(movesNoToken(success(1n))).toBe(false)
    expect(
      movesNoToken({
        ...none,
        changes: {
          tokens: [],
          nfts: [{ token: USDC.address as `0x${string}`, tokenId: 1n, change: 'minted' }],
        },
      }),
    ).toBe(false)
    expect(movesNoToken(undefined)).toBe(false)
  })
})

describe('spendBeyond', () => {
  const usdc = USDC.address as `0x${string}`
  const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F' as const
  const paying = (...tokens: { token: `0x${string}`; amount: bigint }[]): SimulationOutcome => ({
    status: 'success',
    changes: { tokens, nfts: [] },
    gasUsed: 120_000n,
    feeOnTransfer: [],
    partial: false,
  })

  it('finds nothing when the account pays at most the allowed amount of the allowed token', () => {
    expect(spendBeyond(paying({ token: usdc, amount: -100n }), { token: usdc, max: 100n })).toBeUndefined()
    expect(
      spendBeyond(paying({ token: usdc, amount: -99n }, { token: dai, amount: 5n }), {
        token: usdc,
        max: 100n,
      }),
    ).toBeUndefined()
  })

  it('finds more than allowed, and any amount of another token, case aside', () => {
    expect(spendBeyond(paying({ token: usdc, amount: -101n }), { token: usdc, max: 100n })).toEqual({
      token: usdc,
      spent: 101n,
    })
    expect(
      spendBeyond(paying({ token: usdc, amount: -1n }, { token: dai, amount: -1n }), {
        token: usdc.toLowerCase() as `0x${string}`,
        max: 100n,
      }),
    ).toEqual({ token: dai, spent: 1n })
  })

  it('claims nothing from a partial preview or a revert', () => {
    expect(
      spendBeyond({ ...paying({ token: dai, amount: -1n }), partial: true }, { token: usdc, max: 0n }),
    ).toBeUndefined()
    expect(
      spendBeyond({ status: 'revert', revert: { kind: 'other' }, partial: false }, { token: usdc, max: 0n }),
    ).toBeUndefined()
  })
})
