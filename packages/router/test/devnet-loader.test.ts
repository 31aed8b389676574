import { ARBITRUM_ONE, ARBITRUM_TOKENS, devnetClient, MAINNET, MAINNET_TOKENS } from '@exchange/devnet'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadPoolSnapshot } from '../src/loader.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { client, devnet, onDevnet } from './devnet-fixture.ts'

/** The loader against the devnet replica: fee tiers, candidate pools, token metadata and transfer fees. */
onDevnet()

describe('the loader', () => {
  it('reads the fee tiers the factory enabled, the candidate pools, token metadata and transfer fees', async () => {
    const snapshot = await loadPoolSnapshot(client, {
      chainId: MAINNET,
      tokens: [MAINNET_TOKENS.PAXG.address, MAINNET_TOKENS.USDC.address],
    })
    const v3Fees = new Set(snapshot.pools.flatMap((pool) => (pool.protocol === 'v3' ? [pool.fee] : [])))
    // The replica's mainnet factory has 0.01% enabled and pools in it.
    expect([...v3Fees].sort((a, b) => a - b)).toEqual([100, 500, 3000, 10000])
    expect(snapshot.pools.some((pool) => pool.address === '0x9C4Fe5FFD9A9fC5678cFBd93Aa2D4FD684b67C4C')).toBe(
      true,
    )
    expect(snapshot.tokens.get(MAINNET_TOKENS.PAXG.address)).toMatchObject({ symbol: 'PAXG', decimals: 18 })
    // PAXG keeps 0.02% of every transfer; USDC keeps nothing.
    expect(snapshot.transferFees.get(MAINNET_TOKENS.PAXG.address)).toEqual({ buyPpm: 200, sellPpm: 200 })
    expect(snapshot.transferFees.has(MAINNET_TOKENS.USDC.address)).toBe(false)
    for (const pool of snapshot.pools) {
      if (pool.protocol !== 'v3') continue
      expect(pool.ticks.length).toBeGreaterThan(0)
      const word = Math.floor(pool.tick / pool.tickSpacing) >> 8
      expect(pool.wordRange[0]).toBeLessThan(word)
      expect(pool.wordRange[1]).toBeGreaterThan(word)
    }
  })

  it('serves Arbitrum One: v3 only, with its 0.01% tier', async () => {
    const arbitrum = devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url)
    const snapshot = await loadPoolSnapshot(arbitrum, {
      chainId: ARBITRUM_ONE,
      tokens: [ARBITRUM_TOKENS.USDT.address, ARBITRUM_TOKENS.LINK.address],
    })
    expect(snapshot.pools.every((pool) => pool.protocol === 'v3')).toBe(true)
    expect(snapshot.pools.some((pool) => pool.protocol === 'v3' && pool.fee === 100)).toBe(true)
    const trade = findBestTrade(snapshot, {
      tokenIn: ARBITRUM_TOKENS.USDT.address,
      tokenOut: ARBITRUM_TOKENS.LINK.address,
      amount: parseUnits('5000', 6),
      tradeType: 'exactIn',
    })
    // LINK has only a WETH pool: USDT reaches WETH directly or through native USDC's deeper pools.
    const path = trade?.routes[0]?.tokenPath.map((token) => token.symbol) ?? []
    expect(path[0]).toBe('USDT')
    expect(path.slice(-2)).toEqual(['WETH', 'LINK'])
    expect(Number(trade?.gasUseEstimateUSD)).toBeGreaterThan(0)
  })
})
