import { DEV_ACCOUNTS, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Locator, Page } from 'playwright-core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { openPage } from '../src/context.ts'
import { stackChecks, tokenBalance } from '../src/devnetReads.ts'
import { actionButton } from '../src/swapFlow.ts'

const USDC = MAINNET_TOKENS.USDC.address

/** How many position NFTs the account holds. */
const positionCount = async (owner: Address) =>
  (await stackChecks().newestPosition(MAINNET_CONTRACTS.NonfungiblePositionManager, owner)).count

/** Connects the browser wallet from the header with Tab and Enter; Escape closes the dialog. */
async function connectByKeyboard(page: Page) {
  await tabTo(page, page.getByTestId('web3-status'))
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').waitFor()
  await tabTo(page, page.getByTestId('wallet-option-injected'))
  await page.keyboard.press('Enter')
  await page.getByTestId('account-address').waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks the
 * focus is visible there (a focus ring: an outline or a box shadow).
 */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await isFocused(target)) {
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element)
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? 'outline' : style.boxShadow
      })
      expect(ring, 'a visible focus indicator').not.toBe('none')
      return
    }
  }
  throw new Error(`Tab never reached ${target}`)
}

describe('keyboard only', () => {
  it('connects, picks a token, swaps ETH for USDC and closes the dialogs without a pointer', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByRole('heading', { name: 'Swap' }).waitFor()

    // Connect: the header's wallet button, then the browser wallet in the dialog; Escape closes it
    // and gives the focus back to the button.
    await connectByKeyboard(page)
    expect(await isFocused(page.getByTestId('web3-status'))).toBe(true)

    // The amount, then the output token from the picker: type to search, Enter picks the match.
    const amount = page.locator('#swap-currency-input-amount')
    await tabTo(page, amount)
    await page.keyboard.type('0.25')
    await tabTo(page, page.getByRole('button', { name: 'Select a token' }).first())
    await page.keyboard.press('Enter')
    const search = page.getByPlaceholder('Search name or paste address')
    await search.waitFor()
    expect(await isFocused(search)).toBe(true)
    await page.keyboard.type('USDC')
    await page.getByRole('option', { name: /USDC/ }).first().waitFor()
    await page.keyboard.press('Enter')
    await search.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /Change token, USDC selected/ }).waitFor()

    // Swap, then Confirm Swap in the dialog; the focus stays inside it until it closes.
    const swap = actionButton(page)
    await expect.poll(() => swap.textContent(), { timeout: 20_000 }).toBe('Swap')
    const before = await tokenBalance(USDC, wallet.address)
    await tabTo(page, swap)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Confirm Swap' })
    await confirm.waitFor()
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm Swap' }))
    await page.keyboard.press('Enter')
    await confirm.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => tokenBalance(USDC, wallet.address), { timeout: 30_000 }).toBeGreaterThan(before)
    const close = confirm.getByRole('button', { name: 'Close' }).last()
    await tabTo(page, close)
    await page.keyboard.press('Enter')
    await confirm.waitFor({ state: 'detached' })
    expect(await amount.inputValue()).toBe('')
  })

  it('opens the settings with Enter, changes the slippage by typing, and Escape closes them', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    const gear = page.getByRole('button', { name: 'Transaction settings' })
    await tabTo(page, gear)
    await page.keyboard.press('Enter')
    const slippage = page.getByRole('textbox', { name: /slippage/i })
    await tabTo(page, slippage)
    await page.keyboard.type('1')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Transaction Settings' }).waitFor({ state: 'detached' })
    expect(await isFocused(gear)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('textbox', { name: /slippage/i }).inputValue()).toBe('1.00')
  })

  it('adds full-range v3 liquidity: range, amount, approval, preview and confirm by keyboard', async () => {
    const owner = DEV_ACCOUNTS[7]!.address as Address
    const { page, stack } = await openPage({ wallet: { account: 7 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 })
    await connectByKeyboard(page)

    // Full Range asks first; 'I understand' sets it.
    await tabTo(page, page.getByRole('button', { name: 'Full Range' }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: 'I understand' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#add-max-price').inputValue()).toBe('∞')

    await tabTo(page, page.locator('#add-liquidity-input-tokena-amount'))
    await page.keyboard.type('0.2')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()))
      .toBeGreaterThan(0)

    const preview = page.getByTestId('add-preview')
    const approve = page.getByRole('button', { name: /^Approve USDC/ })
    await expect
      .poll(async () => (await approve.isVisible()) || (await preview.isEnabled()), { timeout: 20_000 })
      .toBe(true)
    if (await approve.isVisible()) {
      await tabTo(page, approve, true)
      await page.keyboard.press('Enter')
      await expect.poll(() => preview.isEnabled(), { timeout: 30_000 }).toBe(true)
    }
    const before = await positionCount(owner)
    await tabTo(page, preview)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
    await tabTo(page, dialog.getByTestId('add-confirm'))
    await page.keyboard.press('Enter')
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => positionCount(owner), { timeout: 30_000 }).toBe(before + 1n)
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }).last())
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/pool$/)
  })
})
