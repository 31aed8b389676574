import { createServer, type Server, type Socket } from 'node:net'
import { MAINNET_TOKENS } from '@exchange/devnet'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { expectNoCrash, watchErrors } from '../src/pageWatch.ts'
import { serveAppWith } from '../src/servedWith.ts'
import { deployPlainToken } from '../src/testTokens.ts'
import { customTokenCount, importTokenByAddress, openPicker, searchBox } from '../src/tokenPicker.ts'

/**
 * Issue 16: old or tampered profiles, a list server that never answers and two tabs never crash the app
 * or lose what the user has (hostile tokens, lists and amounts are in hostile.e2e.ts).
 */

const USDC = MAINNET_TOKENS.USDC.address

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
    const first = await deployPlainToken('TABONE', 'Tab One Token', 18)
    const second = await deployPlainToken('TABTWO', 'Tab Two Token', 18)
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
