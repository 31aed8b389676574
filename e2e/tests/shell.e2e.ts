import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chooseInjectedWallet, connect, connectDevnetAccount } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

describe('the route table', () => {
  const redirects: [string, string][] = [
    [`/swap/${USDC}`, `/swap?outputCurrency=${USDC}`],
    ['/send?exactAmount=1', '/swap?exactAmount=1'],
    ['/claim', '/swap'],
    ['/create-proposal', '/vote/create-proposal'],
    ['/no/such/page', '/swap'],
    ['/', '/swap'],
    [`/add/ETH/${WETH}`, '/add/ETH'],
    [`/add/${USDC}/${USDC}/500`, `/add/${USDC}`],
    [`/increase/ETH/${WETH}/500/1`, '/increase/ETH'],
    ['/add/v2/ETH/ETH', '/add/v2/ETH'],
    ['/remove/0', '/pool'],
    ['/remove/abc', '/pool'],
    ['/migrate/v2/0x1234', '/migrate/v2'],
  ]

  it('redirects every path of the table to where the specification says', async () => {
    const { page, stack } = await openPage()
    for (const [from, to] of redirects) {
      await page.goto(`${stack.webUrl}${from}`)
      await page.waitForURL((url) => `${url.pathname}${url.search}` === to, { timeout: 10_000 })
      expect(pathOf(page), from).toBe(to)
    }
  })

  it('serves the screens of the table with their headers', async () => {
    const { page, stack } = await openPage()
    const screens: [string, string][] = [
      ['/pool', 'Pools Overview'],
      ['/pool/v2', 'V2 Liquidity'],
      ['/pool/v2/find', 'Import V2 Pool'],
      ['/vote', 'Uniswap Governance'],
      ['/uni', 'UNI liquidity mining'],
      ['/migrate/v2', 'Migrate V2 Liquidity'],
      ['/remove/1', 'Remove Liquidity'],
    ]
    for (const [path, title] of screens) {
      await page.goto(`${stack.webUrl}${path}`)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title)
      expect(pathOf(page)).toBe(path)
    }
  })
})

