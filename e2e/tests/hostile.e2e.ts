import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { devAccount, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { expectNoCrash, watchErrors } from '../src/pageWatch.ts'
import { deployPlainToken, tokenList } from '../src/testTokens.ts'
import { importListByUrl, openPicker, searchBox, tokenOptions } from '../src/tokenPicker.ts'

/**
 * Issue 16: data from lists, token contracts and links never crashes the app or loses what the user has
 * (the cases of stored state, list servers and tabs are in hostile-state.e2e.ts). Each case deploys or
 * serves its hostile data at test time.
 */

const USDC = MAINNET_TOKENS.USDC.address
const RLO = '\u202e'
const ZWSP = '\u200b'
/** 10^60 whole tokens of 18 decimals: 10^78 base units, more than 2^256 - 1 (about 1.16 × 10^77). */
const TOO_LARGE = `1${'0'.repeat(60)}`
/** A list of the hostile tokens, as a list server would serve it. */
const hostileList = (name: string, tokens: object[]) =>
  tokenList(name, tokens, { timestamp: '2026-11-25T00:00:00.000Z' })
/** A PlainToken deployed now on the chain-1 devnet, with `supply` minted to development account 0. */
const deployToken = (symbol: string, name: string, decimals: number, supply = 0n) =>
  deployPlainToken(symbol, name, decimals, { to: devAccount(0).address, amount: supply })

describe('a hostile token (255 decimals, right-to-left override, huge supply)', () => {
  it('is refused visibly from a schema-valid list, by address and by link, also after a reload (cases 1, 4, 10)', async () => {
    const hostile = await deployToken(`${RLO}CDSU`, `Hostile ${RLO}Coin`, 255, maxUint256)
    const spoof = await deployToken(`${RLO}DT${ZWSP}SU`, `Spoof${ZWSP} Tether`, 18)
    const stack = useStack()
    writeFileSync(
      join(stack.lists.dir, 'hostile.tokenlist.json'),
      JSON.stringify(
        hostileList('Hostile List', [
          { chainId: 1, address: hostile, symbol: `${RLO}CDSU`, name: `Hostile ${RLO}Coin`, decimals: 255 },
          {
            chainId: 1,
            address: spoof,
            symbol: `${RLO}DT${ZWSP}SU`,
            name: `Spoof${ZWSP} Tether`,
            decimals: 18,
          },
        ]),
      ),
    )
    const { page } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await importListByUrl(page, `${stack.lists.url}/hostile.tokenlist.json`, 'Hostile List')

    const checkPicker = async () => {
      await openPicker(page)
      await searchBox(page).fill('CDSU')
      await page
        .getByRole('alert')
        .filter({ hasText: 'CDSU from Hostile List is not supported: it has 255 decimals' })
        .waitFor()
      // The spoofing token of 18 decimals is listed, its symbol without the override or the zero-width space.
      await searchBox(page).fill('')
      await searchBox(page).fill(spoof)
      const row = page.getByTestId(`token-option-${spoof}`)
      await row.waitFor()
      expect(await row.locator('.token-row__symbol').textContent()).toBe('DTSU')
      expect(await row.locator('.token-row__name').textContent()).toContain('Spoof Tether')
      // By address: the contract's own 255 decimals are refused with the same words.
      await searchBox(page).fill(hostile)
      await page.getByRole('alert').filter({ hasText: 'is not supported: it has 255 decimals' }).waitFor()
      expect(await page.getByTestId(`token-option-${hostile}`).count()).toBe(0)
      await page.keyboard.press('Escape')
    }
    await checkPicker()
    await expectNoCrash(page, errors)

    await page.waitForTimeout(1_200)
    await page.reload()
    await page.locator('#swap-currency-input').waitFor()
    await checkPicker()

    // A link to the token: no crash, no import dialog, and the page says what it refused.
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${hostile}&exactAmount=1`)
    await page.getByRole('alert').filter({ hasText: 'is not supported: it has 255 decimals' }).waitFor()
    expect(await page.getByRole('dialog', { name: 'Import a token' }).count()).toBe(0)
    for (const path of [`/add/v2/ETH/${hostile}`, `/add/ETH/${hostile}`]) {
      await page.goto(`${stack.webUrl}${path}`)
      await page.getByRole('alert').filter({ hasText: 'is not supported: it has 255 decimals' }).waitFor()
    }
    // The app keeps working: ETH to USDC still quotes.
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1`)
    await page.getByTestId('swap-price').waitFor({ timeout: 30_000 })
    await expectNoCrash(page, errors)
  })
})

