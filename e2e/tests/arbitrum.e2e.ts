import { ARBITRUM_CONTRACTS, ARBITRUM_TOKENS, DEV_ACCOUNTS, rpc } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { approveAndPreviewAdd, connect } from '../src/actions.ts'
import { sentDuring, sentHashes } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient, stackChecks, tokenBalance } from '../src/devnetReads.ts'
import { actionButton, reviewSwap } from '../src/swapFlow.ts'
import { openPicker, searchBox, tokenOptions } from '../src/tokenPicker.ts'
import { currentPrice, typeRange } from '../src/v3AddForm.ts'

/**
 * Every money path on Arbitrum One (chain 42161) through the app, each checked on the chain after its
 * receipt. Account 4 trades on the layer-2 replica, where no other browser test sends anything; the
 * position the add test mints is the one the collect and remove tests then use.
 */

const MANAGER = ARBITRUM_CONTRACTS.NonfungiblePositionManager
const ROUTER = ARBITRUM_CONTRACTS.SwapRouter02
const FACTORY = ARBITRUM_CONTRACTS.UniswapV3Factory
const WETH = ARBITRUM_CONTRACTS.WETH9
const USDC = ARBITRUM_TOKENS.USDC.address
const ACCOUNT = 4
const TRADER = DEV_ACCOUNTS[8]!

/** The first decimal amount in a text as raw units ('1,497.97 USDC.' → 1497970000 with 6 decimals). */
const raw = (text: string | null, decimals: number) =>
  parseUnits((text ?? '').match(/\d[\d,]*(\.\d+)?/)?.[0]?.replace(/,/g, '') ?? '', decimals)

/** Opens a page with the wallet on Arbitrum One and connects it. */
async function openOnArbitrum(path: string) {
  const opened = await openPage({ wallet: { account: ACCOUNT, chainId: 42161 } })
  await opened.page.goto(`${opened.stack.webUrl}${path}`)
  await connect(opened.page)
  await opened.page.getByTestId('network-selector').getByText('Arbitrum').waitFor({ timeout: 20_000 })
  await freshLayer2Block(opened.page)
  return opened
}

/**
 * A live layer 2 makes blocks all the time, and its deadline is 300 s after the latest block: the test
 * chain, idle while the stack started and other files ran, makes one of the present first, and the app
 * sees it (else a swap's deadline would already have passed when mined).
 */
