import { describe, expect, it } from 'vitest'
import { poolReadState, STAKING_INFO_FAILED } from './poolReads'

const ok = { loading: false }
const failed = { loading: false, error: new Error('execution reverted') }

describe('poolReadState', () => {
  it('is ready when every read answered, loading while one is missing or pending', () => {
    expect(poolReadState([ok, ok, ok])).toBe('ready')
    expect(poolReadState([ok, undefined, ok])).toBe('loading')
    expect(poolReadState([ok, { loading: true }, failed])).toBe('loading')
  })

  it("fails the pool when one of its reads failed: 'Failed to load staking rewards info'", () => {
    expect(poolReadState([ok, failed, ok])).toBe('failed')
    expect(STAKING_INFO_FAILED).toBe('Failed to load staking rewards info')
  })
})
