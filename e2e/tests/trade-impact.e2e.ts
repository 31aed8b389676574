import { DEV_ACCOUNTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'
import { actionButton, inputAmount, outputAmount } from '../src/swapFlow.ts'

/**
 * Price impact on /swap: a trade above 3% is blocked without expert mode, one between 2% and 3% says
 * 'Swap Anyway', and a swap that loses 5% of its USD value asks in a browser dialog; with the USD values
 * of the amount panels and (Max).
 */

const USDC = MAINNET_TOKENS.USDC.address

/** Turns expert mode on through the settings, as a user does: the dialog, then 'confirm' typed. */
async function turnOnExpertMode(page: Page) {
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  await page.getByRole('switch', { name: 'Expert Mode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
  page.once('dialog', (prompt) => void prompt.accept('confirm'))
  await dialog.getByRole('button', { name: 'Turn On Expert Mode' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** The price impact of an ETH→USDC exact-input quote from the quote API, in percent. */
async function quotedImpact(eth: number): Promise<number> {
  const query = new URLSearchParams({
    tokenInAddress: 'ETH',
    tokenInChainId: '1',
    tokenOutAddress: USDC,
    tokenOutChainId: '1',
    amount: parseEther(eth.toFixed(3)).toString(),
    type: 'exactIn',
    // As the app asks: routes may share pools.
    sharedPools: 'true',
  })
  const response = await fetch(`${useStack().quoteApiUrl}/v1/quote?${query}`)
  return Number(((await response.json()) as { priceImpact: string }).priceImpact)
}

/**
 * An ETH amount whose swap to USDC has a price impact between `low` and `high` percent on the replica as
 * it is now (other tests move the pools): bisection on the quote API, which routes as the app does.
 */
async function ethAmountWithImpact(low: number, high: number): Promise<string> {
  const target = (low + high) / 2
  let [small, large] = [1, 5_000]
  for (let step = 0; step < 30; step++) {
    const middle = (small + large) / 2
    const impact = await quotedImpact(middle)
    if (impact > low && impact < high) return middle.toFixed(3)
    if (impact < target) small = middle
    else large = middle
  }
  throw new Error(`No ETH amount has a price impact between ${low}% and ${high}%`)
}

/** The price impact the trade details show, in percent. */
async function shownPriceImpact(page: Page): Promise<number> {
  const shown = page.locator('.swap-card__details .trade-details .price-impact')
  await shown.waitFor({ timeout: 20_000 })
  return Number((await shown.textContent())?.replace(/[^0-9.]/g, ''))
}

/** An ETH amount whose swap to USDC loses between 5% and 10% of its USD value on the seeded replica. */
const LARGE_TRADE_ETH = '2200'

/**
 * Types `eth` (another amount than the one typed before) into the input and returns the change of USD
 * value the output panel shows, in percent (0 when it shows none), once the quote for that amount is in.
 */
async function shownFiatChange(page: Page, eth: string): Promise<number> {
  const before = await outputAmount(page).inputValue()
  await inputAmount(page).fill(eth)
  // Another amount quotes another output; until it is in, the old one stays (marked as fetching).
  await expect
    .poll(
      async () =>
        (await page.locator('.swap-card__fetching').count()) === 0 &&
        !['', before].includes(await outputAmount(page).inputValue()),
      { timeout: 20_000 },
    )
    .toBe(true)
  const impact = page.getByTestId('swap-currency-output-fiat').locator('.price-impact')
  if ((await impact.count()) === 0) return 0
  return Number((await impact.textContent())?.replace(/[^0-9.-]/g, ''))
}

/**
 * Types an ETH amount whose swap to USDC loses between 6% and 9% of its USD value as the app shows it (well
 * inside the 5% dialog's band, so that a new block's USD price cannot move it out), on the replica as it
 * is now: earlier test files sell ETH in the same pools, which moves them out of their deepest liquidity.
 * Starts at LARGE_TRADE_ETH and bisects from there; returns the change.
 */
async function typeAmountLosing5To10Percent(page: Page): Promise<number> {
  let [small, large] = [1, 20_000]
  let eth = Number(LARGE_TRADE_ETH)
  for (let step = 0; step < 20; step++) {
    const change = await shownFiatChange(page, eth.toFixed(3))
    if (change <= -6 && change > -9) return change
    if (change <= -9) large = eth
    else small = eth
    eth = (small + large) / 2
  }
  throw new Error('No ETH amount loses between 6% and 9% of its USD value')
}
describe('price impact', () => {
  it("blocks a trade above 3% price impact without expert mode: 'Price Impact Too High'", async () => {
    const eth = await ethAmountWithImpact(3.3, 4.7)
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill(eth)
    await expect
      .poll(() => actionButton(page).textContent(), { timeout: 20_000 })
      .toBe('Price Impact Too High')
    expect(await actionButton(page).isDisabled()).toBe(true)
    // The impact the page shows is the one that blocked it: above 3%, below the old 5% line.
    const shown = await shownPriceImpact(page)
    expect(shown).toBeGreaterThan(3)
    expect(shown).toBeLessThan(5)
  })

  it("marks a trade between 2% and 3% price impact 'Swap Anyway' in error style, and lets it through", async () => {
    const eth = await ethAmountWithImpact(2.2, 2.8)
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill(eth)
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap Anyway')
    expect(await actionButton(page).isDisabled()).toBe(false)
    expect(await actionButton(page).getAttribute('class')).toContain('primary-button--danger')
    const shown = await shownPriceImpact(page)
    expect(shown).toBeGreaterThan(2)
    expect(shown).toBeLessThanOrEqual(3)
  })
})

describe('amount panels', () => {
  it('shows the USD value of each side, and (Max) fills the balance less 0.01 ETH for gas', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('1')
    const inputFiat = page.getByTestId('swap-currency-input-fiat')
    const outputFiat = page.getByTestId('swap-currency-output-fiat')
    await expect.poll(() => outputFiat.textContent(), { timeout: 20_000 }).toMatch(/^~\$[0-9,]+\.\d\d \(/)
    // About 3,000 USD for 1 ETH on the replica, and the USDC received is worth a little less.
    const usd = (text: string | null) =>
      Number((text ?? '').replace(/^~\$/, '').replace(/ .*/, '').replace(/,/g, ''))
    await expect
      .poll(async () => usd(await inputFiat.textContent()), { timeout: 20_000 })
      .toBeGreaterThan(2_000)
    expect(usd(await inputFiat.textContent())).toBeLessThan(4_000)
    const outputValue = usd(await outputFiat.textContent())
    expect(outputValue).toBeLessThanOrEqual(usd(await inputFiat.textContent()))
    expect(outputValue).toBeGreaterThan(usd(await inputFiat.textContent()) * 0.98)

    const balance = await chainClient().getBalance({ address: DEV_ACCOUNTS[3]!.address })
    await page.getByRole('button', { name: '(Max)' }).click()
    expect(parseEther(await inputAmount(page).inputValue())).toBe(balance - parseEther('0.01'))
    await page.getByRole('button', { name: '(Max)' }).waitFor({ state: 'detached' })
  })

  it('asks in a browser dialog before a swap that loses 5% of its USD value, also in expert mode', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await turnOnExpertMode(page)
    const shown = await typeAmountLosing5To10Percent(page)
    expect(shown).toBeLessThanOrEqual(-5)
    expect(shown).toBeGreaterThan(-10)
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap Anyway')
    const messages: string[] = []
    page.once('dialog', (question) => {
      messages.push(question.message())
      void question.dismiss()
    })
    await actionButton(page).click()
    await expect.poll(() => messages.length).toBe(1)
    expect(messages[0]).toBe(
      'This swap has a price impact of at least 5%. Please confirm that you would like to continue with this swap.',
    )
    // Declined: nothing was sent, and expert mode skipped the review dialog.
    expect(wallet.methods).not.toContain('eth_sendTransaction')
    expect(await page.getByRole('dialog', { name: 'Confirm Swap' }).count()).toBe(0)
  })
})
