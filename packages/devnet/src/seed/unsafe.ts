import { type Address, parseAbi } from 'viem'
import { MAINNET_CONTRACTS, MAINNET_TOKENS, type TokenSpec, UNSAFE_TOKENS } from '../canonical.ts'
import { DEPLOYER, type DevnetClient, LIQUIDITY_PROVIDER } from '../client.ts'
import { amountForUsd } from '../prices.ts'
import { approveMax, fund, placeTokens } from './tokens.ts'
import { send } from './tx.ts'
import { addV2Liquidity } from './v2.ts'

/** Dollars on each side of each unsafe token's v2 pair with WETH: a thin market, as such tokens have. */
const PAIR_SIDE_USD = 100_000

/**
 * Places the honeypot and the 5% tax token, each with a v2 pair with WETH from the market maker; the
 * honeypot's market closes to sellers once its liquidity is in. Returns the pairs by token symbol.
 */
export async function placeUnsafeTokens(client: DevnetClient): Promise<Record<string, Address>> {
  const tokens: TokenSpec[] = Object.values(UNSAFE_TOKENS)
  await placeTokens(client, DEPLOYER, tokens)
  const pairs: Record<string, Address> = {}
  for (const token of tokens) {
    // The 5% tax is taken on the way into the pair too: fund a little more than one side needs.
    await fund(
      client,
      DEPLOYER,
      token,
      LIQUIDITY_PROVIDER,
      amountForUsd(token.symbol, token.decimals, PAIR_SIDE_USD * 2),
    )
    await approveMax(client, LIQUIDITY_PROVIDER, token.address, MAINNET_CONTRACTS.UniswapV2Router02)
    pairs[token.symbol] = await addV2Liquidity(
      client,
      LIQUIDITY_PROVIDER,
      token,
      MAINNET_TOKENS.WETH,
      PAIR_SIDE_USD,
    )
  }
  const honeypot = UNSAFE_TOKENS.honeypot
  const market = pairs[honeypot.symbol]
  if (!market) throw new Error('the honeypot has no pair')
  await send(client, DEPLOYER, {
    address: honeypot.address,
    abi: parseAbi(['function setMarket(address market)']),
    functionName: 'setMarket',
    args: [market],
  })
  return pairs
}
