import {
  DEV_ACCOUNTS,
  devAccount,
  devnetClient,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  rpc,
} from '@exchange/devnet'
import type { Page } from 'playwright-core'
import {
  type Address,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { describe, expect, it, onTestFinished } from 'vitest'
import { serveApp } from '../../apps/web/server/serve.ts'
import { connect, enableExpertMode } from '../src/actions.ts'
import { anotherTraderSells } from '../src/anotherTrader.ts'
import { chainChecks, sentDuring } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { actionButton } from '../src/swapFlow.ts'

const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address
const WBTC = MAINNET_TOKENS.WBTC.address

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

  it('asks one quote for an amount typed key by key, and shows the previous quote only as fetching until the new one is in', async () => {
    const { page, stack } = await openPage()
    const requests = quoteRequests(page)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await inputAmount(page).fill('1')
    await expect.poll(() => outputAmount(page).inputValue(), { timeout: 20_000 }).not.toBe('')
    await expect.poll(() => page.locator('.swap-card__fetching').count(), { timeout: 20_000 }).toBe(0)
    const swapQuotes = () =>
      requests
        .map((url) => new URL(url).searchParams)
        .filter((params) => params.get('type') === 'exactIn' && params.get('tokenInAddress') === 'ETH')
    const before = swapQuotes().length
    // In the page (as text: the Content-Security-Policy forbids eval of a function's source there), so
    // that the keys are 10 ms apart however busy the machine is: '2', '2.', '2.7', '2.75' as a user
    // types them, then every frame until the new quote shows must say 'Fetching best price...'
    // whenever the output still holds the quote of 1 ETH.
    const frames = (await page.evaluate(`(async () => {
      const field = document.querySelector('#swap-currency-input-amount')
      const quoted = document.querySelector('#swap-currency-output-amount')
      const old = quoted.value
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
      for (const typed of ['2', '2.', '2.7', '2.75']) {
        setValue.call(field, typed)
        field.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      const seen = { staleWithoutFetching: 0, fetching: 0 }
      const started = performance.now()
      return new Promise((resolve, reject) => {
        const check = () => {
          const fetching = !!document.querySelector('.swap-card__fetching')
          if (fetching) seen.fetching++
          if (quoted.value === old && !fetching) seen.staleWithoutFetching++
          if (quoted.value !== '' && quoted.value !== old && !fetching) resolve(seen)
          else if (performance.now() - started > 20000) reject(new Error('no quote for 2.75 ETH'))
          else requestAnimationFrame(check)
        }
        check()
      })
    })()`)) as { staleWithoutFetching: number; fetching: number }
    expect(frames.fetching).toBeGreaterThan(0)
    expect(frames.staleWithoutFetching).toBe(0)
    // One request, for the whole amount: none for '2', '2.' or '2.7'.
    const typed = swapQuotes().slice(before)
    expect(typed.map((params) => params.get('amount'))).toEqual([parseEther('2.75').toString()])
    // About 3000 USDC per ETH on the replica.
    const quoted = Number((await outputAmount(page).inputValue()).replace(/,/g, ''))
    expect(quoted).toBeGreaterThan(2.75 * 2500)
    expect(quoted).toBeLessThan(2.75 * 3500)
  })

  it('falls back to client-side routing without an error when the quote API is down', async () => {
    const { page, stack } = await openPage()
    // The app is served with a quote API that nothing listens on: requests to it fail for real. (The
    // server's configuration, not the page's: the Content-Security-Policy allows what it names.)
    const app = await serveApp({
      port: 0,
      config: {
        rpcUrls: stack.chains,
        devnet: true,
        extraBlockedAddresses: [devAccount(9).address],
        ipfsGateways: [stack.lists.url],
        quoteApiUrl: 'http://127.0.0.1:9',
        indexerUrl: stack.indexerUrl,
      },
    })
    onTestFinished(() => app.close())
    const requests = quoteRequests(page)
    await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
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

  it("spends DAI with a DAI permit ('allowed' type): one signature, no approval transaction, the swap pays on chain", async () => {
    const { chains } = useStack()
    const chain = chainChecks(1, chains[1])
    // A fresh account (11) that has never allowed anything: 1 ETH for gas and 500 DAI from account 6.
    const holder = devAccount(11).address
    await rpc(chains[1], 'anvil_setBalance', [holder, `0x${parseEther('1').toString(16)}`])
    await chain.successfulReceipt(
      await chain.client.writeContract({
        account: DEV_ACCOUNTS[6]!,
        chain: null,
        address: DAI,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder, parseUnits('500', 18)],
      }),
    )
    const router = MAINNET_CONTRACTS.SwapRouter02
    const daiAbi = parseAbi([
      'function nonces(address) view returns (uint256)',
      'function allowance(address, address) view returns (uint256)',
    ])
    const read = (functionName: 'nonces' | 'allowance') =>
      functionName === 'nonces'
        ? chain.client.readContract({ address: DAI, abi: daiAbi, functionName, args: [holder] })
        : chain.client.readContract({ address: DAI, abi: daiAbi, functionName, args: [holder, router] })
    expect(await read('allowance')).toBe(0n)
    const nonceBefore = await read('nonces')

    const { page, wallet, stack } = await openPage({ wallet: { account: 11 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${DAI}&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('200')
    const approve = page.getByRole('button', { name: 'Allow the protocol to use your DAI' })
    await approve.waitFor({ timeout: 20_000 })
    // Before the signature, the approve step says what a DAI permit gives away.
    await page.getByTestId('unlimited-permit-note').waitFor()
    await approve.click()
    await approve.waitFor({ state: 'detached', timeout: 20_000 })
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    // The signature is DAI's own permit: holder, spender, nonce, expiry, allowed (not an amount).
    const [signed] = wallet.calls('eth_signTypedData_v4')
    expect(wallet.calls('eth_signTypedData_v4')).toHaveLength(1)
    const typed = JSON.parse((signed!.params as [string, string])[1]) as {
      domain: { name: string; verifyingContract: string }
      message: Record<string, unknown>
    }
    expect(typed.domain.name).toBe('Dai Stablecoin')
    expect(typed.domain.verifyingContract.toLowerCase()).toBe(DAI.toLowerCase())
    expect(Object.keys(typed.message).sort()).toEqual(['allowed', 'expiry', 'holder', 'nonce', 'spender'])
    expect(typed.message.allowed).toBe(true)
    expect(String(typed.message.spender).toLowerCase()).toBe(router.toLowerCase())
    expect(wallet.methods).not.toContain('eth_sendTransaction')

    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const minimum = raw((await dialog.getByTestId('trade-limit').textContent()) ?? '', 6)
    const daiBefore = await chain.tokenBalance(DAI, holder)
    const usdcBefore = await chain.tokenBalance(USDC, holder)
    const hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Confirm Swap' }).click())
    const receipt = await chain.successfulReceipt(hash)
    // The one transaction carries the permit: the router's selfPermitAllowed, then the swap.
    const sent = await chain.client.getTransaction({ hash })
    expect(receipt.to?.toLowerCase()).toBe(router.toLowerCase())
    expect(sent.input).toContain(
      toFunctionSelector('selfPermitAllowed(address,uint256,uint256,uint8,bytes32,bytes32)').slice(2),
    )
    expect(wallet.calls('eth_sendTransaction')).toHaveLength(1)
    expect(await read('nonces')).toBe(nonceBefore + 1n)
    // DAI's 'allowed' permit allows everything; the swap took exactly the 200 DAI typed.
    expect(await read('allowance')).toBe(maxUint256)
    expect(await chain.tokenBalance(DAI, holder)).toBe(daiBefore - parseUnits('200', 18))
    expect((await chain.tokenBalance(USDC, holder)) - usdcBefore).toBeGreaterThanOrEqual(minimum)
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

  it('sends the output to a recipient given by ENS name (expert mode, where the recipient field is)', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3 } })
    await enableExpertMode(page, stack.webUrl)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&recipient=bob.eth`)
    await connect(page)
    const recipient = page.getByLabel('Recipient')
    expect(await recipient.inputValue()).toBe('bob.eth')
    await page.getByRole('link', { name: 'View on Explorer' }).waitFor({ timeout: 20_000 })
    await inputAmount(page).fill('0.2')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    // bob.eth is account 1.
    const bob = DEV_ACCOUNTS[1]!.address
    const before = await balanceOf(USDC, bob)
    const minimum = raw((await page.locator('.swap-card').getByTestId('trade-limit').textContent()) ?? '', 6)
    // Expert mode sends at once; the dialog names where the output goes.
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect(dialog.getByTestId('confirm-recipient').textContent()).resolves.toBe(
      `Output will be sent to bob.eth (${bob})`,
    )
    await expect
      .poll(() => balanceOf(USDC, bob), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before + minimum)
  })

  it("asks to accept 'Price Updated' when another trade moves the pool, confirms only after Accept, and the accepted trade is mined", async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('1')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const reviewed = await dialog.getByTestId('confirm-output').textContent()
    await anotherTraderSells('40')
    // The quote is polled every 15 s on layer 1: the new price arrives with the next poll.
    await dialog.getByText('Price Updated').waitFor({ timeout: 40_000 })
    const confirmButton = dialog.getByRole('button', { name: 'Confirm Swap' })
    expect(await confirmButton.isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => confirmButton.isDisabled()).toBe(false)
    const accepted = await dialog.getByTestId('confirm-output').textContent()
    expect(accepted).not.toBe(reviewed)
    // The other trader sold ETH for USDC: a USDC buyer now gets less than reviewed.
    expect(raw(accepted ?? '', 6)).toBeLessThan(raw(reviewed ?? '', 6))
    const minimum = raw((await dialog.getByTestId('trade-limit').textContent()) ?? '', 6)
    const chain = chainChecks(1, stack.chains[1])
    const usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    const ethBefore = await chain.ethBalance(wallet.address)
    const hash = await sentDuring(wallet, () => confirmButton.click())
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    // The accepted trade is the one mined: the receipt succeeded, 1 ETH and the gas left the account, and
    // the USDC received is within the accepted trade's minimum and its shown output (6 digits).
    const receipt = await chain.successfulReceipt(hash)
    expect(receipt.to?.toLowerCase()).toBe(MAINNET_CONTRACTS.SwapRouter02.toLowerCase())
    expect(await chain.ethBalance(wallet.address)).toBe(ethBefore - parseEther('1') - chain.gasPaid(receipt))
    const received = (await chain.tokenBalance(USDC, wallet.address)) - usdcBefore
    expect(received).toBeGreaterThanOrEqual(minimum)
    const expected = raw(accepted ?? '', 6)
    expect(Number(received > expected ? received - expected : expected - received)).toBeLessThan(
      Number(expected) / 10_000,
    )
  })

  it('shows the EXPIRED message when the deadline has passed before the swap is sent', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('0.1')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    // The deadline was set from the latest block (30 minutes); the chain's clock moves 2 hours on
    // before the next block, so the router sees a deadline in the past.
    await rpc(stack.chains[1], 'evm_increaseTime', [7_200])
    try {
      await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
      await dialog
        .getByText(
          'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
        )
        .waitFor({ timeout: 20_000 })
      expect(wallet.methods).not.toContain('eth_sendTransaction')
    } finally {
      // A block at the new time, so that the next deadlines are counted from it.
      await rpc(stack.chains[1], 'evm_mine', [])
    }
  })

  it('keeps a pending swap across a reload and shows its popup when it is mined; the chain has it pending, then mined', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    const chain = chainChecks(1, stack.chains[1])
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('0.3')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const minimum = raw((await dialog.getByTestId('trade-limit').textContent()) ?? '', 6)
    const usdcBefore = await chain.tokenBalance(USDC, wallet.address)
    let hash: Hex | undefined
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    try {
      hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Confirm Swap' }).click())
      await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
      await page.reload()
      await page.getByTestId('web3-status').getByText('1 Pending').waitFor({ timeout: 20_000 })
      // Pending on the chain too: in the node's pool, without a receipt.
      expect(await rpc(stack.chains[1], 'eth_getTransactionReceipt', [hash])).toBeNull()
      expect((await chain.client.getTransaction({ hash })).blockNumber).toBeNull()
    } finally {
      await rpc(stack.chains[1], 'evm_setAutomine', [true])
    }
    await rpc(stack.chains[1], 'evm_mine', [])
    if (!hash) throw new Error('no swap was sent')
    await chain.successfulReceipt(hash)
    expect((await chain.tokenBalance(USDC, wallet.address)) - usdcBefore).toBeGreaterThanOrEqual(minimum)
    await page.locator('.popup', { hasText: 'Swap exactly 0.3 ETH for' }).first().waitFor({ timeout: 30_000 })
    await page.getByTestId('web3-status').getByText('1 Pending').waitFor({ state: 'detached' })
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

    const balance = await devnetClient(1, stack.chains[1]).getBalance({ address: DEV_ACCOUNTS[3]!.address })
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
