import { MAINNET_TOKENS } from '@exchange/devnet'
import { parseEther } from 'viem'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openPage } from '../src/context.ts'
import { serveAppWith } from '../src/servedWith.ts'
import { inputAmount, outputAmount, quoteRequests } from '../src/swapFlow.ts'

/**
 * Quotes on /swap: from the quote API with the route's hops, in the browser with the Auto Router off or
 * the API down, and one request for an amount typed key by key. The swaps themselves are in
 * trade-swaps.e2e.ts, approvals and permits in trade-approvals.e2e.ts, price impact in trade-impact.e2e.ts.
 */

const USDC = MAINNET_TOKENS.USDC.address

describe('quotes', () => {
  it('quotes ETH to USDC through the quote API and shows the route with its hops', async () => {
    const { page, stack } = await openPage()
    const requests = quoteRequests(page)
    // The API's own answer must be a good one, and the trade shown must be built from it, not from the
    // browser's routing (its silent fallback, which quotes the same pools alike): each answer passes
    // through with its routes' output 1% lower, a mark only the API's answer carries.
    const answers: { status: number; quote?: string; routes?: number; marked?: bigint }[] = []
    await page.route('**/v1/quote?**', async (intercepted) => {
      const response = await intercepted.fetch()
      const body = (await response.json().catch(() => undefined)) as
        | { quote: string; route: { amountOut: string }[][] }
        | undefined
      answers.push({ status: response.status(), quote: body?.quote, routes: body?.route?.length })
      if (!response.ok() || !body?.route) return intercepted.fulfill({ response })
      let marked = 0n
      for (const hops of body.route) {
        const last = hops.at(-1)!
        last.amountOut = ((BigInt(last.amountOut) * 99n) / 100n).toString()
        marked += BigInt(last.amountOut)
      }
      body.quote = marked.toString()
      answers.at(-1)!.marked = marked
      return intercepted.fulfill({ response, json: body })
    })
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
    // The API answered, well: about 3000 USDC for 1 ETH on the replica.
    expect(answers.length).toBeGreaterThan(0)
    const answer = answers.at(-1)!
    expect(answer.status).toBe(200)
    expect(answer.routes).toBeGreaterThan(0)
    const apiQuote = Number(answer.quote) / 1e6
    expect(apiQuote).toBeGreaterThan(2500)
    expect(apiQuote).toBeLessThan(3500)
    // The form shows the marked answer (6 significant digits): the trade is the API's.
    const shown = Number((await outputAmount(page).inputValue()).replace(/,/g, ''))
    expect(Math.abs(shown - Number(answer.marked) / 1e6)).toBeLessThan(0.01)
    expect(shown).toBeLessThan(apiQuote * 0.995)
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
    const app = await serveAppWith(stack, { quoteApiUrl: 'http://127.0.0.1:9' })
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
