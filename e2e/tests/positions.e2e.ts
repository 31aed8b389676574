import {
  DEV_ACCOUNTS,
  devAccount,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  readAddressBook,
} from '@exchange/devnet'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, mainnetClient as client, stackChecks } from '../src/devnetReads.ts'
import { setEthBalance } from '../src/funding.ts'
import { MANAGER, managerAbi, mintUsdcWethPosition, poolTick, sellEthInMainPool } from '../src/v3Positions.ts'

const ROUTER = MAINNET_CONTRACTS.SwapRouter02
const WETH = MAINNET_CONTRACTS.WETH9
const USDC = MAINNET_TOKENS.USDC.address
const MAX_UINT128 = 2n ** 128n - 1n
const seeded = readAddressBook(1).account0Positions

async function readPosition(tokenId: bigint) {
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = await client().readContract({
    address: MANAGER,
    abi: managerAbi,
    functionName: 'positions',
    args: [tokenId],
  })
  return { token0, token1, fee, tickLower, tickUpper, liquidity }
}

/** The badge the chain says a position should have (spec section 4). */
async function expectedBadge(tokenId: bigint): Promise<string> {
  const position = await readPosition(tokenId)
  if (position.liquidity === 0n) return 'Closed'
  const tick = await poolTick(position.token0, position.token1, position.fee)
  return tick < position.tickLower || tick >= position.tickUpper ? 'Out of range' : 'In range'
}

