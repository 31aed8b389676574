import { writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { devAccount, devnetClient, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, getAddress, maxUint256 } from 'viem'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { PlainToken } from '../../packages/devnet/src/generated/contracts.ts'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { serveAppWith } from '../src/servedWith.ts'

/**
 * Issue 16: data from lists, token contracts, links, old profiles and other tabs never crashes the app or
 * loses what the user has. Each case deploys or serves its hostile data at test time.
 */

const USDC = MAINNET_TOKENS.USDC.address
const RLO = '\u202e'
const ZWSP = '\u200b'
/** 10^60 whole tokens of 18 decimals: 10^78 base units, more than 2^256 - 1 (about 1.16 × 10^77). */
const TOO_LARGE = `1${'0'.repeat(60)}`

/** A PlainToken deployed now on the chain-1 devnet, with `supply` minted to development account 0. */
async function deployToken(symbol: string, name: string, decimals: number, supply = 0n): Promise<Address> {
  const client = devnetClient(1, useStack().chains[1])
  const owner = devAccount(7)
  const hash = await client.deployContract({
    account: owner,
    abi: PlainToken.abi,
    bytecode: PlainToken.bytecode,
    args: [name, symbol, decimals, owner.address],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the token was not deployed')
  const address = getAddress(receipt.contractAddress)
  if (supply > 0n) {
    const mint = await client.writeContract({
      account: owner,
      address,
      abi: PlainToken.abi,
      functionName: 'mint',
      args: [devAccount(0).address, supply],
    })
    await client.waitForTransactionReceipt({ hash: mint })
  }
  return address
}

function tokenList(name: string, tokens: object[]) {
  return {
    name,
    timestamp: '2026-11-25T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens,
  }
}

/** Uncaught errors of the page; every test ends by checking there were none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function expectNoCrash(page: Page, errors: string[]) {
  expect(await page.getByText('Something went wrong').count()).toBe(0)
  expect(errors).toEqual([])
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search name or paste address' })
const options = (page: Page) => page.getByRole('listbox', { name: 'Tokens' }).getByRole('option')

async function openPicker(page: Page, side: 'input' | 'output' = 'output') {
  await page.locator(`#swap-currency-${side} .currency-panel__select`).click()
  await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
}

async function importListByUrl(page: Page, url: string, listName: string) {
  await openPicker(page)
  await page.getByRole('button', { name: 'Manage Token Lists' }).click()
  await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(url)
  await page
    .locator('.manage-lists__preview', { hasText: listName })
    .getByRole('button', { name: 'Import' })
    .click()
  await page.getByRole('checkbox', { name: 'I understand' }).check()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await page.locator('.list-row', { hasText: listName }).waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

async function importTokenByAddress(page: Page, address: Address) {
  await openPicker(page)
  await searchBox(page).fill(address)
  await page.getByTestId(`token-option-${address}`).getByText('Import', { exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a token' })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
  await page.keyboard.press('Escape')
}

async function customTokenCount(page: Page): Promise<string | null> {
  await openPicker(page)
  await page.getByRole('button', { name: 'Manage Token Lists' }).click()
  await page.getByRole('tab', { name: 'Tokens' }).click()
  const text = page.getByText(/\d+ Custom Tokens?\b/)
  await text.waitFor()
  const count = await text.textContent()
  await page.keyboard.press('Escape')
  return count
}

describe('a hostile token (255 decimals, right-to-left override, huge supply)', () => {
  it('is refused visibly from a schema-valid list, by address and by link, also after a reload (cases 1, 4, 10)', async () => {
    const hostile = await deployToken(`${RLO}CDSU`, `Hostile ${RLO}Coin`, 255, maxUint256)
    const spoof = await deployToken(`${RLO}DT${ZWSP}SU`, `Spoof${ZWSP} Tether`, 18)
    const stack = useStack()
    writeFileSync(
      join(stack.lists.dir, 'hostile.tokenlist.json'),
      JSON.stringify(
        tokenList('Hostile List', [
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

describe('stored state from an old or tampered profile', () => {
  const good = '0x00000000000000000000000000000000000000aa'
  const bad = '0x00000000000000000000000000000000000000bb'

  it('drops a stored token of 255 decimals alone and keeps the good one beside it (case 2)', async () => {
    const { page, stack } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/swap`)
    await page.evaluate(
      ({ good, bad }) => {
        const token = (address: string, decimals: number) => ({ chainId: 1, address, decimals, symbol: 'T' })
        localStorage.setItem(
          'exchange:state',
          JSON.stringify({
            version: 2,
            user: { tokens: { 1: { [good]: token(good, 18), [bad]: token(bad, 255) } } },
          }),
        )
      },
      { good, bad },
    )
    await page.reload()
    await page.locator('#swap-currency-input').waitFor()
    expect(await customTokenCount(page)).toBe('1 Custom Token')
    await page.reload()
    await page.locator('#swap-currency-input').waitFor()
    await expectNoCrash(page, errors)
  })

  it('loads stored lists with broken tokens and garbage in the wallet library keys (case 10)', async () => {
    const { page, stack } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/swap`)
    await page.evaluate((usdc) => {
      const token = (fields: object) => ({
        chainId: 1,
        address: usdc,
        symbol: 'STORED',
        name: 'Stored Coin',
        decimals: 6,
        ...fields,
      })
      const tokens = [
        token({}),
        token({ address: '0x00000000000000000000000000000000000000c1', decimals: null }),
        token({ address: '0x00000000000000000000000000000000000000c2', decimals: 300 }),
        token({ address: '0x00000000000000000000000000000000000000c3', decimals: 'x' }),
        token({ address: '0x00000000000000000000000000000000000000c4', decimals: 255 }),
        token({ address: '0x00000000000000000000000000000000000000c5', chainId: '1' }),
      ]
      const url = 'https://stored.example/list.json'
      const list = {
        name: 'Stored List',
        timestamp: '2026-01-01',
        version: { major: 1, minor: 0, patch: 0 },
        tokens,
      }
      localStorage.setItem(
        'exchange:lists',
        JSON.stringify({
          byUrl: { [url]: { current: list, pendingUpdate: null } },
          activeListUrls: [url, 'https://tokens.uniswap.org'],
        }),
      )
      localStorage.setItem('wagmi.recentConnectorId', '{')
      localStorage.setItem('wagmi.store', '{"state":')
    }, USDC)
    await page.reload()
    await page.locator('#swap-currency-input').waitFor()
    await openPicker(page)
    await searchBox(page).fill('0x00000000000000000000000000000000000000c4')
    await page.getByText('No results found.').waitFor()
    await page.keyboard.press('Escape')
    await connect(page)
    await page.reload()
    await page.locator('#swap-currency-input').waitFor()
    await page.waitForTimeout(500)
    await expectNoCrash(page, errors)
  })

  it('offers a way out of the crash screen that keeps imported tokens and never comes back by itself', async () => {
    const { page, stack } = await openPage()
    const errors = watchErrors(page)
    await page.goto(`${stack.webUrl}/swap`)
    await page.evaluate((good) => {
      localStorage.setItem(
        'exchange:state',
        JSON.stringify({
          version: 2,
          user: { userDeadline: 600, tokens: { 1: { [good]: { chainId: 1, address: good, decimals: 18 } } } },
        }),
      )
    }, good)
    await page.goto(`${stack.webUrl}/swap?crash=true`)
    await page.getByText('Something went wrong').waitFor()
    await page.getByRole('button', { name: "Reset this page's settings" }).click()
    await page.waitForURL(`${stack.webUrl}/swap`)
    await page.locator('#swap-currency-input').waitFor()
    expect(await page.getByText('Something went wrong').count()).toBe(0)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('exchange:state') ?? '{}'))
    expect(stored.user.userDeadline).toBe(1800)
    expect(Object.keys(stored.user.tokens['1'])).toEqual([good])
    expect(await customTokenCount(page)).toBe('1 Custom Token')
    // The forced crash threw inside React: only that, nothing uncaught.
    expect(errors.filter((message) => !message.includes('Forced crash'))).toEqual([])
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
        tokenList('Copycat List', [
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
    await expect.poll(() => options(page).first().getAttribute('data-testid')).toBe(`token-option-${USDC}`)
    const order = await options(page).evaluateAll((rows) =>
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

describe('a list server that accepts the connection and never answers (case 6)', () => {
  const sockets = new Set<Socket>()
  let connections = 0
  let server: Server | undefined
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  })

  it("ends in the spec's list error instead of loading forever", async () => {
    server = createServer((socket) => {
      connections += 1
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    const port = await new Promise<number>((resolve) =>
      server?.listen(0, '127.0.0.1', () => {
        const address = server?.address()
        resolve(typeof address === 'object' && address ? address.port : 0)
      }),
    )
    const { page, stack } = await openPage()
    // The hanging host is configured as a second IPFS gateway, so that the page's Content-Security-Policy
    // lets it connect there (an http list host outside the configuration is refused at once).
    const hanging = `http://127.0.0.1:${port}`
    const app = await serveAppWith(stack, { ipfsGateways: [stack.lists.url, hanging] })
    onTestFinished(() => app.close())
    const errors = watchErrors(page)
    await page.goto(`${app.url}/swap`)
    await openPicker(page)
    await page.getByRole('button', { name: 'Manage Token Lists' }).click()
    const started = Date.now()
    await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(`${hanging}/never.json`)
    await page.getByRole('alert').filter({ hasText: 'Error importing list' }).waitFor({ timeout: 30_000 })
    expect(Date.now() - started).toBeLessThan(25_000)
    expect(connections).toBeGreaterThan(0)
    await expectNoCrash(page, errors)
  })
})

describe('two tabs (case 8)', () => {
  it('keep the tokens imported in each other when both write their settings', async () => {
    const first = await deployToken('TABONE', 'Tab One Token', 18)
    const second = await deployToken('TABTWO', 'Tab Two Token', 18)
    const { page: tabA, stack } = await openPage()
    const tabB = await tabA.context().newPage()
    await tabA.goto(`${stack.webUrl}/swap`)
    await tabB.goto(`${stack.webUrl}/swap`)
    await tabA.locator('#swap-currency-input').waitFor()
    await tabB.locator('#swap-currency-input').waitFor()
    await importTokenByAddress(tabA, first)
    await tabA.waitForTimeout(1_200)
    await importTokenByAddress(tabB, second)
    await tabB.waitForTimeout(1_200)
    const stored = await tabA.evaluate(() => JSON.parse(localStorage.getItem('exchange:state') ?? '{}'))
    expect(Object.keys(stored.user.tokens['1']).sort()).toEqual([first, second].sort())
    // Each tab learnt of the other's token as it was written.
    expect(await customTokenCount(tabA)).toBe('2 Custom Tokens')
    expect(await customTokenCount(tabB)).toBe('2 Custom Tokens')
    await tabB.reload()
    await tabB.locator('#swap-currency-input').waitFor()
    expect(await customTokenCount(tabB)).toBe('2 Custom Tokens')
  })
})
