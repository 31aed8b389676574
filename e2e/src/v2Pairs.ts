import { devAccount, MAINNET_CONTRACTS } from '@exchange/devnet'
import type { Locator, Page } from 'playwright-core'
import { type Address, erc20Abi, type Hash, maxUint256, parseAbi } from 'viem'
import { expect } from 'vitest'
import { chainClient } from './devnetReads.ts'

/**
 * Uniswap v2 pairs on the chain-1 devnet as a test sets them up, straight through the contracts (as
 * another dapp would): the pair of two tokens, and deposits through Router02; and the app's remove form.
 */
const ROUTER = MAINNET_CONTRACTS.UniswapV2Router02
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)'])
const ROUTER_ABI = parseAbi([
  'function addLiquidity(address, address, uint256, uint256, uint256, uint256, address, uint256) returns (uint256, uint256, uint256)',
  'function addLiquidityETH(address, uint256, uint256, uint256, address, uint256) payable returns (uint256, uint256, uint256)',
])

/** The v2 pair of two tokens (the zero address while it does not exist). */
export const pairOf = (a: Address, b: Address) =>
  chainClient().readContract({
    address: MAINNET_CONTRACTS.UniswapV2Factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [a, b],
  })

/** Waits for a setup transaction's receipt; throws if it failed. */
export async function setupMined(hash: Hash) {
  const receipt = await chainClient().waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`setup transaction ${hash} failed`)
  return receipt
}

/**
 * Development account `accountIndex` deposits `tokenAmount` of `token` and `otherAmount` of `other` (a
 * token, or ETH) into their v2 pair through Router02, approving the router for each token first.
 */
export async function depositV2(
  accountIndex: number,
  token: Address,
  tokenAmount: bigint,
  other: Address | 'ETH',
  otherAmount: bigint,
): Promise<void> {
  const account = devAccount(accountIndex)
  const client = chainClient()
  const approve = (address: Address) =>
    client.writeContract({
      account,
      chain: client.chain,
      address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [ROUTER, maxUint256],
    })
  await setupMined(await approve(token))
  if (other === 'ETH') {
    await setupMined(
      await client.writeContract({
        account,
        chain: client.chain,
        address: ROUTER,
        abi: ROUTER_ABI,
        functionName: 'addLiquidityETH',
        args: [token, tokenAmount, 0n, 0n, account.address, maxUint256],
        value: otherAmount,
      }),
    )
    return
  }
  await setupMined(await approve(other))
  await setupMined(
    await client.writeContract({
      account,
      chain: client.chain,
      address: ROUTER,
      abi: ROUTER_ABI,
      functionName: 'addLiquidity',
      args: [token, other, tokenAmount, otherAmount, 0n, 0n, account.address, maxUint256],
    }),
  )
}

/**
 * On /remove/v2/…: picks a share (the '50%' button…), waits for the amounts, approves with the permit
 * signature and opens the review: resolves with the 'You will receive' dialog.
 */
export async function reviewV2Remove(page: Page, share: string): Promise<Locator> {
  await page.getByRole('button', { name: share }).click()
  await expect
    .poll(() => page.getByTestId('v2-remove-amount-b').textContent(), { timeout: 20_000 })
    .not.toBe('-')
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await page.getByRole('button', { name: 'Approved', exact: true }).waitFor({ timeout: 20_000 })
  await page.getByTestId('v2-remove').click()
  return page.getByRole('dialog', { name: 'You will receive' })
}
