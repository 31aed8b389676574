import { devnetClient, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { openPage, useStack } from '../src/context.ts'

const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address
const WBTC = MAINNET_TOKENS.WBTC.address

async function connect(page: Page) {
  await page.getByTestId('web3-status').click()
  await page.getByTestId('wallet-option-injected').click()
  await page.getByTestId('account-address').waitFor()
  await page.keyboard.press('Escape')
}

const actionButton = (page: Page) => page.locator('.swap-card .primary-button').last()
const outputAmount = (page: Page) => page.locator('#swap-currency-output-amount')
const inputAmount = (page: Page) => page.locator('#swap-currency-input-amount')

/** Records the requests the page makes to the quote API. */
function quoteRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/quote')) urls.push(request.url())
  })
  return urls
}

async function balanceOf(token: Address, account: Address): Promise<bigint> {
  const client = devnetClient(1, useStack().chains[1])
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
}

/** Reads a decimal amount shown on the page as raw units. */
const raw = (text: string, decimals: number) => parseUnits(text.replace(/[^0-9.]/g, ''), decimals)

describe('quotes', () => {
  it('quotes ETH to USDC through the quote API and shows the route with its hops', async () => {
    const { page, stack } = await openPage()
    const requests = quoteRequests(page)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await inputAmount(page).fill('1')
    await expect.poll(() => outputAmount(page).inputValue(), { timeout: 20_000 }).not.toBe('')
    const route = page.getByRole('list', { name: 'Route' })
    await route.getByText('ETH → USDC', { exact: false }).first().waitFor()
    expect(await route.locator('.route-display__fee').first().textContent()).toMatch(
      /^(0\.05|0\.3|1|0\.01)%$/,
    )
    expect(await route.locator('.route-display__percent').first().textContent()).toMatch(/%$/)
    expect(requests.some((url) => url.includes('tokenInAddress=ETH') && url.includes('type=exactIn'))).toBe(
      true,
    )
    // About 3000 USDC for 1 ETH on the replica.
    const quoted = Number(await outputAmount(page).inputValue())
    expect(quoted).toBeGreaterThan(2500)
    expect(quoted).toBeLessThan(3500)
  })

  it('quotes in the browser with the Auto Router off', async () => {
    const { page, stack } = await openPage()
    const requests = quoteRequests(page)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByRole('switch', { name: 'Auto Router API' }).click()
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await inputAmount(page).fill('2')
    await expect.poll(() => outputAmount(page).inputValue(), { timeout: 20_000 }).not.toBe('')
    await page
      .getByRole('list', { name: 'Route' })
      .getByText('ETH → USDC', { exact: false })
      .first()
      .waitFor()
    expect(requests).toEqual([])
  })

  it('falls back to client-side routing without an error when the quote API is down', async () => {
    const { page, stack } = await openPage()
    // The page is told of a quote API that nothing listens on: requests to it fail for real.
    await page.addInitScript(() => {
      let stored: unknown
      Object.defineProperty(window, '__EXCHANGE_CONFIG__', {
        configurable: true,
        get: () => stored,
        set: (value: Record<string, unknown>) => {
          stored = { ...value, quoteApiUrl: 'http://127.0.0.1:9' }
        },
      })
    })
    const requests = quoteRequests(page)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await inputAmount(page).fill('1')
    await expect.poll(() => outputAmount(page).inputValue(), { timeout: 20_000 }).not.toBe('')
    await page.getByRole('list', { name: 'Route' }).waitFor()
    expect(requests.some((url) => url.startsWith('http://127.0.0.1:9/'))).toBe(true)
    expect(await page.getByRole('alert').count()).toBe(0)
  })
})

describe('swapping', () => {
  it('swaps ETH for USDC exact in and receives the quoted amount within the slippage', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('0.5')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    const before = await balanceOf(USDC, wallet.address)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const minimum = raw((await dialog.getByTestId('trade-limit').textContent()) ?? '', 6)
    const expected = raw((await dialog.getByTestId('confirm-output').textContent()) ?? '', 6)
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => balanceOf(USDC, wallet.address), { timeout: 30_000 }).toBeGreaterThan(before)
    const received = (await balanceOf(USDC, wallet.address)) - before
    expect(received).toBeGreaterThanOrEqual(minimum)
    // The shown amount has 6 significant digits: the received amount rounds to it.
    expect(Number(received - expected)).toBeLessThan(Number(expected) / 10_000)
    await page.locator('.popup', { hasText: 'Swap exactly 0.5 ETH for' }).first().waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await inputAmount(page).inputValue()).toBe('')
  })

  it('swaps USDC for an exact amount of DAI with a permit signature instead of an approval', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(
      `${stack.webUrl}/swap?inputCurrency=${USDC}&outputCurrency=${DAI}&exactAmount=100&exactField=output`,
    )
    await connect(page)
    // Account 3 has never allowed the router to spend its USDC: the approval is a permit signature.
    const approve = page.getByRole('button', { name: 'Allow the protocol to use your USDC' })
    await approve.waitFor({ timeout: 20_000 })
    const methodsBefore = wallet.methods.length
    await approve.click()
    await approve.waitFor({ state: 'detached', timeout: 20_000 })
    await expect.poll(() => actionButton(page).isDisabled()).toBe(false)
    expect(await actionButton(page).textContent()).toBe('Swap')
    const asked = wallet.methods.slice(methodsBefore)
    expect(asked).toContain('eth_signTypedData_v4')
    expect(asked).not.toContain('eth_sendTransaction')
    const before = await balanceOf(DAI, wallet.address)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => balanceOf(DAI, wallet.address), { timeout: 30_000 })
      .toBe(before + parseUnits('100', 18))
  })

  it('approves a token without permits with a transaction, then swaps it', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${WBTC}&outputCurrency=ETH`)
    await connect(page)
    await inputAmount(page).fill('0.01')
    const approve = page.getByRole('button', { name: 'Allow the protocol to use your WBTC' })
    await approve.waitFor({ timeout: 20_000 })
    await approve.click()
    await page.locator('.popup', { hasText: 'Approve WBTC' }).first().waitFor({ timeout: 30_000 })
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    const before = await balanceOf(WBTC, wallet.address)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => balanceOf(WBTC, wallet.address), { timeout: 30_000 })
      .toBe(before - parseUnits('0.01', 8))
  })

  it("shows 'Transaction rejected.' when the wallet refuses", async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('0.1')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    await actionButton(page).click()
    wallet.rejectNext('eth_sendTransaction')
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction rejected.').waitFor({ timeout: 20_000 })
  })

  it("blocks a trade with more than 15% price impact: 'Price Impact Too High'", async () => {
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('5000')
    await expect
      .poll(() => actionButton(page).textContent(), { timeout: 20_000 })
      .toBe('Price Impact Too High')
    expect(await actionButton(page).isDisabled()).toBe(true)
  })
})
