import { type Account, erc20Abi, maxUint256 } from 'viem'
import { type CoreContracts, MAINNET_CONTRACTS } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { Block, closeCalls, currentState, mintAround, mintedTokenId, swapToward } from './historyCalls.ts'
import { HISTORY_SECONDS, type HistoryPool, planHistory, targetSqrtPriceX96 } from './historyPlan.ts'
import { send } from './tx.ts'
import {
  addLiquidityCall,
  mintedLiquidity,
  planV2History,
  removeLiquidityCall,
  seededPrices,
  type V2HistoryPair,
  v2SwapCall,
} from './v2History.ts'
import { sortTokens, startingPrice } from './v3.ts'

/**
 * Plays the plan on the chain: the clock moves by HISTORY_STEP_SECONDS between steps (HISTORY_SECONDS
 * in all), then the positions still open are closed and every pool is swapped back to the price it
 * was seeded at (a swap with that price as its limit stops exactly there).
 */
export async function playHistory(
  client: DevnetClient,
  contracts: CoreContracts,
  trader: Account,
  pools: readonly HistoryPool[],
  seed: number,
  v2Pairs: readonly V2HistoryPair[] = [],
) {
  const plan = planHistory(pools, seed)
  const v2Plan = planV2History(
    v2Pairs,
    plan.steps.map((step) => step.at),
    seed + 2,
  )
  const tokenIds = new Map<number, bigint>()
  const liquidities = new Map<number, bigint>()
  let previous = 0
  // Router02 takes the liquidity tokens back when the history removes what it added.
  for (const pair of v2Pairs)
    await send(client, trader, {
      address: pair.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [MAINNET_CONTRACTS.UniswapV2Router02, maxUint256],
    })
  await client.setAutomine(false)
  try {
    for (const [stepIndex, step] of plan.steps.entries()) {
      if (step.at > previous) await client.increaseTime({ seconds: step.at - previous })
      previous = step.at
      const block = new Block(client, trader)
      const minted = new Map<number, number>()
      for (const action of step.actions) {
        const entry = pools[action.pool]!
        const [token0, token1] = sortTokens(entry.a, entry.b)
        const name = `${token0.symbol}/${token1.symbol} ${entry.fee}`
        if (action.kind === 'swap') {
          const target = targetSqrtPriceX96(
            action.prices[token0.symbol]!,
            action.prices[token1.symbol]!,
            token0.decimals,
            token1.decimals,
          )
          const call = await swapToward(client, contracts, trader, entry, target, action.usd)
          if (call) await block.add(call, `swap on ${name}`)
        } else if (action.kind === 'mint') {
          const call = await mintAround(client, contracts, trader, entry, action.usd, action.halfWidth)
          minted.set(action.position, await block.add(call, `mint on ${name}`))
        } else {
          const tokenId = tokenIds.get(action.position)!
          for (const call of await closeCalls(client, contracts, trader, tokenId))
            await block.add(call, `closing position ${tokenId}`)
          tokenIds.delete(action.position)
        }
      }
      const added = new Map<number, number>()
      for (const action of v2Plan.steps[stepIndex] ?? []) {
        const pair = v2Pairs[action.pair]!
        const name = `v2 ${pair.a.symbol}/${pair.b.symbol}`
        if (action.kind === 'swap') {
          const call = await v2SwapCall(client, trader.address, pair, step.prices, action.usd)
          if (call) await block.add(call, `swap on ${name}`)
        } else if (action.kind === 'add') {
          added.set(
            action.position,
            await block.add(addLiquidityCall(trader.address, pair, action.usd), `add to ${name}`),
          )
        } else {
          const liquidity = liquidities.get(action.position)!
          await block.add(removeLiquidityCall(trader.address, pair, liquidity), `remove from ${name}`)
          liquidities.delete(action.position)
        }
      }
      const receipts = await block.mine()
      for (const [position, index] of minted) tokenIds.set(position, mintedTokenId(receipts[index]!))
      for (const [position, index] of added) {
        const pair = v2Plan.steps[stepIndex]!.find(
          (action) => action.kind === 'add' && action.position === position,
        )!.pair
        liquidities.set(position, mintedLiquidity(receipts[index]!, v2Pairs[pair]!.address, trader.address))
      }
    }
  } finally {
    await client.setAutomine(true)
  }
  await client.increaseTime({ seconds: HISTORY_SECONDS - previous })
  for (const tokenId of tokenIds.values())
    for (const call of await closeCalls(client, contracts, trader, tokenId)) await send(client, trader, call)
  for (const { pair, position } of v2Plan.stillOpen)
    await send(
      client,
      trader,
      removeLiquidityCall(trader.address, v2Pairs[pair]!, liquidities.get(position)!),
    )
  // The v2 pairs back at their seeded prices (within the 0.3% fee's rounding).
  const seeded = seededPrices(v2Pairs)
  for (const pair of v2Pairs) {
    const call = await v2SwapCall(client, trader.address, pair, seeded, 50_000_000)
    if (call) await send(client, trader, call)
  }
  for (const entry of pools) {
    const [token0, token1] = sortTokens(entry.a, entry.b)
    const seeded = startingPrice(token0, token1).sqrtPriceX96
    const call = await swapToward(client, contracts, trader, entry, seeded, 50_000_000)
    if (call) await send(client, trader, call)
    const after = await currentState(client, entry.pool)
    if (after.sqrtPriceX96 !== seeded)
      throw new Error(
        `history: ${token0.symbol}/${token1.symbol} ${entry.fee} did not return to its seeded price`,
      )
  }
  return plan
}
