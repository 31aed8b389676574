import { OPTIMISM_CONTRACTS, OPTIMISM_TOKENS, rpc } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { decodeFunctionData, type Hex, parseAbi, parseUnits } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient, stackChecks, tokenBalance } from '../src/devnetReads.ts'
import { laggingNode } from '../src/laggingNode.ts'
import { serveAppWithRpc } from '../src/servedWith.ts'
import { actionButton, inputAmount, outputAmount, quoteRequests, reviewSwap } from '../src/swapFlow.ts'

/**
 * Optimism (chain 10) on its replica: the network switch and what the spec says changes there, a swap,
 * wrapping, and a receipt looked for again, each checked on the chain (v3 liquidity and the Optimism
 * subgraph are in optimism-liquidity.e2e.ts). Account 3 trades here, accounts 0 (its seeded position #1
 * on Optimism) and 4 there; no other browser test touches chain 10.
 */

const WETH = OPTIMISM_TOKENS.WETH.address
const USDC = OPTIMISM_TOKENS.USDC.address
const DAI = OPTIMISM_TOKENS.DAI.address
const OPTIMISM_LIST = 'https://static.optimism.io/optimism.tokenlist.json'

const multicallAbi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
])

/**
 * A live layer 2 makes blocks all the time; the test chain sat idle while the stack started and the other
 * files ran. Each test starts from a block of the present, as on the real network: the layer-2 deadline
 * is 300 s after the latest block, and the 'might be down' warning counts from it.
 */
beforeEach(async () => {
  await rpc(useStack().chains[10], 'evm_mine', [])
})

/** The persisted token-list state of the page: which list URLs are active. */
async function activeListUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i) ?? '') ?? ''
      const match = /"activeListUrls":(\[[^\]]*\])/.exec(value)
      if (match?.[1]) return JSON.parse(match[1]) as string[]
    }
    return []
  })
}

describe('switching to Optimism', () => {
  it("labels the network 'OΞ', shows the layer-2 banner and the Auto Router toggle, hides Vote, and enables the Optimism list", async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const vote = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vote' })
    await vote.waitFor()
    await page.getByTestId('network-selector').click()
    await page.getByTestId('network-option-10').click()
    const banner = page.getByTestId('l2-banner')
    await banner.waitFor()
    expect(wallet.chainId).toBe(10)
    await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('OΞ')
    expect(await banner.textContent()).toContain('This interface on OΞ is in beta.')
    await vote.waitFor({ state: 'detached' })
    // The switch turned the Optimism list on (saved with the lists' state).
    await expect.poll(() => activeListUrls(page), { timeout: 10_000 }).toContain(OPTIMISM_LIST)
    // The router serves Optimism: the Auto Router toggle is offered there.
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByRole('switch', { name: 'Auto Router API' }).waitFor()
  })

  it('asks for Layer 1 on the vote page, and says v2 is not on this network on the v2 pages', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    await page.goto(`${stack.webUrl}/vote`)
    await connect(page)
    await page.getByText('Please connect to Layer 1 Ethereum').waitFor({ timeout: 20_000 })
    const message = 'V2 is not available on Layer 2. Switch to Layer 1 Ethereum.'
    for (const path of ['/pool/v2', '/pool/v2/find', '/add/v2/ETH', `/remove/v2/ETH/${USDC}`]) {
      await page.goto(`${stack.webUrl}${path}`)
      await page.getByText(message).waitFor({ timeout: 20_000 })
    }
  })

  it('warns that OΞ might be down only after 15 minutes without a block (10 on mainnet)', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    await page.clock.install()
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('OΞ')
    const warning = page.getByTestId('network-warning')
    // Past mainnet's 10 minutes, not Optimism's 15: no warning (the check runs every 10 s).
    await page.clock.runFor('11:00')
    await page.clock.runFor(20_000)
    expect(await warning.count()).toBe(0)
    await page.clock.runFor('05:00')
    await warning.waitFor({ timeout: 20_000 })
    expect(await warning.textContent()).toContain('OΞ might be down right now')
  })
})

