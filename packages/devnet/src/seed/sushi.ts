import { type Account, type Address, erc20Abi, parseAbi, zeroAddress } from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { SUSHI_V2_FACTORY, type TokenSpec } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { placeArtifact } from '../deploy.ts'
import { amountForUsd } from '../prices.ts'
import { send } from './tx.ts'

const pairMintAbi = parseAbi(['function mint(address to) returns (uint256 liquidity)'])

/** The Sushi-style fork: the v2-core factory placed at SushiSwap's canonical factory address. */
export async function deploySushiFork(client: DevnetClient, deployer: Account) {
  await placeArtifact(client, deployer, 'UniswapV2Factory', SUSHI_V2_FACTORY, [deployer.address])
}

async function sushiPair(client: DevnetClient, a: TokenSpec, b: TokenSpec): Promise<Address> {
  return (await client.readContract({
    address: SUSHI_V2_FACTORY,
    abi: loadArtifact('UniswapV2Factory').abi,
    functionName: 'getPair',
    args: [a.address, b.address],
  })) as Address
}

/**
 * Adds `usd` dollars of each token to a fork pair (created if needed) the way its router would: both
 * tokens sent to the pair, then mint to the owner. The fork has no router of its own on the replica.
 */
export async function addSushiLiquidity(
  client: DevnetClient,
  owner: Account,
  a: TokenSpec,
  b: TokenSpec,
  usd: number,
): Promise<Address> {
  let pair = await sushiPair(client, a, b)
  if (pair === zeroAddress) {
    await send(client, owner, {
      address: SUSHI_V2_FACTORY,
      abi: loadArtifact('UniswapV2Factory').abi,
      functionName: 'createPair',
      args: [a.address, b.address],
    })
    pair = await sushiPair(client, a, b)
  }
  for (const token of [a, b]) {
    await send(client, owner, {
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [pair, amountForUsd(token.symbol, token.decimals, usd)],
    })
  }
  await send(client, owner, { address: pair, abi: pairMintAbi, functionName: 'mint', args: [owner.address] })
  return pair
}
