import { ARBITRUM_TOKENS, devnetClient, rpc } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'

/** Circle's native USDC on Arbitrum One: the first 'USDC' the default token list offers there. */
const NATIVE_USDC: Address = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'

const actionButton = (page: Page) => page.locator('.swap-card .primary-button').last()
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search name or paste address' })
const options = (page: Page) => page.getByRole('listbox', { name: 'Tokens' }).getByRole('option')
/** Reads a decimal amount shown on the page as raw units. */
const raw = (text: string, decimals: number) => parseUnits(text.replace(/[^0-9.]/g, ''), decimals)

async function balanceOf(token: Address, account: Address): Promise<bigint> {
  const client = devnetClient(42161, useStack().chains[42161])
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
}

describe('swapping on Arbitrum', () => {
  it('swaps ETH for the first "USDC" of the picker (native USDC), with a real transaction', async () => {
    expect(ARBITRUM_TOKENS.USDC.address).toBe(NATIVE_USDC)
    // Account 4 makes no other transaction on the Arbitrum replica in the browser tests.
    const { page, wallet, stack } = await openPage({ wallet: { account: 4, chainId: 42161 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH`)
    await connect(page)
    await page.locator('#swap-currency-output .currency-panel__select').click()
    await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
    await searchBox(page).fill('USDC')
    // The first result is the one a user picks: it is a 'USDC', and it is the native one.
    const first = options(page).first()
    await expect
      .poll(() => first.locator('.token-row__symbol').textContent(), { timeout: 20_000 })
      .toBe('USDC')
    expect(await first.getAttribute('data-testid')).toBe(`token-option-${NATIVE_USDC}`)
    await first.click()
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: 'USDC' }).waitFor()

    // A live layer 2 makes blocks all the time, and its deadline is 300 s after the latest block: the test
    // chain, idle while the stack started, makes one of the present first, and the app sees it.
    await rpc(stack.chains[42161], 'evm_mine', [])
    const latest = Number(await devnetClient(42161, stack.chains[42161]).getBlockNumber())
    await expect
      .poll(async () => Number((await page.getByTestId('block-number').textContent())?.replace(/\D/g, '')), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(latest)

    await page.locator('#swap-currency-input-amount').fill('0.5')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    const before = await balanceOf(NATIVE_USDC, wallet.address)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const minimum = raw((await dialog.getByTestId('trade-limit').textContent()) ?? '', 6)
    // Half an ether at about $3,000: the route really prices native USDC.
    expect(minimum).toBeGreaterThan(parseUnits('1400', 6))
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => balanceOf(NATIVE_USDC, wallet.address), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before + minimum)
  })
})
