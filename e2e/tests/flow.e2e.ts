import { devAccount, devnetClient, MAINNET_TOKENS, rpc } from '@exchange/devnet'
import type { Page, Response } from 'playwright-core'
import { erc20Abi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'

// Account 24 is fresh (no other test file uses it): it gets 150 ETH here.
const ACCOUNT = 24
const USDC = MAINNET_TOKENS.USDC.address
const actionButton = (page: Page) => page.locator('.swap-card .primary-button').last()

interface QuoteBody {
  blockNumber: string
  quote: string
  route: { address: string }[][]
}

describe('A large swap routed as a flow whose routes share pools', () => {
  it('asks for the flow, shows every route, and the chain delivers exactly what was simulated', async () => {
    const stack = useStack()
    const chain = devnetClient(1, stack.chains[1])
    const account = devAccount(ACCOUNT).address
    await rpc(stack.chains[1], 'anvil_setBalance', [account, `0x${parseEther('150').toString(16)}`])
    const { page } = await openPage({ wallet: { account: ACCOUNT } })
    // The quote API's answers for the typed amount, as the app received them (read, not altered).
    // Responses are kept as they arrive and read later: reading a body is asynchronous, and the app
    // can show 'Swap' before a handler that awaited it had recorded anything.
    const responses: Response[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (
        url.pathname.endsWith('/v1/quote') &&
        url.searchParams.get('amount') === parseEther('100').toString() &&
        response.status() === 200
      )
        responses.push(response)
    })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('100')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')

    // 100 ETH into USDC is worth merging and splitting again at the stablecoins: some pool serves two
    // routes, which router-sdk's Trade alone would refuse.
    const quotes = await Promise.all(
      responses.map(async (response) => ({
        url: new URL(response.url()),
        body: (await response.json()) as QuoteBody,
      })),
    )
    const quoted = quotes.at(-1)
    expect(quoted?.url.searchParams.get('sharedPools')).toBe('true')
    const pools = quoted!.body.route.flat().map((hop) => hop.address)
    expect(new Set(pools).size).toBeLessThan(pools.length)

    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const section = dialog.getByRole('region', { name: 'Balance changes (simulated)' })
    const received = section.locator(`[data-testid="simulated-change"][data-token="${USDC}"]`)
    await received.waitFor({ timeout: 30_000 })
    const simulated = BigInt((await received.getAttribute('data-amount')) ?? '0')
    // The simulation runs the app's own calldata for the flow: it pays out exactly the quote.
    expect(simulated).toBe(BigInt(quotes.at(-1)!.body.quote))
    expect(await dialog.locator('.route-display__route').count()).toBe(quotes.at(-1)!.body.route.length)

    const balance = () =>
      chain.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    const before = await balance()
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(balance, { timeout: 30_000 }).not.toBe(before)
    // No other trade touched these pools in between: what was shown is what arrived.
    expect((await balance()) - before).toBe(simulated)
  })
})