describe('v3 positions', () => {
  it("lists account 0's positions with the badges the chain gives, closed ones only when asked", async () => {
    const { page, stack } = await openPage({ wallet: { account: 0 } })
    await page.goto(`${stack.webUrl}/pool`)
    await connect(page)
    for (const id of [seeded.inRange, seeded.outOfRange]) {
      const row = page.getByTestId(`position-${id}`)
      await row.waitFor({ timeout: 30_000 })
      const badge = await expectedBadge(BigInt(id!))
      await expect.poll(() => row.getByTestId('range-badge').textContent(), { timeout: 20_000 }).toBe(badge)
      expect(await row.textContent()).toContain('USDC')
    }
    // Seeded as in range and out of range: the chain confirms both kinds are on the page.
    expect(await expectedBadge(BigInt(seeded.inRange!))).toBe('In range')
    expect(await expectedBadge(BigInt(seeded.outOfRange!))).toBe('Out of range')
    expect(await page.getByTestId(`position-${seeded.inRange}`).textContent()).toContain('0.3%')
    expect(await page.getByTestId(`position-${seeded.outOfRange}`).textContent()).toContain('0.05%')

    const closed = page.getByTestId(`position-${seeded.closed}`)
    const toggle = page.getByRole('checkbox', { name: 'Show closed positions' })
    if (await toggle.isChecked()) await toggle.uncheck()
    expect(await closed.count()).toBe(0)
    await toggle.check()
    await closed.waitFor()
    expect(await closed.getByTestId('range-badge').textContent()).toBe('Closed')
    // The choice is a saved setting: it survives a reload.
    await page.reload()
    await page.getByTestId(`position-${seeded.closed}`).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('checkbox', { name: 'Show closed positions' }).isChecked()).toBe(true)
  })

  it("shows a position's NFT image from its token URI; a non-owner sees the Owner link and no Remove", async () => {
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/pool/${seeded.inRange}`)
    await connect(page)
    const image = page.getByTestId('position-nft')
    await image.waitFor({ timeout: 30_000 })
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await image.getAttribute('height')).toBe('400')
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0)).toBe(true)
    const owner = await client().readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'ownerOf',
      args: [BigInt(seeded.inRange!)],
    })
    const ownerLink = page.getByRole('link', { name: /Owner/ })
    await ownerLink.waitFor()
    expect((await ownerLink.getAttribute('href'))?.toLowerCase()).toContain(owner.toLowerCase())
    expect(await page.getByRole('link', { name: 'Remove Liquidity' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Increase Liquidity' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Collect fees' }).count()).toBe(0)
  })

  it('collects the fees swaps generated: the balances grow by exactly the amounts shown', async () => {
    const owner = DEV_ACCOUNTS[0]!
    const tokenId = BigInt(seeded.inRange!)
    expect(await expectedBadge(tokenId)).toBe('In range')
    // Another trader (account 7) trades through the position's pool, so it earns WETH fees.
    await sellEthInMainPool(DEV_ACCOUNTS[7]!, '5')
    await sellEthInMainPool(DEV_ACCOUNTS[7]!, '5')
    const { result: owed } = await client().simulateContract({
      account: owner.address,
      address: MANAGER,
      abi: managerAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner.address, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }],
    })
    expect(owed[1]).toBeGreaterThan(0n)

    const { page, stack } = await openPage({ wallet: { account: 0 } })
    await page.goto(`${stack.webUrl}/pool/${tokenId}`)
    await connect(page)
    const fee0 = page.getByTestId('fee-amount-0')
    const fee1 = page.getByTestId('fee-amount-1')
    await expect.poll(() => fee1.getAttribute('data-raw'), { timeout: 30_000 }).toBe(owed[1].toString())
    expect(await fee0.getAttribute('data-raw')).toBe(owed[0].toString())
    // The shown text is the same amount to 6 significant digits, and the exact amount in its tooltip.
    const tip = page.locator(`[id="${await fee1.getAttribute('aria-describedby')}"]`)
    expect(await tip.getAttribute('role')).toBe('tooltip')
    expect(await tip.textContent()).toMatch(/^\d+(\.\d+)?$/)

    // Collect as WETH keeps both fee tokens ERC-20s, so the balance changes are exact.
    await page.getByRole('switch', { name: 'Collect as WETH' }).check()
    const usdcBefore = await balanceOf(USDC, owner.address)
    const wethBefore = await balanceOf(WETH, owner.address)
    await page.getByRole('button', { name: 'Collect fees' }).click()
    await page.getByRole('button', { name: 'Collected' }).waitFor({ timeout: 30_000 })
    expect((await balanceOf(USDC, owner.address)) - usdcBefore).toBe(owed[0])
    expect((await balanceOf(WETH, owner.address)) - wethBefore).toBe(owed[1])
    const after = await client().readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'positions',
      args: [tokenId],
    })
    expect([after[10], after[11]]).toEqual([0n, 0n])
  })

  it("removes 50%, then the rest, of a position it minted; the screen then reads 'Closed'", async () => {
    const lp = DEV_ACCOUNTS[5]!
    // Account 5 mints its own USDC/WETH 0.3% position around the current price, directly on the chain.
    const tokenId = await mintUsdcWethPosition(lp)
    const { liquidity } = await readPosition(tokenId)
    expect(liquidity).toBeGreaterThan(0n)

    const { page, stack } = await openPage({ wallet: { account: 5 } })
    // Send failures are only logged by the page: surface them in the test output.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED')) {
        console.log('page error:', message.text())
      }
    })
    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    const button = page.getByTestId('remove-button')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Connect Wallet')
    await connect(page)
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Enter a percent')
    expect(await page.getByTestId('range-badge').textContent()).toBe('In range')

    const removeAndConfirm = async () => {
      await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
      expect(await button.textContent()).toBe('Remove')
      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
      await dialog.getByRole('button', { name: 'Remove' }).click()
      await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
      return dialog
    }

    await page.getByRole('button', { name: '50%' }).click()
    expect(await page.getByTestId('remove-percent').textContent()).toBe('50%')
    const wethBefore = await balanceOf(WETH, lp.address)
    await page.getByRole('switch', { name: 'Collect as WETH' }).check()
    const dialog = await removeAndConfirm()
    await expect
      .poll(async () => (await readPosition(tokenId)).liquidity, { timeout: 30_000 })
      .toBe(liquidity - (liquidity * 50n) / 100n)
    expect(await balanceOf(WETH, lp.address)).toBeGreaterThan(wethBefore)
    // The page learns of the receipt with the block that mined it, as a user sees it: the popup.
    await page.locator('.popup', { hasText: 'Remove liquidity' }).first().waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByTestId('remove-percent').textContent()).toBe('0%')

    await page.getByRole('button', { name: 'Max' }).click()
    await removeAndConfirm()
    await expect.poll(async () => (await readPosition(tokenId)).liquidity, { timeout: 30_000 }).toBe(0n)
    await page.keyboard.press('Escape')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Closed')
    expect(await button.isDisabled()).toBe(true)
  })

  it('collects fees and removes liquidity paid in native ETH: the ETH balance rises by the WETH collected, less the gas of the receipt', async () => {
    const chain = stackChecks()
    // A fresh account (12) with its own USDC/WETH 0.3% position around the current price, minted on the
    // chain; it then trades through its own pool both ways, so the position owes fees in both tokens.
    const lp = devAccount(12)
    await setEthBalance(lp.address, parseEther('50'))
    const tokenId = await mintUsdcWethPosition(lp, {
      wrap: '3',
      sell: '4',
      usdc: parseUnits('6000', 6),
      weth: '2',
    })
    await chain.traderSwaps(ROUTER, lp, {
      tokenIn: WETH,
      tokenOut: USDC,
      fee: 3000,
      amountIn: parseEther('1'),
    })
    await chain.traderSwaps(ROUTER, lp, {
      tokenIn: USDC,
      tokenOut: WETH,
      fee: 3000,
      amountIn: parseUnits('3000', 6),
    })
    const owed = await chain.feesOwed(MANAGER, tokenId, lp.address)
    expect(owed[0]).toBeGreaterThan(0n)
    expect(owed[1]).toBeGreaterThan(0n)

    const { page, wallet, stack } = await openPage({ wallet: { account: 12 } })
    await page.goto(`${stack.webUrl}/pool/${tokenId}`)
    await connect(page)
    await expect
      .poll(() => page.getByTestId('fee-amount-1').getAttribute('data-raw'), { timeout: 30_000 })
      .toBe(owed[1].toString())
    // The switch is off: the fees in WETH are paid out as ETH.
    expect(await page.getByRole('switch', { name: 'Collect as WETH' }).isChecked()).toBe(false)
    let [usdcBefore, wethBefore, ethBefore] = [
      await chain.tokenBalance(USDC, lp.address),
      await chain.tokenBalance(WETH, lp.address),
      await chain.ethBalance(lp.address),
    ]
    const collect = await chain.successfulReceipt(
      await sentDuring(wallet, () => page.getByRole('button', { name: 'Collect fees' }).click()),
    )
    await page.getByRole('button', { name: 'Collected' }).waitFor({ timeout: 30_000 })
    const fees = chain.collected(collect, MANAGER)
    expect([fees.amount0, fees.amount1]).toEqual([owed[0], owed[1]])
    expect(await chain.ethBalance(lp.address)).toBe(ethBefore + owed[1] - chain.gasPaid(collect))
    expect(await chain.tokenBalance(WETH, lp.address)).toBe(wethBefore)
    expect(await chain.tokenBalance(USDC, lp.address)).toBe(usdcBefore + owed[0])

    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    const button = page.getByTestId('remove-button')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Enter a percent')
    await page.getByRole('button', { name: 'Max' }).click()
    expect(await page.getByRole('switch', { name: 'Collect as WETH' }).isChecked()).toBe(false)
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await button.click()
    ;[usdcBefore, wethBefore, ethBefore] = [
      await chain.tokenBalance(USDC, lp.address),
      await chain.tokenBalance(WETH, lp.address),
      await chain.ethBalance(lp.address),
    ]
    const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
    const removed = await chain.successfulReceipt(
      await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Remove' }).click()),
    )
    expect((await readPosition(tokenId)).liquidity).toBe(0n)
    const out = chain.collected(removed, MANAGER)
    expect(out.amount1).toBeGreaterThan(0n)
    expect(await chain.ethBalance(lp.address)).toBe(ethBefore + out.amount1 - chain.gasPaid(removed))
    expect(await chain.tokenBalance(WETH, lp.address)).toBe(wethBefore)
    expect(await chain.tokenBalance(USDC, lp.address)).toBe(usdcBefore + out.amount0)
  })

  it('sends /remove/0 and /remove/abc to /pool', async () => {
    const { page, stack } = await openPage()
    for (const bad of ['0', 'abc']) {
      await page.goto(`${stack.webUrl}/remove/${bad}`)
      await expect.poll(() => new URL(page.url()).pathname).toBe('/pool')
    }
  })
})
