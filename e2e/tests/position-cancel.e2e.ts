import {
  DEV_ACCOUNTS,
  devAccount,
  devnetClient,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  rpc,
} from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, type Hex, maxUint256, parseAbi, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { sentHashes } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { returnToTab } from '../src/swapFlow.ts'

/**
 * Issue 41, one status: a v3 collect or removal that is cancelled before it is mined is shown cancelled
 * on its own page, in the account's transactions and in the popup, as Activity knows it from the nonce
 * taken by another transaction; before, the page read only a receipt and said pending forever.
 */
const LP = 33
const TRADER = DEV_ACCOUNTS[7]!
const MANAGER = MAINNET_CONTRACTS.NonfungiblePositionManager
const WETH = MAINNET_CONTRACTS.WETH9
const USDC = MAINNET_TOKENS.USDC.address

const managerAbi = parseAbi([
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])
const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])

const client = () => devnetClient(1, useStack().chains[1])
async function mined(hash: Hex) {
  const receipt = await client().waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${hash} failed`)
  return receipt
}

/** Sells `eth` ETH for USDC in the 0.3% pool, paying its fee to the positions in range. */
async function sellEth(account: (typeof DEV_ACCOUNTS)[number], eth: string) {
  await mined(
    await client().writeContract({
      account,
      chain: null,
      address: MAINNET_CONTRACTS.SwapRouter02,
      abi: routerAbi,
      functionName: 'exactInputSingle',
      value: parseEther(eth),
      gas: 1_000_000n,
      args: [
        {
          tokenIn: WETH,
          tokenOut: USDC,
          fee: 3000,
          recipient: account.address,
          amountIn: parseEther(eth),
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    }),
  )
}

/** Account LP's own USDC/WETH 0.3% position around the price, with fees owed from a trade after it. */
async function positionWithFees(): Promise<bigint> {
  const lp = devAccount(LP)
  const c = client()
  await rpc(useStack().chains[1], 'anvil_setBalance', [lp.address, `0x${parseEther('20').toString(16)}`])
  await sellEth(lp, '1')
  await mined(
    await c.writeContract({
      account: lp,
      chain: null,
      address: WETH,
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
      value: parseEther('2'),
    }),
  )
  for (const token of [WETH, USDC] as Address[])
    await mined(
      await c.writeContract({
        account: lp,
        chain: null,
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [MANAGER, maxUint256],
      }),
    )
  const pool = await c.readContract({
    address: MAINNET_CONTRACTS.UniswapV3Factory,
    abi: factoryAbi,
    functionName: 'getPool',
    args: [USDC, WETH, 3000],
  })
  const [, tick] = await c.readContract({ address: pool, abi: poolAbi, functionName: 'slot0' })
  const center = Math.floor(tick / 60) * 60
  const usdc = await c.readContract({
    address: USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [lp.address],
  })
  const receipt = await mined(
    await c.writeContract({
      account: lp,
      chain: null,
      address: MANAGER,
      abi: managerAbi,
      functionName: 'mint',
      args: [
        {
          token0: USDC,
          token1: WETH,
          fee: 3000,
          tickLower: center - 600,
          tickUpper: center + 600,
          amount0Desired: usdc,
          amount1Desired: parseEther('1'),
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: lp.address,
          deadline: maxUint256,
        },
      ],
    }),
  )
  const [transfer] = parseEventLogs({ abi: managerAbi, eventName: 'Transfer', logs: receipt.logs })
  // Fees for the position: another trader sells through its range.
  await sellEth(TRADER, '0.5')
  return transfer!.args.tokenId
}

/** The account dialog's row of `hash` (the account's recent transactions). */
async function openRow(page: Page, hash: string) {
  await page.getByTestId('web3-status').click()
  const row = page.getByRole('dialog').locator(`li[data-original-hash="${hash}"]`)
  await row.waitFor()
  return row
}

describe('a v3 transaction cancelled before it is mined', () => {
  let tokenId: bigint
  beforeAll(async () => {
    tokenId = await positionWithFees()
  })
  afterAll(async () => {
    // Other files expect each transaction mined at once.
    await rpc(useStack().chains[1], 'evm_setAutomine', [true])
  })

  it('a collect cancelled from the account dialog is shown cancelled on the position page, in the dialog and in the popup', async () => {
    const stack = useStack()
    const { page, wallet } = await openPage({ wallet: { account: LP } })
    await page.goto(`${stack.webUrl}/pool/${tokenId}`)
    await connect(page)
    const collect = page.getByRole('button', { name: 'Collect fees' })
    await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true)
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    await collect.click()
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(1)
    const hash = sentHashes(wallet)[0] as Hex
    await page.getByRole('button', { name: 'Collecting' }).waitFor()

    const row = await openRow(page, hash)
    await row.getByRole('button', { name: 'Cancel' }).click({ timeout: 30_000 })
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(2)
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    await row.and(page.locator('[data-status="cancelled"]')).waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await page.locator('[data-testid="popup"] [data-status="cancelled"]').first().waitFor({ timeout: 30_000 })
    const status = page.getByTestId('collect-status')
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('cancelled')
    expect(await status.textContent()).toBe('Cancelled: nothing was done')
    // The fees are still owed: they can be collected again.
    await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true)
    await rpc(stack.chains[1], 'evm_setAutomine', [true])
  })

  it('a removal cancelled in the wallet is shown cancelled in the removal dialog and in the popup', async () => {
    const stack = useStack()
    const { page, wallet } = await openPage({ wallet: { account: LP } })
    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    await connect(page)
    const button = page.getByTestId('remove-button')
    await page.getByRole('button', { name: '50%' }).click()
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    const hash = sentHashes(wallet)[0] as Hex
    const sent = await client().getTransaction({ hash })

    // The user cancels in the wallet: nothing to themselves at the same nonce, for a higher fee.
    const lp = devAccount(LP)
    await client().sendTransaction({
      account: lp,
      chain: null,
      to: lp.address,
      value: 0n,
      nonce: sent.nonce,
      maxFeePerGas: (sent.maxFeePerGas ?? 0n) * 2n,
      maxPriorityFeePerGas: (sent.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
    })
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    const status = dialog.getByTestId('remove-status')
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 60_000 }).toBe('cancelled')
    expect(await status.textContent()).toBe('Cancelled: nothing was done')
    await page.locator('[data-testid="popup"] [data-status="cancelled"]').first().waitFor({ timeout: 30_000 })
    await rpc(stack.chains[1], 'evm_setAutomine', [true])
  })
})
