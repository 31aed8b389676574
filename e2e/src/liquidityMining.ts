import { type devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS, STAKING_REWARDS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, parseAbi } from 'viem'
import { returnToTab } from './actions.ts'
import { mainnetClient as chain, tokenBalance } from './devnetReads.ts'

/**
 * Liquidity mining on the chain-1 devnet: the WETH-USDC pair and its staking rewards pool, liquidity
 * given to an account straight through the pair, and the reads the mining tests check.
 */
const WETH = MAINNET_TOKENS.WETH.address
const USDC = MAINNET_TOKENS.USDC.address
export const WETH_USDC_PAIR: Address = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
export const STAKING = STAKING_REWARDS['WETH-USDC']

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function mint(address to) returns (uint256)',
])
export const stakingAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function earned(address) view returns (uint256)',
  'function stake(uint256 amount)',
])

/** Reads until `done` (nudging the app to see new blocks), or the timeout; returns the last value. */
export async function readUntil<T>(
  page: Page,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 40_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await returnToTab(page)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Sends a transaction from a development account and waits for its receipt. */
export async function send(request: Parameters<ReturnType<typeof chain>['writeContract']>[0]) {
  const client = chain()
  return client.waitForTransactionReceipt({ hash: await client.writeContract(request) })
}

/**
 * Gives `owner` fresh WETH-USDC liquidity tokens: WETH and the matching USDC sent to the pair, then
 * mint, as the router would. Returns how many it minted.
 */
export async function provideLiquidity(owner: ReturnType<typeof devAccount>): Promise<bigint> {
  const client = chain()
  const lpBefore = await client.readContract({
    address: WETH_USDC_PAIR,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner.address],
  })
  const [reserve0, reserve1] = await client.readContract({
    address: WETH_USDC_PAIR,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  // token0 is USDC, token1 WETH.
  const weth = 10n ** 18n
  const usdc = (weth * reserve0) / reserve1 + 1n
  await send({
    account: owner,
    chain: client.chain,
    address: WETH,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [WETH_USDC_PAIR, weth],
  })
  await send({
    account: owner,
    chain: client.chain,
    address: USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [WETH_USDC_PAIR, usdc],
  })
  await send({
    account: owner,
    chain: client.chain,
    address: WETH_USDC_PAIR,
    abi: pairAbi,
    functionName: 'mint',
    args: [owner.address],
  })
  const lpAfter = await client.readContract({
    address: WETH_USDC_PAIR,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner.address],
  })
  return lpAfter - lpBefore
}

export const staked = (account: Address) =>
  chain().readContract({ address: STAKING, abi: stakingAbi, functionName: 'balanceOf', args: [account] })
export const lpBalance = (account: Address) => tokenBalance(WETH_USDC_PAIR, account)
export const uniBalance = (account: Address) => tokenBalance(MAINNET_CONTRACTS.UNI, account)

export const unclaimedShown = async (page: Page) =>
  BigInt((await page.getByTestId('unclaimed-uni').locator('.count-up').getAttribute('data-value')) ?? '0')
