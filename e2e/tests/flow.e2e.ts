import { devAccount, devnetClient, MAINNET_CONTRACTS, MAINNET_TOKENS, rpc } from '@exchange/devnet'
import type { Page, Response } from 'playwright-core'
import { erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { actionButton } from '../src/swapFlow.ts'

// Accounts 24 and 25 are fresh (no other test file uses them): 24 gets 150 ETH here, 25 UNI.
const ACCOUNT = 24
const HELD_SPLIT_ACCOUNT = 25
const USDC = MAINNET_TOKENS.USDC.address

interface QuoteBody {
  blockNumber: string
  quote: string
  route: { address: string }[][]
  legs?: { paidBy: string; holdsOutput: boolean; sqrtPriceLimitX96?: string }[]
}

/** The quote API's answers for `amount` as the page received them (bodies read later, see below). */
function quoteResponses(page: Page, amount: bigint): Response[] {
  const responses: Response[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (
      url.pathname.endsWith('/v1/quote') &&
      url.searchParams.get('amount') === amount.toString() &&
      response.status() === 200
    )
      responses.push(response)
  })
  return responses
}

const bodies = (responses: Response[]) =>
  Promise.all(
    responses.map(async (response) => ({
      url: new URL(response.url()),
      body: (await response.json()) as QuoteBody,
    })),
  )

/** Confirms the swap shown: what the simulation says the trader receives of `token`, and what arrives. */
async function confirmAndReceive(page: Page, chainUrl: string, account: `0x${string}`, token: `0x${string}`) {
  const chain = devnetClient(1, chainUrl)
  await actionButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  const section = dialog.getByRole('region', { name: 'Balance changes (simulated)' })
  const received = section.locator(`[data-testid="simulated-change"][data-token="${token}"]`)
  await received.waitFor({ timeout: 30_000 })
  const simulated = BigInt((await received.getAttribute('data-amount')) ?? '0')
  const routesShown = await dialog.locator('.route-display__route').count()
  const balance = () =>
    chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  const before = await balance()
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
  await expect.poll(balance, { timeout: 30_000 }).not.toBe(before)
  return { simulated, routesShown, arrived: (await balance()) - before }
}

describe('A large swap routed as a flow whose routes share pools', () => {
  it('asks for the flow, shows every route, and the chain delivers exactly what was simulated', async () => {
    const stack = useStack()
    const account = devAccount(ACCOUNT).address
    await rpc(stack.chains[1], 'anvil_setBalance', [account, `0x${parseEther('150').toString(16)}`])
    const { page } = await openPage({ wallet: { account: ACCOUNT } })
    const responses = quoteResponses(page, parseEther('100'))
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('100')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')

    // 100 ETH into USDC is worth merging and splitting again at the stablecoins: some pool serves two
    // routes, which router-sdk's Trade alone would refuse.
    const quoted = (await bodies(responses)).at(-1)
    expect(quoted?.url.searchParams.get('sharedPools')).toBe('true')
    const pools = quoted!.body.route.flat().map((hop) => hop.address)
    expect(new Set(pools).size).toBeLessThan(pools.length)

    const { simulated, routesShown, arrived } = await confirmAndReceive(page, stack.chains[1], account, USDC)
    // The simulation runs the app's own calldata for the flow: it pays out exactly the quote.
    expect(simulated).toBe(BigInt(quoted!.body.quote))
    expect(routesShown).toBe(quoted!.body.route.length)
    // No other trade touched these pools in between: what was shown is what arrived.
    expect(arrived).toBe(simulated)
  })

  it('runs a held split as its legs (the UNI/WETH pair swapped once, its WETH divided at price limits), and the chain delivers the quote', async () => {
    const stack = useStack()
    const url = stack.chains[1]
    const chain = devnetClient(1, url)
    const trader = devAccount(HELD_SPLIT_ACCOUNT)
    const amount = parseUnits('30000', 18)
    const UNI = MAINNET_CONTRACTS.UNI
    // UNI from the treasury (it has no owner mint), approved to SwapRouter02 beforehand.
    await rpc(url, 'anvil_setBalance', [trader.address, `0x${parseEther('10').toString(16)}`])
    await rpc(url, 'anvil_setBalance', [MAINNET_CONTRACTS.Timelock, `0x${parseEther('10').toString(16)}`])
    await rpc(url, 'anvil_impersonateAccount', [MAINNET_CONTRACTS.Timelock])
    const sent = async (hash: `0x${string}`) =>
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    await sent(
      await chain.writeContract({
        account: MAINNET_CONTRACTS.Timelock,
        chain: chain.chain,
        address: UNI,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [trader.address, amount],
      }),
    )
    await rpc(url, 'anvil_stopImpersonatingAccount', [MAINNET_CONTRACTS.Timelock])
    await sent(
      await chain.writeContract({
        account: trader,
        chain: chain.chain,
        address: UNI,
        abi: erc20Abi,
        functionName: 'approve',
        args: [MAINNET_CONTRACTS.SwapRouter02, maxUint256],
      }),
    )
    const { page } = await openPage({ wallet: { account: HELD_SPLIT_ACCOUNT } })
    const responses = quoteResponses(page, amount)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${UNI}&outputCurrency=${USDC}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('30000')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')

    const quoted = (await bodies(responses)).at(-1)
    expect(quoted?.url.searchParams.get('heldSplits')).toBe('true')
    const legs = quoted!.body.legs ?? []
    // The trunk through the pair holds its WETH; a price-limited leg takes part of it, another the rest.
    expect(legs.some((leg) => leg.paidBy === 'trader' && leg.holdsOutput)).toBe(true)
    expect(legs.some((leg) => leg.paidBy === 'router' && leg.sqrtPriceLimitX96 !== undefined)).toBe(true)

    const { simulated, routesShown, arrived } = await confirmAndReceive(page, url, trader.address, USDC)
    // The app encodes the legs itself: simulated, they pay out exactly the quote, and so does the chain.
    expect(simulated).toBe(BigInt(quoted!.body.quote))
    expect(routesShown).toBe(quoted!.body.route.length)
    expect(arrived).toBe(simulated)
  })
})
