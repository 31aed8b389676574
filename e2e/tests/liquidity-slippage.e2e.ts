import { MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { decodeFunctionData, type Hex, parseAbi, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { mainnetClient as client } from '../src/devnetReads.ts'
import { currentPrice } from '../src/v3AddForm.ts'
import type { TestWallet } from '../src/wallet.ts'

const MANAGER = MAINNET_CONTRACTS.NonfungiblePositionManager
const USDC = MAINNET_TOKENS.USDC.address

const managerAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[])',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function refundETH() payable',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

/** The calls inside the position manager multicall the wallet was last asked to send, and its hash. */
async function lastManagerCalls(wallet: TestWallet) {
  const request = wallet.calls('eth_sendTransaction').at(-1)
  for (let tries = 0; request && request.result === undefined && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 50))
  const [tx] = (request?.params ?? []) as [{ to: string; data: Hex }]
  expect(tx.to.toLowerCase()).toBe(MANAGER.toLowerCase())
  const { functionName, args } = decodeFunctionData({ abi: managerAbi, data: tx.data })
  const inner = functionName === 'multicall' ? (args[0] as readonly Hex[]) : [tx.data]
  return {
    hash: request?.result as Hex,
    calls: inner.map((data) => decodeFunctionData({ abi: managerAbi, data })),
  }
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  return page.getByRole('dialog', { name: 'Transaction Settings' })
}

// Account 1 adds a position just outside the price, then removes it: the slippage each screen sends.
describe('liquidity slippage', () => {
  let tokenId: bigint | undefined
  let deposited1 = 0n

  it('adds v3 out of range with the 1% default: the minimum lets a 1% move into the range through', async () => {
    const { page, stack, wallet } = await openPage({ wallet: { account: 1 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await connect(page)
    const price = await currentPrice(page)
    // ETH from 0.5% above the price: out of range (WETH only) until ETH rises about that much.
    for (const [id, value] of [
      ['#add-min-price', price * 1.005],
      ['#add-max-price', price * 1.5],
    ] as const) {
      await page.locator(id).fill(value.toFixed(2))
      await page.locator(id).press('Enter')
    }
    const min = async () => Number((await page.locator('#add-min-price').inputValue()).replace(/,/g, ''))
    // The range snaps to the fee tier's ticks (0.6% apart): still above the price, within 1% of it.
    await expect.poll(min).toBeGreaterThan(price)
    expect(await min()).toBeLessThan(price * 1.0095)
    await page
      .getByText('The market price is outside your specified price range. Single-asset deposit only.')
      .waitFor()
    // The settings' placeholder shows this screen's default.
    const settings = await openSettings(page)
    expect(await settings.getByLabel('Slippage tolerance').getAttribute('placeholder')).toBe('1.00')
    await page.getByRole('button', { name: 'Transaction settings' }).click()

    await page.locator('#add-liquidity-input-tokena-amount').fill('0.2')
    const preview = page.getByTestId('add-preview')
    await expect.poll(() => preview.isEnabled(), { timeout: 20_000 }).toBe(true)
    await preview.click()
    await page.getByTestId('add-confirm').click()
    const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })

    const { hash, calls } = await lastManagerCalls(wallet)
    const mint = calls.find((call) => call.functionName === 'mint')?.args[0] as {
      token1: string
      amount0Desired: bigint
      amount1Desired: bigint
      amount0Min: bigint
      amount1Min: bigint
    }
    expect(mint.token1.toLowerCase()).toBe(MAINNET_CONTRACTS.WETH9.toLowerCase())
    expect(mint.amount0Desired).toBe(0n)
    // With 0% (the old default) the minimum was the whole amount; 1% lets ETH rise into the range.
    expect(mint.amount1Min).toBeLessThan(mint.amount1Desired)
    expect(mint.amount1Min).toBeGreaterThan((mint.amount1Desired * 95n) / 100n)

    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const [minted] = parseEventLogs({ abi: managerAbi, eventName: 'Transfer', logs: receipt.logs })
    const [increase] = parseEventLogs({ abi: managerAbi, eventName: 'IncreaseLiquidity', logs: receipt.logs })
    tokenId = minted?.args.tokenId
    deposited1 = increase?.args.amount1 ?? 0n
    expect(deposited1).toBeGreaterThan(0n)
  })

  it("removes v3 with the user's own slippage (0.01%), not the 5% default", async () => {
    if (tokenId === undefined) throw new Error('the add test minted no position')
    const { page, stack, wallet } = await openPage({ wallet: { account: 1 } })
    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    await connect(page)
    const settings = await openSettings(page)
    expect(await settings.getByLabel('Slippage tolerance').getAttribute('placeholder')).toBe('5.00')
    await settings.getByRole('button', { name: '0.01%' }).click()
    await page.getByRole('button', { name: 'Transaction settings' }).click()

    await page.getByRole('button', { name: 'Max' }).click()
    const button = page.getByTestId('remove-button')
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })

    const { hash, calls } = await lastManagerCalls(wallet)
    const decrease = calls.find((call) => call.functionName === 'decreaseLiquidity')?.args[0] as {
      tokenId: bigint
      amount1Min: bigint
    }
    expect(decrease.tokenId).toBe(tokenId)
    // 5% would let ETH rise into the range and take about a tenth of the WETH; 0.01% keeps nearly all.
    expect(decrease.amount1Min).toBeGreaterThan((deposited1 * 999n) / 1000n)
    expect(decrease.amount1Min).toBeLessThanOrEqual(deposited1)
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  })
})
