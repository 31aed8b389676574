import {
  type Devnet,
  devAccount,
  devnetClient,
  MAINNET,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  startDevnet,
} from '@exchange/devnet'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PoolStateCache } from '../src/pool-cache.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import type { TradeRequest } from '../src/routing/trade.ts'
import { swapExecutor } from './swapExecutor.ts'

/**
 * Held splits on the devnet: a flow whose paths share a v2 pair runs it once, SwapRouter02 holding
 * the output and dividing it with price-limited legs; executed, it delivers exactly its quote.
 */

let devnet: Devnet
let client: ReturnType<typeof devnetClient>
const account = devAccount(6)
const { execute, mint } = swapExecutor(() => client, account)

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  client = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
})

afterAll(async () => {
  await devnet?.stop()
})

it('runs a flow through one v2 pair as a held split, and delivers exactly its quote, more than the paths', async () => {
  const cache = new PoolStateCache({ client, chainId: MAINNET })
  const T = MAINNET_TOKENS
  await client.setBalance({ address: account.address, value: 10n ** 22n })
  await mint(MAINNET_CONTRACTS.UNI, parseUnits('200000', 18))
  const request: TradeRequest = {
    tokenIn: MAINNET_CONTRACTS.UNI,
    tokenOut: T.USDC.address,
    amount: parseUnits('200000', 18),
    tradeType: 'exactIn',
    sharedPools: true,
  }
  await cache.sync()
  const paths = findBestTrade(await cache.snapshot(MAINNET_CONTRACTS.UNI, T.USDC.address), request)
  const held = await execute(cache, { ...request, heldSplits: true })
  const legs = held.trade.legs ?? []
  // The UNI/WETH v2 pair swapped once, its WETH divided by at least one price-limited leg.
  expect(legs.filter((leg) => leg.holdsOutput && leg.paidBy === 'trader').length).toBeGreaterThanOrEqual(1)
  expect(legs.some((leg) => leg.sqrtPriceLimitX96 !== undefined)).toBe(true)
  expect(held.paid).toBe(held.trade.amountIn)
  expect(held.received).toBe(held.trade.amountOut)
  expect(held.trade.amountOut).toBeGreaterThan(paths!.amountOut)
})
