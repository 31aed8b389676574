import { devnetClient, MAINNET_TOKENS } from '@exchange/devnet'
import type { Locator, Page } from 'playwright-core'
import { type Address, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { openPage, useStack } from '../src/context.ts'

const USDC = MAINNET_TOKENS.USDC.address

async function usdcBalance(account: Address): Promise<bigint> {
  return devnetClient(1, useStack().chains[1]).readContract({
    address: USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
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
    const status = page.getByTestId('web3-status')
    await tabTo(page, status)
    await page.keyboard.press('Enter')
    const walletDialog = page.getByRole('dialog')
    await walletDialog.waitFor()
    await tabTo(page, page.getByTestId('wallet-option-injected'))
    await page.keyboard.press('Enter')
    await page.getByTestId('account-address').waitFor()
    await page.keyboard.press('Escape')
    await walletDialog.waitFor({ state: 'detached' })
    expect(await isFocused(status)).toBe(true)

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
    const swap = page.locator('.swap-card .primary-button').last()
    await expect.poll(() => swap.textContent(), { timeout: 20_000 }).toBe('Swap')
    const before = await usdcBalance(wallet.address)
    await tabTo(page, swap)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Confirm Swap' })
    await confirm.waitFor()
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm Swap' }))
    await page.keyboard.press('Enter')
    await confirm.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => usdcBalance(wallet.address), { timeout: 30_000 }).toBeGreaterThan(before)
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
})
