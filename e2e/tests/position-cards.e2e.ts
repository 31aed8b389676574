import { MAINNET_CONTRACTS, MAINNET_TOKENS, readAddressBook } from '@exchange/devnet'
import type { Locator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { pickToken } from '../src/tokenPicker.ts'
import { depositV2 } from '../src/v2Pairs.ts'

const USDC = MAINNET_TOKENS.USDC.address
const LINK = MAINNET_TOKENS.LINK.address
const seeded = readAddressBook(1).account0Positions
/** A number shown in en-US, thousands grouped with commas. */
const shownNumber = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^0-9.]/g, ''))

const linkEthCard = (page: Page) =>
  page.getByRole('article', {
    name: LINK.toLowerCase() < MAINNET_CONTRACTS.WETH9.toLowerCase() ? 'LINK/ETH' : 'ETH/LINK',
  })

describe('the v2 position card', () => {
  it("opens Manage onto the pooled amounts, the share and the Add and Remove actions (the finder's card too)", async () => {
    // Account 8 (no other browser test holds LINK/ETH liquidity with it) deposits LINK and ETH in the v2 pair.
    await depositV2(8, LINK, parseEther('200'), 'ETH', parseEther('1'))
    const { page, stack } = await openPage({ wallet: { account: 8 } })
    await page.goto(`${stack.webUrl}/pool/v2/find`)
    await connect(page)
    // The finder starts from ETH.
    await page.getByTestId('finder-currency-0').getByText('ETH').waitFor()
    await pickToken(page, page.getByTestId('finder-currency-1'), LINK)
    await page.getByTestId('finder-result').getByText('Pool Found!').waitFor({ timeout: 20_000 })
    const card = linkEthCard(page)
    const manage = card.getByRole('button', { name: /Manage/ })
    await manage.click()
    expect(await manage.getAttribute('aria-expanded')).toBe('true')
    await expect
      .poll(() => shownNumber(card.getByTestId('v2-pooled-0')), { timeout: 20_000 })
      .toBeGreaterThan(0)
    expect(await shownNumber(card.getByTestId('v2-pooled-1'))).toBeGreaterThan(0)
    expect(await card.getByTestId('v2-pool-share').textContent()).toMatch(/^(<0\.01|\d+\.\d\d)%$/)
    const [a, b] = LINK.toLowerCase() < MAINNET_CONTRACTS.WETH9.toLowerCase() ? [LINK, 'ETH'] : ['ETH', LINK]
    expect(await card.getByRole('link', { name: 'Add', exact: true }).getAttribute('href')).toBe(
      `/add/v2/${a}/${b}`,
    )
    expect(await card.getByRole('link', { name: 'Remove', exact: true }).getAttribute('href')).toBe(
      `/remove/v2/${a}/${b}`,
    )
    // Closing it hides them again.
    await manage.click()
    expect(await card.getByTestId('v2-pooled-0').count()).toBe(0)
  })

  it('beside the add form it shows the position at once, with no Manage that opens nothing', async () => {
    const { page, stack } = await openPage({ wallet: { account: 8 } })
    await page.goto(`${stack.webUrl}/add/v2/ETH/${LINK}`)
    await connect(page)
    const card = linkEthCard(page)
    await card.getByText('Your position').waitFor({ timeout: 20_000 })
    expect(await card.getByRole('button', { name: /Manage/ }).count()).toBe(0)
    await expect
      .poll(() => shownNumber(card.getByTestId('v2-pooled-0')), { timeout: 20_000 })
      .toBeGreaterThan(0)
    expect(await card.getByTestId('v2-pool-share').textContent()).toMatch(/%$/)
  })
})

describe("a v3 position's price", () => {
  it('reads the same way round on /pool, on the position and on /add (USDC per ETH), and the toggles invert it', async () => {
    const tokenId = seeded.inRange!
    const { page, stack } = await openPage({ wallet: { account: 0 } })
    await page.goto(`${stack.webUrl}/pool`)
    await connect(page)
    const row = page.getByTestId(`position-${tokenId}`)
    await expect
      .poll(() => row.locator('.position-item__range').textContent(), { timeout: 20_000 })
      .toContain('USDC per ETH')
    // Buttons are pressed from the keyboard: account 0's airdrop popup may cover them (issue 23, item 17).
    const press = async (button: Locator) => {
      await button.focus()
      await page.keyboard.press('Enter')
    }
    const invert = page.getByRole('button', { name: 'Invert prices' })
    await press(invert)
    expect(await invert.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => row.locator('.position-item__range').textContent()).toContain('ETH per USDC')
    await press(invert)
    await expect.poll(() => row.locator('.position-item__range').textContent()).toContain('USDC per ETH')

    await page.goto(`${stack.webUrl}/pool/${tokenId}`)
    const current = page.getByTestId('current-price')
    await expect.poll(() => shownNumber(current), { timeout: 20_000 }).toBeGreaterThan(1_000)
    const onPosition = await shownNumber(current)
    await page.locator('.position-range__box--current', { hasText: 'USDC per ETH' }).waitFor()
    // Increase puts the base first, so /increase reads the same way round.
    const increase = page.getByRole('link', { name: 'Increase Liquidity' })
    expect(await increase.getAttribute('href')).toBe(`/increase/ETH/${USDC}/3000/${tokenId}`)
    // The page's own toggle inverts it.
    await press(page.getByRole('button', { name: 'ETH', exact: true }))
    await page.locator('.position-range__box--current', { hasText: 'ETH per USDC' }).waitFor()
    expect(await shownNumber(current)).toBeLessThan(1)

    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    const onAdd = page.getByTestId('current-price')
    await expect.poll(() => shownNumber(onAdd), { timeout: 20_000 }).toBeGreaterThan(1_000)
    expect(Math.abs((await shownNumber(onAdd)) / onPosition - 1)).toBeLessThan(0.01)
  })
})
