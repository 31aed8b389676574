import { describe, expect, it } from 'vitest'
import {
  BALANCE_READ_GAS_REQUIRED,
  type Call,
  CHUNK_GAS_LIMIT,
  chunkCalls,
  DEFAULT_CALL_GAS_REQUIRED,
  DEFAULT_GAS_FOR_CHUNKING,
} from './chunk.ts'

const call = (index: number, gasRequired?: number): Call => ({
  address: '0x0000000000000000000000000000000000000001',
  callData: `0x${index.toString(16).padStart(8, '0')}`,
  ...(gasRequired === undefined ? {} : { gasRequired }),
})
const calls = (count: number, gasRequired?: number) =>
  Array.from({ length: count }, (_, i) => call(i, gasRequired))
const sizes = (chunks: readonly unknown[][]) => chunks.map((chunk) => chunk.length)

describe('chunkCalls', () => {
  it('has the spec constants', () => {
    expect(CHUNK_GAS_LIMIT).toBe(100_000_000)
    expect(DEFAULT_GAS_FOR_CHUNKING).toBe(200_000)
    expect(DEFAULT_CALL_GAS_REQUIRED).toBe(1_000_000)
    expect(BALANCE_READ_GAS_REQUIRED).toBe(100_000)
  })

  it('returns no chunk for no call', () => {
    expect(chunkCalls([])).toEqual([])
  })

  it('counts 200,000 for a call without gasRequired: 500 fill the 100,000,000 cap exactly', () => {
    expect(sizes(chunkCalls(calls(500)))).toEqual([500])
    expect(sizes(chunkCalls(calls(499)))).toEqual([499])
    expect(sizes(chunkCalls(calls(501)))).toEqual([500, 1])
    expect(sizes(chunkCalls(calls(1200)))).toEqual([500, 500, 200])
  })

  it('uses gasRequired when given, at and around the cap', () => {
    expect(sizes(chunkCalls(calls(100, 1_000_000)))).toEqual([100])
    expect(sizes(chunkCalls(calls(101, 1_000_000)))).toEqual([100, 1])
    expect(sizes(chunkCalls([call(0, 4), call(1, 6)], 10))).toEqual([2])
    expect(sizes(chunkCalls([call(0, 4), call(1, 7)], 10))).toEqual([1, 1])
    expect(sizes(chunkCalls([call(0, 4), call(1, 6), call(2, 1)], 10))).toEqual([2, 1])
  })

  it('honours another default gas', () => {
    expect(sizes(chunkCalls(calls(3), 10, 5))).toEqual([2, 1])
    expect(sizes(chunkCalls(calls(101), CHUNK_GAS_LIMIT, DEFAULT_CALL_GAS_REQUIRED))).toEqual([100, 1])
  })

  it('gives a call above the cap a chunk of its own', () => {
    const input = [call(0, 3), call(1, 3), call(2, 11), call(3, 3)]
    const chunks = chunkCalls(input, 10)
    expect(chunks).toEqual([[input[0], input[1]], [input[2]], [input[3]]])
    expect(sizes(chunkCalls([call(0, 11)], 10))).toEqual([1])
    expect(sizes(chunkCalls([call(0, 11), call(1, 12)], 10))).toEqual([1, 1])
  })

  it('keeps the order of the calls', () => {
    const input = Array.from({ length: 30 }, (_, i) => call(i, (i % 4) + 1))
    const chunks = chunkCalls(input, 7)
    expect(chunks.flat()).toEqual(input)
    for (const chunk of chunks) {
      const gas = chunk.reduce((sum, c) => sum + (c.gasRequired ?? 0), 0)
      expect(gas).toBeLessThanOrEqual(7)
    }
  })
})
