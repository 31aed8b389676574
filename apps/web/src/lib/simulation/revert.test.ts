import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyRevert, decodeRevertData } from './revert'

const ERRORS = parseAbi(['error Error(string)', 'error Panic(uint256)', 'error T()'])

describe('decodeRevertData', () => {
  it('reads a revert string', () => {
    const data = encodeErrorResult({ abi: ERRORS, errorName: 'Error', args: ['Too little received'] })
    expect(decodeRevertData(data)).toBe('Too little received')
  })
  it('names a panic', () => {
    const data = encodeErrorResult({ abi: ERRORS, errorName: 'Panic', args: [17n] })
    expect(decodeRevertData(data)).toBe('panic: arithmetic overflow or underflow')
    expect(decodeRevertData(encodeErrorResult({ abi: ERRORS, errorName: 'Panic', args: [99n] }))).toBe(
      'panic: code 99',
    )
  })
  it('gives a custom error by its selector and nothing for empty data', () => {
    expect(decodeRevertData(encodeErrorResult({ abi: ERRORS, errorName: 'T' }))).toMatch(
      /^custom error 0x[0-9a-f]{8}$/,
    )
    expect(decodeRevertData('0x')).toBeUndefined()
    expect(decodeRevertData(undefined)).toBeUndefined()
    expect(decodeRevertData('0x12')).toBeUndefined()
  })
})

describe('classifyRevert', () => {
  it.each([
    ['Too little received', 'slippage'],
    ['Too much requested', 'slippage'],
    ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'slippage'],
    ['UniswapV2Router: INSUFFICIENT_B_AMOUNT', 'slippage'],
    ['Price slippage check', 'slippage'],
    ['Transaction too old', 'deadline'],
    ['UniswapV2Router: EXPIRED', 'deadline'],
    ['ERC20: transfer amount exceeds balance', 'balance'],
    ['Dai/insufficient-balance', 'balance'],
    ['ERC20: insufficient allowance', 'allowance'],
    ['Dai/insufficient-allowance', 'allowance'],
    ['STF', 'transfer'],
    ['TransferHelper: TRANSFER_FROM_FAILED', 'transfer'],
    ['Not approved', 'other'],
  ] as const)('%s is %s', (reason, kind) => {
    expect(classifyRevert(reason)).toEqual({ kind, reason })
  })
  it('says other, without a reason, when the contract gave none', () => {
    expect(classifyRevert(undefined)).toEqual({ kind: 'other' })
  })
})
