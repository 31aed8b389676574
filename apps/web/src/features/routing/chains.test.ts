import { ROUTING_CHAINS } from '@exchange/router'
import { describe, expect, it } from 'vitest'
import { ROUTING_CHAIN_IDS } from '../../core/routingChains'
import { NETWORK_SELECTOR_CHAIN_IDS } from '../../lib/chains'

describe('the chains routing serves', () => {
  it('include every chain of the network selector (Ethereum, Optimism, Arbitrum One)', () => {
    for (const chainId of NETWORK_SELECTOR_CHAIN_IDS)
      expect(ROUTING_CHAIN_IDS.has(chainId), `chain ${chainId}`).toBe(true)
    expect(ROUTING_CHAIN_IDS.has(10)).toBe(true)
  })

  it('are exactly the chains the router package has a configuration for, and no retired test network', () => {
    expect([...ROUTING_CHAIN_IDS].sort((a, b) => a - b)).toEqual(
      Object.keys(ROUTING_CHAINS)
        .map(Number)
        .sort((a, b) => a - b),
    )
    for (const retired of [3, 4, 42, 69, 421611]) expect(ROUTING_CHAIN_IDS.has(retired)).toBe(false)
  })
})
