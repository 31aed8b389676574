import { describe, expect, it } from 'vitest'
import { DEFAULT_DISCOVERY_LIMIT, discoveryLimitFromEnv } from '../src/discovery-limit.ts'

describe('QUOTE_API_DISCOVERY_LIMIT', () => {
  it('reads new pairs per second per client, with bursts of twenty times that; 0 turns it off', () => {
    expect(discoveryLimitFromEnv({})).toEqual(DEFAULT_DISCOVERY_LIMIT)
    expect(discoveryLimitFromEnv({ QUOTE_API_DISCOVERY_LIMIT: '2' })).toEqual({ perSecond: 2, burst: 40 })
    expect(discoveryLimitFromEnv({ QUOTE_API_DISCOVERY_LIMIT: '0' })).toBeNull()
    expect(() => discoveryLimitFromEnv({ QUOTE_API_DISCOVERY_LIMIT: 'many' })).toThrow('must be a number')
  })
})
