import { describe, expect, it } from 'vitest'
import { bumpFee, classifyNonceTaker, decide, findNonceBlock, replacementFees } from './nonce'
import type { SerializableTransactionReceipt } from './types'

const ME = '0x00000000000000000000000000000000000000aa'
const ROUTER = '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45'
const CALL = '0x5ae401dc0001'
const H = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

const receipt = (
  hash: string,
  status: 'success' | 'reverted' = 'success',
): SerializableTransactionReceipt => ({
  blockHash: H(99),
  blockNumber: 10,
  contractAddress: null,
  from: ME,
  status,
  to: ROUTER,
  transactionHash: hash,
  transactionIndex: 0,
})

describe('classifyNonceTaker', () => {
  const original = { from: ME, to: ROUTER, data: CALL }

  it('calls the same call to the same target (other fees) a replacement', () => {
    expect(
      classifyNonceTaker(original, {
        hash: H(2),
        from: ME,
        to: ROUTER.toUpperCase().replace('0X', '0x'),
        input: CALL,
        value: 5n,
      }),
    ).toBe('replaced')
  })

  it('calls a zero-value transfer to the sender itself a cancellation', () => {
    expect(classifyNonceTaker(original, { hash: H(2), from: ME, to: ME, input: '0x', value: 0n })).toBe(
      'cancelled',
    )
  })

  it('calls anything else a drop', () => {
    expect(
      classifyNonceTaker(original, { hash: H(2), from: ME, to: ROUTER, input: '0x5ae401dc0002', value: 0n }),
    ).toBe('dropped')
    expect(classifyNonceTaker(original, { hash: H(2), from: ME, to: ME, input: '0x', value: 1n })).toBe(
      'dropped',
    )
    expect(
      classifyNonceTaker(original, {
        hash: H(2),
        from: ME,
        to: '0x0000000000000000000000000000000000000001',
        input: '0x',
        value: 0n,
      }),
    ).toBe('dropped')
  })

  it('never calls anything a replacement when the original calldata is unknown', () => {
    expect(
      classifyNonceTaker(
        { from: ME, to: ROUTER },
        { hash: H(2), from: ME, to: ROUTER, input: '0x', value: 0n },
      ),
    ).toBe('dropped')
  })
})

describe('decide', () => {
  const tx = { hash: H(1), nonce: 7 }

  it('finalizes on its own receipt, success or revert', () => {
    expect(decide(tx, { receipts: { [H(1)]: receipt(H(1)) }, accountNonce: 8 })).toEqual({
      kind: 'mined',
      receipt: receipt(H(1)),
    })
    expect(decide(tx, { receipts: { [H(1)]: receipt(H(1), 'reverted') }, accountNonce: 8 })).toMatchObject({
      kind: 'mined',
    })
  })

  it("follows a replacement's receipt: a speed-up replaces, a cancellation cancels", () => {
    const withReplacements = {
      ...tx,
      replacements: [
        { hash: H(2), kind: 'speedup' as const, addedTime: 1 },
        { hash: H(3), kind: 'cancel' as const, addedTime: 2 },
      ],
    }
    expect(
      decide(withReplacements, {
        receipts: { [H(1)]: null, [H(2)]: receipt(H(2)), [H(3)]: null },
        accountNonce: 8,
      }),
    ).toEqual({ kind: 'mined', receipt: receipt(H(2)), outcome: 'replaced' })
    expect(
      decide(withReplacements, {
        receipts: { [H(1)]: null, [H(2)]: null, [H(3)]: receipt(H(3)) },
        accountNonce: 8,
      }),
    ).toEqual({ kind: 'mined', receipt: receipt(H(3)), outcome: 'cancelled' })
  })

  it('waits while the nonce has not passed', () => {
    expect(decide(tx, { receipts: { [H(1)]: null }, accountNonce: 7 })).toEqual({ kind: 'wait' })
  })

  it('says the nonce was used when it passed and the node has no receipt for any of its hashes', () => {
    expect(decide(tx, { receipts: { [H(1)]: null }, accountNonce: 8 })).toEqual({ kind: 'nonce-used' })
  })

  it('never decides on a failed read', () => {
    // The receipt read failed: it might have been ours.
    expect(decide(tx, { receipts: { [H(1)]: undefined }, accountNonce: 9 })).toEqual({ kind: 'wait' })
    // The nonce read failed.
    expect(decide(tx, { receipts: { [H(1)]: null }, accountNonce: undefined })).toEqual({ kind: 'wait' })
    // A replacement's read failed.
    const withReplacement = { ...tx, replacements: [{ hash: H(2), kind: 'speedup' as const, addedTime: 1 }] }
    expect(
      decide(withReplacement, { receipts: { [H(1)]: null, [H(2)]: undefined }, accountNonce: 9 }),
    ).toEqual({
      kind: 'wait',
    })
  })

  it('waits without a known nonce', () => {
    expect(decide({ hash: H(1) }, { receipts: { [H(1)]: null }, accountNonce: 100 })).toEqual({
      kind: 'wait',
    })
  })
})

describe('findNonceBlock', () => {
  /** The account's count at the end of each block: the nonce 5 is used in block 107. */
  const countAt = async (block: number) => (block >= 107 ? 6 : 5)

  it('finds the block whose transactions used the nonce', async () => {
    await expect(findNonceBlock(5, 100, 120, countAt)).resolves.toBe(107)
    await expect(findNonceBlock(5, 107, 107, countAt)).resolves.toBe(107)
    await expect(findNonceBlock(4, 100, 120, countAt)).resolves.toBe(100)
  })

  it('says undefined when the nonce is not used by the last block', async () => {
    await expect(findNonceBlock(6, 100, 120, countAt)).resolves.toBeUndefined()
    await expect(findNonceBlock(5, 100, 106, countAt)).resolves.toBeUndefined()
  })

  it('reads about log2 of the range', async () => {
    let reads = 0
    await findNonceBlock(5, 0, 1_000, async (block) => {
      reads += 1
      return countAt(block)
    })
    expect(reads).toBeLessThanOrEqual(12)
  })

  it('passes a failed read on', async () => {
    await expect(findNonceBlock(5, 100, 120, () => Promise.reject(new Error('503')))).rejects.toThrow('503')
  })
})

describe('replacement fees', () => {
  it('raises a fee by at least 10%', () => {
    expect(bumpFee(100n)).toBe(111n)
    expect(bumpFee(1_000_000_000n)).toBe(1_100_000_001n)
    expect(bumpFee(0n)).toBe(1n)
    for (const fee of [1n, 7n, 99n, 12_345_678_901n])
      expect(bumpFee(fee) * 10n).toBeGreaterThanOrEqual(fee * 11n)
  })

  it("bumps both EIP-1559 fees, and follows the network's when they are higher", () => {
    const original = { maxFeePerGas: 30n, maxPriorityFeePerGas: 2n }
    expect(replacementFees(original, undefined)).toEqual({ maxFeePerGas: 34n, maxPriorityFeePerGas: 4n })
    expect(replacementFees(original, { maxFeePerGas: 100n, maxPriorityFeePerGas: 3n })).toEqual({
      maxFeePerGas: 100n,
      maxPriorityFeePerGas: 4n,
    })
    // The max fee never falls below the priority fee.
    expect(
      replacementFees(
        { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n },
        { maxFeePerGas: 1n, maxPriorityFeePerGas: 50n },
      ),
    ).toEqual({
      maxFeePerGas: 50n,
      maxPriorityFeePerGas: 50n,
    })
  })
})
