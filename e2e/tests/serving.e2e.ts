import { devAccount, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveApp } from '../../apps/web/server/serve.ts'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { ROUTES } from '../src/routes.ts'

const USDC = MAINNET_TOKENS.USDC.address

/**
 * Everything the page reports against its Content-Security-Policy or as an uncaught error: the
 * `securitypolicyviolation` events of the document (listened to from before the app's first script),
 * the console's CSP reports, and page errors. `take()` returns them and starts over.
 */
async function watchPolicy(page: Page): Promise<{ take(): string[] }> {
  let problems: string[] = []
  await page.exposeFunction('__reportPolicyViolation', (text: string) => {
    problems.push(`violation: ${text}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation(text: string): void })
        .__reportPolicyViolation
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return {
    take() {
      const taken = problems
      problems = []
      return taken
    },
  }
}

/** Opens a path and checks the document came with the policy: the test means nothing without it. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/,
  )
  expect(response?.headers()['x-frame-options']).toBe('DENY')
}

describe('the production server (headers, CSP, compression) breaks no route', () => {
  it('every route, with the wallet connected, runs under the CSP without a violation or a page error', async () => {
    const { page, stack } = await openPage()
    const policy = await watchPolicy(page)
    await visit(page, `${stack.webUrl}/swap`)
    await connect(page)
    // A route that picks a language keeps it (the saved choice): those go last.
    const routes = [...ROUTES].sort(
      (a, b) => Number(a.path.includes('lng=')) - Number(b.path.includes('lng=')),
    )
    for (const route of routes) {
      await visit(page, `${stack.webUrl}${route.path}`)
      await expect
        .poll(() => page.getByTestId('web3-status').innerText(), { timeout: 20_000 })
        .not.toMatch(/Connect/)
      await route.ready(page)
      // Whatever still loads (lists, logos, quotes, the indexer) is given its moment to fetch.
      await page
        .getByRole('status', { name: 'Loading' })
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined)
      await page.waitForLoadState('networkidle').catch(() => undefined)
      expect(policy.take(), route.path).toEqual([])
    }
    // Lists added by URL and by ENS name are fetched and validated in the page (the validator is
    // compiled at build time: no eval), from the list server and through the IPFS gateway.
    await visit(page, `${stack.webUrl}/swap?lng=en-US`)
    await page
      .getByRole('button', { name: /Change token|Select a token/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Manage Token Lists' }).click()
    for (const [location, name] of [
      [`${stack.lists.url}/devnet.tokenlist.json`, 'Devnet Tokens'],
      ['devnet-tokens.eth', 'Devnet ENS List'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(location)
      await page.locator('.manage-lists__preview', { hasText: name }).waitFor({ timeout: 20_000 })
    }
    await page.keyboard.press('Escape')
    expect(policy.take(), 'lists').toEqual([])

    // The watch is not blind: an injected inline script is refused, and reported.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    await expect.poll(() => policy.take().join('\n')).toContain('script-src')
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined()
  })

  it('sends a real swap under the CSP', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    const policy = await watchPolicy(page)
    await visit(page, `${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('0.05')
    const action = page.locator('.swap-card .primary-button').last()
    await expect.poll(() => action.textContent(), { timeout: 20_000 }).toBe('Swap')
    await action.click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await page
      .locator('.popup', { hasText: 'Swap exactly 0.05 ETH for' })
      .first()
      .waitFor({ timeout: 30_000 })
    expect(policy.take()).toEqual([])
  })

  it("malformed paths get the app's own not-found handling, not a bare 'Bad Request'", async () => {
    const { page, stack } = await openPage()
    const policy = await watchPolicy(page)
    for (const path of ['/pool/%00', '/pool/%E0%A4%A']) {
      await visit(page, `${stack.webUrl}${path}`)
      await page.getByText('No position found.').waitFor({ timeout: 20_000 })
    }
    // An unknown path, malformed or not, lands on the swap page as every unknown path does.
    await visit(page, `${stack.webUrl}/%E0%A4%A/x`)
    await page.waitForURL(/\/swap/)
    expect(policy.take()).toEqual([])
  })
})

describe('wallet connectors, when configured, are not broken by the CSP', () => {
  let app: { url: string; close(): Promise<void> }

  beforeAll(async () => {
    const stack = useStack()
    app = await serveApp({
      port: 0,
      config: {
        rpcUrls: stack.chains,
        devnet: true,
        extraBlockedAddresses: [devAccount(9).address],
        walletConnectProjectId: '0123456789abcdef0123456789abcdef',
        fortmaticApiKey: 'pk_test_0123456789ABCDEF',
      },
    })
  })

  afterAll(async () => {
    await app?.close()
  })

  /** Opens the wallet dialog on a fresh page of the server with every connector configured. */
  async function walletDialog() {
    const { page } = await openPage()
    const policy = await watchPolicy(page)
    const requests: string[] = []
    // The context's requests: a popup's too.
    page.context().on('request', (request) => requests.push(request.url()))
    page.on('websocket', (socket) => requests.push(socket.url()))
    await visit(page, `${app.url}/swap`)
    await page.getByTestId('web3-status').click()
    return { page, policy, requests }
  }

  it('WalletConnect loads its modal and opens its relay socket', async () => {
    const { page, policy, requests } = await walletDialog()
    await page.getByTestId('wallet-option-walletconnect').click()
    // There is no internet here: the relay cannot answer, but the page must be allowed to try.
    await expect
      .poll(() => requests.find((url) => url.startsWith('wss://relay.walletconnect.')), { timeout: 30_000 })
      .toBeDefined()
    await page.waitForTimeout(2_000)
    expect(policy.take()).toEqual([])
  })

  it('Coinbase Wallet opens its popup; Fortmatic, whose service is gone, is listed as unavailable and loads nothing', async () => {
    const { page, policy, requests } = await walletDialog()
    const popup = page.waitForEvent('popup', { timeout: 20_000 })
    await page.getByTestId('wallet-option-coinbase').click()
    await popup
    // (Without internet the popup shows an error page; it was sent to Coinbase's wallet.)
    await expect
      .poll(() => requests.find((url) => url.startsWith('https://keys.coinbase.com/')), { timeout: 20_000 })
      .toBeDefined()
    await page.keyboard.press('Escape')
    await page.getByTestId('web3-status').click()
    const fortmatic = page.getByTestId('wallet-option-fortmatic')
    await expect(fortmatic.isDisabled()).resolves.toBe(true)
    await expect(fortmatic.textContent()).resolves.toContain(
      "Unavailable: Fortmatic's hosted wallet is no longer maintained.",
    )
    await expect(page.getByTestId('wallet-option-portis').textContent()).resolves.toContain(
      'Unavailable: the Portis service has shut down.',
    )
    await page.waitForTimeout(1_000)
    expect(requests.some((url) => url.includes('fortmatic'))).toBe(false)
    expect(policy.take()).toEqual([])
  })
})