describe('amounts no token can hold (case 3)', () => {
  const invalid = (page: Page, id: string) => page.locator(`#${id}-amount`).getAttribute('aria-invalid')

  it('are invalid input on /swap, typed in either field or from a link, with the button saying why', async () => {
    const { page, stack } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    const button = page.getByRole('button', { name: 'Amount too large' })
    await page.locator('#swap-currency-input-amount').fill(TOO_LARGE)
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
    expect(await invalid(page, 'swap-currency-input')).toBe('true')
    await page.locator('#swap-currency-output-amount').fill(`1${'0'.repeat(75)}`)
    // The button already says so for the input field: wait for the output field's own mark.
    await expect.poll(() => invalid(page, 'swap-currency-output')).toBe('true')
    await button.waitFor()
    await page.locator('#swap-currency-output-amount').fill('1')
    await page.getByRole('button', { name: 'Amount too large' }).waitFor({ state: 'detached' })

    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=${TOO_LARGE}`)
    await button.waitFor()
    expect(await page.locator('#swap-currency-input-amount').inputValue()).toBe(TOO_LARGE)
    expect(await invalid(page, 'swap-currency-input')).toBe('true')
    // USDC has 6 decimals: 10^75 USDC is 10^81 base units.
    await page.goto(
      `${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1${'0'.repeat(75)}&exactField=output`,
    )
    await button.waitFor()
    expect(await invalid(page, 'swap-currency-output')).toBe('true')
    // Not an amount by the spec's rules (digits and one point): ignored, never a crash.
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1e60`)
    await page.getByRole('button', { name: 'Enter an amount' }).waitFor()
    // Wrapping takes the amount one for one: too large there too.
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${MAINNET_TOKENS.WETH.address}`)
    await page.locator('#swap-currency-input-amount').fill(TOO_LARGE)
    await button.waitFor()
    await expectNoCrash(page, errors)
  })

  it('are invalid input on /add/v2 and /add, with the button saying why', async () => {
    const { page, stack } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/add/v2/ETH/${USDC}`)
    await connect(page)
    await page.locator('#add-liquidity-input-tokena-amount').fill(TOO_LARGE)
    await page.getByRole('button', { name: 'Amount too large' }).waitFor()
    expect(await invalid(page, 'add-liquidity-input-tokena')).toBe('true')
    // USDC has 6 decimals: 10^70 fits as USDC units, but the ETH that goes with it at the pair's price does not.
    await page.locator('#add-liquidity-input-tokenb-amount').fill(`1${'0'.repeat(64)}`)
    await page.getByRole('button', { name: 'Amount too large' }).waitFor()
    await expect.poll(() => invalid(page, 'add-liquidity-input-tokena')).toBe('true')

    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await page.getByRole('button', { name: 'Full Range' }).click()
    await page.locator('#add-liquidity-input-tokena-amount').fill(TOO_LARGE)
    await page.getByRole('button', { name: 'Amount too large' }).waitFor()
    expect(await invalid(page, 'add-liquidity-input-tokena')).toBe('true')
    await expectNoCrash(page, errors)
  })
})

describe('imported lists (case 5)', () => {
  it('label their tokens with the list, rank a fake USDC after the real one and warn of the collision', async () => {
    const stack = useStack()
    const fake = await deployToken('USDC', 'USD Coin', 6)
    writeFileSync(
      join(stack.lists.dir, 'fake-usdc.tokenlist.json'),
      JSON.stringify(
        hostileList('Copycat List', [
          { chainId: 1, address: fake, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        ]),
      ),
    )
    const { page } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/swap`)
    await importListByUrl(page, `${stack.lists.url}/fake-usdc.tokenlist.json`, 'Copycat List')
    await openPicker(page)
    await searchBox(page).fill('USDC')
    const fakeRow = page.getByTestId(`token-option-${fake}`)
    await fakeRow.waitFor()
    // Once the debounced search has run, the real USDC of the default list leads.
    await expect
      .poll(() => tokenOptions(page).first().getAttribute('data-testid'))
      .toBe(`token-option-${USDC}`)
    const order = await tokenOptions(page).evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-testid')),
    )
    expect(order.indexOf(`token-option-${USDC}`)).toBe(0)
    expect(order.indexOf(`token-option-${fake}`)).toBeGreaterThan(0)
    expect(await fakeRow.locator('.token-row__name').textContent()).toContain('via Copycat List')
    expect(await fakeRow.getByRole('note').textContent()).toBe('Same symbol as a token on a default list')
    const realRow = page.getByTestId(`token-option-${USDC}`)
    expect(await realRow.getByRole('note').count()).toBe(0)
    expect(await realRow.locator('.token-row__name').textContent()).not.toContain('via')
    await expectNoCrash(page, errors)
  })
})