async function freshLayer2Block(page: Page) {
  const url = useStack().chains[42161]
  await rpc(url, 'evm_mine', [])
  const latest = Number(await chainClient(42161).getBlockNumber())
  await expect
    .poll(async () => Number((await page.getByTestId('block-number').textContent())?.replace(/\D/g, '')), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(latest)
}

/** Approves what the add form asks for, previews and adds; resolves with the add transaction's hash. */
async function approveAndAdd(page: Page, wallet: Parameters<typeof sentDuring>[0]) {
  await approveAndPreviewAdd(page)
  return sentDuring(wallet, () => page.getByTestId('add-confirm').click())
}

/** Another trader swaps through the WETH/USDC 0.05% pool both ways, so every position in range earns both fees. */
async function tradeThroughPool() {
  const chain = stackChecks(42161)
  await chain.traderSwaps(ROUTER, TRADER, {
    tokenIn: WETH,
    tokenOut: USDC,
    fee: 500,
    amountIn: parseEther('5'),
    payWithEth: true,
  })
  await chain.traderSwaps(ROUTER, TRADER, {
    tokenIn: USDC,
    tokenOut: WETH,
    fee: 500,
    amountIn: parseUnits('10000', 6),
  })
}

let positionId: bigint | undefined

/** The position the add test minted on Arbitrum. */
function mintedPosition(): bigint {
  if (positionId === undefined) throw new Error('the add test did not mint a position on Arbitrum')
  return positionId
}

describe('Arbitrum One: money paths through the app, checked on chain 42161', () => {
  it('swaps ETH for USDC: the USDC received is at least the minimum shown, the ETH spent is the input plus gas', async () => {
    const chain = stackChecks(42161)
    const { page, wallet } = await openOnArbitrum(`/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    const usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    const ethBefore = await chain.ethBalance(wallet.address)
    const dialog = await reviewSwap(page, '0.5', 30_000)
    const minimum = raw(await dialog.getByTestId('trade-limit').textContent(), 6)
    expect(minimum).toBeGreaterThan(parseUnits('1000', 6))
    const hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Confirm Swap' }).click())
    const receipt = await chain.successfulReceipt(hash)
    expect(receipt.to?.toLowerCase()).toBe(ROUTER.toLowerCase())
    const received = (await chain.tokenBalance(USDC, wallet.address)) - usdcBefore
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(ethBefore - (await chain.ethBalance(wallet.address))).toBe(
      parseEther('0.5') + chain.gasPaid(receipt),
    )
    await page.locator('.popup', { hasText: 'Swap exactly 0.5 ETH for' }).first().waitFor({ timeout: 30_000 })
  })

  it('wraps ETH into WETH and unwraps it: the balances move by exactly the amounts and the gas', async () => {
    const chain = stackChecks(42161)
    const { page, wallet } = await openOnArbitrum(`/swap?inputCurrency=ETH&outputCurrency=${WETH}`)
    const wethBefore = await chain.tokenBalance(WETH, wallet.address)
    const ethBefore = await chain.ethBalance(wallet.address)
    await page.getByLabel('From').fill('1.5')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Wrap')
    const wrap = await chain.successfulReceipt(await sentDuring(wallet, () => actionButton(page).click()))
    expect(wrap.to?.toLowerCase()).toBe(WETH.toLowerCase())
    expect(await chain.tokenBalance(WETH, wallet.address)).toBe(wethBefore + parseEther('1.5'))
    expect(await chain.ethBalance(wallet.address)).toBe(ethBefore - parseEther('1.5') - chain.gasPaid(wrap))
    await page.locator('.popup', { hasText: 'Wrap 1.5 ETH to WETH' }).first().waitFor({ timeout: 30_000 })

    await page.getByRole('button', { name: 'Switch input and output' }).click()
    await page.getByLabel('From').fill('0.5')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Unwrap')
    const ethMiddle = await chain.ethBalance(wallet.address)
    const unwrap = await chain.successfulReceipt(await sentDuring(wallet, () => actionButton(page).click()))
    expect(await chain.tokenBalance(WETH, wallet.address)).toBe(wethBefore + parseEther('1'))
    expect(await chain.ethBalance(wallet.address)).toBe(ethMiddle + parseEther('0.5') - chain.gasPaid(unwrap))
  })

  it("adds v3 liquidity in range to the WETH/USDC 0.05% pool: the position NFT is the account's, with the range and liquidity", async () => {
    const chain = stackChecks(42161)
    const { page, wallet } = await openOnArbitrum(`/add/ETH/${USDC}/500`)
    const price = await currentPrice(page, 30_000)
    await typeRange(page, (price * 0.9).toFixed(2), (price * 1.1).toFixed(2))
    await page.locator('#add-liquidity-input-tokena-amount').fill('2')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    const usdcShown = parseUnits(await page.locator('#add-liquidity-input-tokenb-amount').inputValue(), 6)
    const before = await chain.newestPosition(MANAGER, wallet.address)
    const ethBefore = await chain.ethBalance(wallet.address)
    const usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    const sentBefore = sentHashes(wallet).length
    const hash = await approveAndAdd(page, wallet)
    const receipt = await chain.successfulReceipt(hash)
    expect(receipt.to?.toLowerCase()).toBe(MANAGER.toLowerCase())
    // The approval of USDC (if the form asked for one) paid gas too.
    let gas = 0n
    for (const sent of sentHashes(wallet).slice(sentBefore))
      gas += chain.gasPaid(await chain.successfulReceipt(sent))

    const after = await chain.newestPosition(MANAGER, wallet.address)
    expect(after.count).toBe(before.count + 1n)
    const tokenId = after.tokenId!
    expect(await chain.ownerOf(MANAGER, tokenId)).toBe(wallet.address)
    const position = await chain.position(MANAGER, tokenId)
    expect([position.token0, position.token1, position.fee]).toEqual([WETH, USDC, 500])
    expect(position.liquidity).toBeGreaterThan(0n)
    expect(Math.abs(position.tickLower % 10)).toBe(0)
    expect(Math.abs(position.tickUpper % 10)).toBe(0)
    const tick = await chain.poolTick(FACTORY, WETH, USDC, 500)
    expect(position.tickLower).toBeLessThan(tick)
    expect(position.tickUpper).toBeGreaterThan(tick)
    // ±10% of the price is ln(1.1/0.9)/ln(1.0001) ≈ 2007 ticks wide.
    expect(position.tickUpper - position.tickLower).toBeGreaterThan(1950)
    expect(position.tickUpper - position.tickLower).toBeLessThan(2070)
    // The deposit the manager reports is what left the account: 2 ETH at most (the rest is refunded in
    // the same transaction) plus gas, and the USDC the form showed (to its 6 significant digits).
    const { amount0, amount1, liquidity } = chain.deposited(receipt, MANAGER)
    expect(liquidity).toBe(position.liquidity)
    expect(amount0).toBeLessThanOrEqual(parseEther('2'))
    expect(amount0).toBeGreaterThan(parseEther('1.99'))
    expect(ethBefore - (await chain.ethBalance(wallet.address))).toBe(amount0 + gas)
    expect(usdcBefore - (await chain.tokenBalance(USDC, wallet.address))).toBe(amount1)
    expect(Number(amount1 - usdcShown)).toBeLessThan(Number(usdcShown) / 10_000)
    expect(Number(usdcShown - amount1)).toBeLessThan(Number(usdcShown) / 10_000)
    positionId = tokenId
  })

  it('collects fees as WETH, then (after more trades) as native ETH: each balance rises by the collected amounts', async () => {
    const chain = stackChecks(42161)
    const tokenId = mintedPosition()
    await tradeThroughPool()
    const { page, wallet } = await openOnArbitrum(`/pool/${tokenId}`)
    // Other test files trade through this pool at the same time, so the page is compared with the fees
    // owed as read beside it, and each collect with the fees owed in the block before its own.
    const owed = await chain.feesOwed(MANAGER, tokenId, wallet.address)
    expect(owed[0]).toBeGreaterThan(0n)
    expect(owed[1]).toBeGreaterThan(0n)
    await expect
      .poll(
        async () =>
          (await page.getByTestId('fee-amount-1').getAttribute('data-raw')) ===
          (await chain.feesOwed(MANAGER, tokenId, wallet.address))[1].toString(),
        { timeout: 30_000 },
      )
      .toBe(true)

    // With 'Collect as WETH' the WETH fees arrive as the ERC-20.
    await page.getByRole('switch', { name: 'Collect as WETH' }).check()
    const wethBefore = await chain.tokenBalance(WETH, wallet.address)
    const usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    const ethBefore = await chain.ethBalance(wallet.address)
    const asWeth = await chain.successfulReceipt(
      await sentDuring(wallet, () => page.getByRole('button', { name: 'Collect fees' }).click()),
    )
    await page.getByRole('button', { name: 'Collected' }).waitFor({ timeout: 30_000 })
    const owedAtCollect = await chain.feesOwed(MANAGER, tokenId, wallet.address, asWeth.blockNumber - 1n)
    expect(owedAtCollect[0]).toBeGreaterThanOrEqual(owed[0])
    expect(owedAtCollect[1]).toBeGreaterThanOrEqual(owed[1])
    expect(chain.collected(asWeth, MANAGER)).toEqual({
      amount0: owedAtCollect[0],
      amount1: owedAtCollect[1],
      recipient: wallet.address,
    })
    expect(await chain.tokenBalance(WETH, wallet.address)).toBe(wethBefore + owedAtCollect[0])
    expect(await chain.tokenBalance(USDC, wallet.address)).toBe(usdcBefore + owedAtCollect[1])
    expect(await chain.ethBalance(wallet.address)).toBe(ethBefore - chain.gasPaid(asWeth))
    const emptied = await chain.position(MANAGER, tokenId)
    expect([emptied.tokensOwed0, emptied.tokensOwed1]).toEqual([0n, 0n])

    // More trades, then the same collect with the switch off: the WETH part is paid out as ETH.
    await tradeThroughPool()
    await page.reload()
    const owedAgain = await chain.feesOwed(MANAGER, tokenId, wallet.address)
    expect(owedAgain[0]).toBeGreaterThan(0n)
    await expect
      .poll(
        async () =>
          (await page.getByTestId('fee-amount-0').getAttribute('data-raw')) ===
          (await chain.feesOwed(MANAGER, tokenId, wallet.address))[0].toString(),
        { timeout: 30_000 },
      )
      .toBe(true)
    const weth = await page.getByRole('switch', { name: 'Collect as WETH' })
    if (await weth.isChecked()) await weth.uncheck()
    const wethBefore2 = await chain.tokenBalance(WETH, wallet.address)
    const usdcBefore2 = await chain.tokenBalance(USDC, wallet.address)
    const ethBefore2 = await chain.ethBalance(wallet.address)
    const asEth = await chain.successfulReceipt(
      await sentDuring(wallet, () => page.getByRole('button', { name: 'Collect fees' }).click()),
    )
    await page.getByRole('button', { name: 'Collected' }).waitFor({ timeout: 30_000 })
    const { amount0, amount1 } = chain.collected(asEth, MANAGER)
    const owedAtCollect2 = await chain.feesOwed(MANAGER, tokenId, wallet.address, asEth.blockNumber - 1n)
    expect(owedAtCollect2[0]).toBeGreaterThanOrEqual(owedAgain[0])
    expect([amount0, amount1]).toEqual([owedAtCollect2[0], owedAtCollect2[1]])
    expect(await chain.ethBalance(wallet.address)).toBe(ethBefore2 + amount0 - chain.gasPaid(asEth))
    expect(await chain.tokenBalance(WETH, wallet.address)).toBe(wethBefore2)
    expect(await chain.tokenBalance(USDC, wallet.address)).toBe(usdcBefore2 + amount1)
  })

  it('removes half with Collect as WETH, then the rest paid in native ETH: liquidity and balances follow the receipts', async () => {
    const chain = stackChecks(42161)
    const tokenId = mintedPosition()
    const { liquidity } = await chain.position(MANAGER, tokenId)
    expect(liquidity).toBeGreaterThan(0n)
    const { page, wallet } = await openOnArbitrum(`/remove/${tokenId}`)
    const button = page.getByTestId('remove-button')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Enter a percent')

    const removeAndConfirm = async () => {
      await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
      expect(await button.textContent()).toBe('Remove')
      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
      const hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Remove' }).click())
      return { dialog, receipt: await chain.successfulReceipt(hash) }
    }

    await page.getByRole('button', { name: '50%' }).click()
    await page.getByRole('switch', { name: 'Collect as WETH' }).check()
    let wethBefore = await chain.tokenBalance(WETH, wallet.address)
    let usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    let ethBefore = await chain.ethBalance(wallet.address)
    const half = await removeAndConfirm()
    expect((await chain.position(MANAGER, tokenId)).liquidity).toBe(liquidity - liquidity / 2n)
    const first = chain.collected(half.receipt, MANAGER)
    expect(first.recipient).toBe(wallet.address)
    expect(first.amount0).toBeGreaterThan(0n)
    expect(await chain.tokenBalance(WETH, wallet.address)).toBe(wethBefore + first.amount0)
    expect(await chain.tokenBalance(USDC, wallet.address)).toBe(usdcBefore + first.amount1)
    expect(await chain.ethBalance(wallet.address)).toBe(ethBefore - chain.gasPaid(half.receipt))
    await page.locator('.popup', { hasText: 'Remove liquidity' }).first().waitFor({ timeout: 30_000 })
    await half.dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByTestId('remove-percent').textContent()).toBe('0%')

    await page.getByRole('button', { name: 'Max' }).click()
    await page.getByRole('switch', { name: 'Collect as WETH' }).uncheck()
    wethBefore = await chain.tokenBalance(WETH, wallet.address)
    usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    ethBefore = await chain.ethBalance(wallet.address)
    const rest = await removeAndConfirm()
    expect((await chain.position(MANAGER, tokenId)).liquidity).toBe(0n)
    const second = chain.collected(rest.receipt, MANAGER)
    expect(second.amount0).toBeGreaterThan(0n)
    // Native payout: the WETH comes out of the position as ETH, none of it as WETH.
    expect(await chain.ethBalance(wallet.address)).toBe(
      ethBefore + second.amount0 - chain.gasPaid(rest.receipt),
    )
    expect(await chain.tokenBalance(WETH, wallet.address)).toBe(wethBefore)
    expect(await chain.tokenBalance(USDC, wallet.address)).toBe(usdcBefore + second.amount1)
    await page.keyboard.press('Escape')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Closed')
  })
})

/** Circle's native USDC on Arbitrum One: the first 'USDC' the default token list offers there. */
const NATIVE_USDC: Address = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'

describe('swapping on Arbitrum', () => {
  it('swaps ETH for the first "USDC" of the picker (native USDC), with a real transaction', async () => {
    expect(ARBITRUM_TOKENS.USDC.address).toBe(NATIVE_USDC)
    // Account 5 makes no other transaction on the Arbitrum replica in the browser tests.
    const { page, wallet, stack } = await openPage({ wallet: { account: 5, chainId: 42161 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH`)
    await connect(page)
    await openPicker(page)
    await searchBox(page).fill('USDC')
    // The first result is the one a user picks: it is a 'USDC', and it is the native one.
    const first = tokenOptions(page).first()
    await expect
      .poll(() => first.locator('.token-row__symbol').textContent(), { timeout: 20_000 })
      .toBe('USDC')
    expect(await first.getAttribute('data-testid')).toBe(`token-option-${NATIVE_USDC}`)
    await first.click()
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: 'USDC' }).waitFor()

    await freshLayer2Block(page)

    const before = await tokenBalance(NATIVE_USDC, wallet.address, 42161)
    const dialog = await reviewSwap(page, '0.5', 30_000)
    const minimum = raw(await dialog.getByTestId('trade-limit').textContent(), 6)
    // Half an ether at about $3,000: the route really prices native USDC.
    expect(minimum).toBeGreaterThan(parseUnits('1400', 6))
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => tokenBalance(NATIVE_USDC, wallet.address, 42161), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before + minimum)
  })
})
