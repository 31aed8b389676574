import { type Account, type Address, maxUint256 } from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { MAINNET_CONTRACTS, type TokenSpec } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { amountForUsd } from '../prices.ts'
import { send } from './tx.ts'

export interface PairPlan {
  a: TokenSpec
  b: TokenSpec
  tvlUsd: number
}

/** Adds `usd` dollars of liquidity on each side of a v2 pair through Router02 (creating the pair if needed). */
export async function addV2Liquidity(
  client: DevnetClient,
  owner: Account,
  a: TokenSpec,
  b: TokenSpec,
  usd: number,
) {
  await send(client, owner, {
    address: MAINNET_CONTRACTS.UniswapV2Router02,
    abi: loadArtifact('UniswapV2Router02').abi,
    functionName: 'addLiquidity',
    args: [
      a.address,
      b.address,
      amountForUsd(a.symbol, a.decimals, usd),
      amountForUsd(b.symbol, b.decimals, usd),
      0n,
      0n,
      owner.address,
      maxUint256,
    ],
  })
  return pairAddress(client, a, b)
}

export async function pairAddress(client: DevnetClient, a: TokenSpec, b: TokenSpec): Promise<Address> {
  return (await client.readContract({
    address: MAINNET_CONTRACTS.UniswapV2Factory,
    abi: loadArtifact('UniswapV2Factory').abi,
    functionName: 'getPair',
    args: [a.address, b.address],
  })) as Address
}