describe('swapping on Optimism', () => {
  it('values amounts in dollars from the 1e22 DAI reference, and swaps ETH for USDC with the fixed layer-2 deadline', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    const quotes = quoteRequests(page)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('0.5')
    await expect.poll(() => outputAmount(page).inputValue(), { timeout: 30_000 }).not.toBe('')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    // About 1,500 USDC for 0.5 ETH on the replica.
    const quoted = Number((await outputAmount(page).inputValue()).replace(/,/g, ''))
    expect(quoted).toBeGreaterThan(1_400)
    expect(quoted).toBeLessThan(1_600)
    // The dollar value: a price read from buying 10,000 DAI (1e22 units), Optimism's reference amount.
    const inputFiat = page.getByTestId('swap-currency-input-fiat')
    await expect.poll(() => inputFiat.textContent(), { timeout: 30_000 }).toMatch(/^~\$1,[45]\d\d\.\d\d/)
    const usdRequest = quotes
      .map((url) => new URL(url).searchParams)
      .find((params) => params.get('tokenOutAddress')?.toLowerCase() === DAI.toLowerCase())
    expect(usdRequest?.get('amount')).toBe((10n ** 22n).toString())
    expect(usdRequest?.get('type')).toBe('exactOut')
    expect(usdRequest?.get('tokenOutChainId')).toBe('10')

    const before = await tokenBalance(USDC, wallet.address, 10)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const limit = /\d[\d,]*(\.\d+)?/.exec((await dialog.getByTestId('trade-limit').textContent()) ?? '')
    const minimum = parseUnits((limit?.[0] ?? '').replace(/,/g, ''), 6)
    expect(minimum).toBeGreaterThan(0n)
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => tokenBalance(USDC, wallet.address, 10), { timeout: 30_000 })
      .toBeGreaterThan(before)
    expect((await tokenBalance(USDC, wallet.address, 10)) - before).toBeGreaterThanOrEqual(minimum)
    await page.locator('.popup', { hasText: 'Swap exactly 0.5 ETH for' }).first().waitFor({ timeout: 30_000 })

    // The transaction went to SwapRouter02 on chain 10 with a deadline 5 minutes after the block it was
    // built on (the layer-2 deadline), not the user's 30 minutes.
    const sent = wallet.calls('eth_sendTransaction').at(-1)
    const hash = sent?.result as Hex
    const transaction = await chainClient(10).getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).toBe(OPTIMISM_CONTRACTS.SwapRouter02.toLowerCase())
    const { args } = decodeFunctionData({ abi: multicallAbi, data: transaction.input })
    const deadline = args[0]
    // The deadline is 300 s after the timestamp of a block the app knew before sending.
    const earlier: bigint[] = []
    for (let back = 1n; back <= 5n && transaction.blockNumber! - back >= 0n; back++)
      earlier.push(
        (await chainClient(10).getBlock({ blockNumber: transaction.blockNumber! - back })).timestamp,
      )
    expect(earlier.map((timestamp) => timestamp + 300n)).toContain(deadline)
    const mined = await chainClient(10).getBlock({ blockNumber: transaction.blockNumber! })
    expect(deadline - mined.timestamp).toBeLessThanOrEqual(300n)
  })
})

describe('wrapping on Optimism', () => {
  it('wraps ETH into WETH at the predeploy and unwraps it: the balances move by exactly the amounts and the gas', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    const checks = stackChecks(10)
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${WETH}`)
    await connect(page)
    await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('OΞ')
    const wethBefore = await tokenBalance(WETH, wallet.address, 10)
    const ethBefore = await checks.ethBalance(wallet.address)
    await inputAmount(page).fill('1.25')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Wrap')
    const wrap = await checks.successfulReceipt(await sentDuring(wallet, () => actionButton(page).click()))
    expect(wrap.to?.toLowerCase()).toBe(WETH.toLowerCase())
    expect(WETH.toLowerCase()).toBe('0x4200000000000000000000000000000000000006')
    expect(await tokenBalance(WETH, wallet.address, 10)).toBe(wethBefore + parseUnits('1.25', 18))
    expect(await checks.ethBalance(wallet.address)).toBe(
      ethBefore - parseUnits('1.25', 18) - checks.gasPaid(wrap),
    )
    await page.locator('.popup', { hasText: 'Wrap 1.25 ETH to WETH' }).first().waitFor({ timeout: 30_000 })

    await page.getByRole('button', { name: 'Switch input and output' }).click()
    await inputAmount(page).fill('0.25')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Unwrap')
    const ethMiddle = await checks.ethBalance(wallet.address)
    const unwrap = await checks.successfulReceipt(await sentDuring(wallet, () => actionButton(page).click()))
    expect(await tokenBalance(WETH, wallet.address, 10)).toBe(wethBefore + parseUnits('1', 18))
    expect(await checks.ethBalance(wallet.address)).toBe(
      ethMiddle + parseUnits('0.25', 18) - checks.gasPaid(unwrap),
    )
    await page.locator('.popup', { hasText: 'Unwrap 0.25 WETH to ETH' }).first().waitFor({ timeout: 30_000 })
  })
})

describe('receipts on Optimism', () => {
  it('looks for a receipt again within the same block when the node has not indexed the transaction yet', async () => {
    const stack = useStack()
    const node = await laggingNode(stack.chains[10], 3)
    const app = await serveAppWithRpc(stack, { ...stack.chains, 10: node.url })
    try {
      const { page, wallet } = await openPage({ wallet: { account: 3, chainId: 10 } })
      await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
      await connect(page)
      const dialog = await reviewSwap(page, '0.1', 30_000)
      await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
      await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
      const hash = wallet.calls('eth_sendTransaction').at(-1)?.result as Hex
      const { blockNumber } = await chainClient(10).waitForTransactionReceipt({ hash })
      // No block comes after the swap's own: only the app's retries can find its receipt.
      await page
        .locator('.popup', { hasText: 'Swap exactly 0.1 ETH for' })
        .first()
        .waitFor({ timeout: 30_000 })
      expect(await chainClient(10).getBlockNumber()).toBe(blockNumber)
      expect(node.asked(hash)).toBeGreaterThan(3)
    } finally {
      await app.close()
      await node.close()
    }
  })
})