describe('the shell', () => {
  it("shows 'Connect Wallet' when disconnected, then account 0's ENS name once connected", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await expect(page.getByTestId('web3-status').textContent()).resolves.toBe('Connect Wallet')
    await connect(page)
    await page.getByTestId('web3-status').getByText('alice.eth').waitFor()
  })

  it('reconnects the last wallet after a reload', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await page.getByTestId('web3-status').getByText('alice.eth').waitFor()
    await page.reload()
    await page.getByTestId('web3-status').getByText('alice.eth').waitFor()
  })

  it('keeps the Devnet account connected across a reload, like a browser wallet, until it is disconnected', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    // Development account 0 of the devnet, alice.eth.
    await connectDevnetAccount(page)
    await page.getByTestId('web3-status').getByText('alice.eth').waitFor()
    await page.reload()
    await page.getByTestId('web3-status').getByText('alice.eth').waitFor({ timeout: 20_000 })
    await page.getByTestId('web3-status').click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('web3-status').textContent()).toBe('Connect Wallet')
    await page.reload()
    await page.getByTestId('web3-status').waitFor()
    // Given time to reconnect, it stays disconnected.
    await page.waitForTimeout(2_000)
    expect(await page.getByTestId('web3-status').textContent()).toBe('Connect Wallet')
  })

  it("shows 'Wrong Network' on an unsupported chain", async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await wallet.setUnsupportedChain(5_000)
    await page.getByTestId('web3-status').getByText('Wrong Network').waitFor()
    await page.getByTestId('web3-status').click()
    await page
      .getByTestId('wrong-network')
      .getByText('Please connect to the appropriate Ethereum network.')
      .waitFor()
  })

  it('hides Vote on layer 2 and shows it again on mainnet', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    const vote = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vote' })
    await vote.waitFor()
    await connect(page)
    await wallet.switchChain(42161)
    await vote.waitFor({ state: 'detached' })
    await wallet.switchChain(1)
    await vote.waitFor()
  })

  it('marks Pool active on the liquidity paths', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/add/ETH`)
    const pool = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pool' })
    await expect(pool.getAttribute('class')).resolves.toContain('active')
  })

  it('applies ?theme=dark and keeps the choice after a reload', async () => {
    const { page, stack } = await openPage({ colorScheme: 'light' })
    await page.goto(`${stack.webUrl}/swap?theme=dark`)
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    await page.waitForTimeout(1_200)
    await page.goto(`${stack.webUrl}/swap`)
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
  })

  it('follows the system colour scheme when the user has not chosen', async () => {
    const { page, stack } = await openPage({ colorScheme: 'dark' })
    await page.goto(`${stack.webUrl}/swap`)
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
  })

  it('shows the crash screen with a prefilled issue link for a forced error', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap?crash=true`)
    await page.getByText('Something went wrong').waitFor()
    await expect(page.getByTestId('crash-stack').textContent()).resolves.toContain('Forced crash (devnet)')
    const href = (await page.getByTestId('crash-issue-link').getAttribute('href')) ?? ''
    const issue = new URL(href)
    expect(issue.pathname.endsWith('/issues/new')).toBe(true)
    expect(issue.searchParams.get('body')).toContain(`${stack.webUrl}/swap?crash=true`)
    expect(issue.searchParams.get('body')).toContain('Forced crash (devnet)')
  })

  it("shows only 'Blocked address' to a blocked account", async () => {
    const { page, stack } = await openPage({ wallet: { account: 9 } })
    await page.goto(`${stack.webUrl}/swap`)
    await chooseInjectedWallet(page)
    await page.getByText('Blocked address').waitFor()
    await expect(page.locator('body').innerText()).resolves.toBe('Blocked address')
  })

  it('switches from mainnet to Arbitrum with the selector (Vote goes, the layer-2 banner comes) and back', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const vote = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vote' })
    await vote.waitFor()
    await page.getByTestId('network-selector').click()
    await page.getByTestId('network-option-42161').click()
    await page.getByTestId('l2-banner').waitFor()
    await vote.waitFor({ state: 'detached' })
    expect(wallet.chainId).toBe(42161)
    expect(wallet.methods).toContain('wallet_switchEthereumChain')
    await expect(page.getByTestId('network-selector').textContent()).resolves.toBe('Arbitrum')

    await page.getByTestId('network-selector').click()
    await page.getByTestId('network-option-1').click()
    await vote.waitFor()
    await page.getByTestId('l2-banner').waitFor({ state: 'detached' })
    expect(wallet.chainId).toBe(1)
  })

  it('shows a popup when the wallet cannot switch to the chosen network', async () => {
    // A wallet that does not know Optimism, whose user then refuses to add it.
    const { chains } = useStack()
    const { page, wallet, stack } = await openPage({
      wallet: { chains: { 1: chains[1], 42161: chains[42161] } },
    })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    wallet.rejectNext('wallet_addEthereumChain')
    await page.getByTestId('network-selector').click()
    await page.getByTestId('network-option-10').click()
    await page
      .getByTestId('popup')
      .getByText(/Failed to switch networks/)
      .waitFor()
    // The wallet was asked to add the chain after it answered 4902, and the user refused.
    expect(wallet.methods).toContain('wallet_addEthereumChain')
    expect(wallet.chainId).toBe(1)
  })

  it('opens the menu on its main view every time, also after visiting the language view', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-language').click()
    await page.getByTestId('menu-language-view').waitFor()
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu').waitFor({ state: 'detached' })
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-language').waitFor()
    expect(await page.getByTestId('menu-language-view').count()).toBe(0)
  })

  it('switches the locale from the language view and with ?lng, and keeps the choice', async () => {
    const { page, stack } = await openPage({ locale: 'en-US' })
    await page.goto(`${stack.webUrl}/swap?lng=de-DE`)
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    await page.goto(`${stack.webUrl}/pool?lng=ar-SA`)
    await page.waitForFunction(
      () => document.documentElement.lang === 'ar-SA' && document.documentElement.dir === 'rtl',
    )
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-language').click()
    await page.getByRole('link', { name: /Français/ }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
    await page.waitForTimeout(1_200)
    await page.goto(`${stack.webUrl}/swap`)
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
  })

  it('suggests the browser language when the page shows another', async () => {
    const { page, stack } = await openPage({ locale: 'de-DE' })
    await page.goto(`${stack.webUrl}/swap?lng=en-US`)
    await page.getByTestId('locale-note').getByText('Deutsch').waitFor()
  })

  it('shows no network warning while blocks are fresh', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByTestId('block-number').waitFor()
    expect(await page.getByTestId('network-warning').count()).toBe(0)
  })
})
