import { devnetClient, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { launchBrowser, newPage } from '../e2e/src/browser.ts'
import { startFaultProxy } from '../e2e/src/faultProxy.ts'
import { serveAppWithRpc } from '../e2e/src/servedWith.ts'
import { startStack } from '../e2e/src/stack.ts'
import { TestWallet } from '../e2e/src/wallet.ts'
import { agreement, measure } from './measures.ts'

const SWAPS = 10
const FAULT_RATE = 0.5

/** One swap of `amount` ETH for USDC; retried when the app says nothing was sent. Resolves at 'Transaction Submitted'. */
async function swap(page: Page, amount: string): Promise<void> {
  for (let attempt = 1; attempt <= 12; attempt++) {
    await page.locator('#swap-currency-input-amount').fill(amount)
    const button = page.locator('.swap-card .primary-button').last()
    await page.waitForFunction(
      () => document.querySelector('.swap-card .primary-button:last-of-type')?.textContent === 'Swap',
      undefined,
      { timeout: 90_000 },
    )
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    const submitted = dialog.getByText('Transaction Submitted')
    await submitted.or(dialog.getByRole('alert')).first().waitFor({ timeout: 90_000 })
    if (await submitted.isVisible()) {
      await dialog.getByRole('button', { name: 'Close' }).click()
      return
    }
    const message = (await dialog.getByRole('alert').textContent()) ?? ''
    if (!message.includes('nothing was sent')) throw new Error(`swap of ${amount} ETH failed: ${message}`)
    await dialog.getByRole('button', { name: 'Dismiss' }).click()
    await page.waitForTimeout(2_500)
  }
  throw new Error(`swap of ${amount} ETH could not be sent`)
}

/**
 * The transactions section: 10 swaps through a node that fails half of the requests (fault proxy in
 * front of the devnet). Mined successfully (the chain) against shown successful (the app's Activity):
 * they must be equal. And the median time from mining (the devnet mines at once, so when the wallet
 * returns the hash) to the swap's confirmation popup.
 */
export async function benchTransactions() {
  const stack = await startStack()
  const proxy = await startFaultProxy({ target: stack.chains[1], faultRate: FAULT_RATE, seed: 5050 })
  const app = await serveAppWithRpc(stack, { 1: proxy.url, 42161: stack.chains[42161] })
  const browser = await launchBrowser()
  try {
    const page = await newPage(browser)
    const wallet = await TestWallet.attach(page, { chains: stack.chains, account: 4 })
    await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${MAINNET_TOKENS.USDC.address}`)
    await page.getByTestId('web3-status').click()
    await page.getByTestId('wallet-option-injected').click()
    await page.getByTestId('account-address').waitFor()
    await page.keyboard.press('Escape')
    const toPopup: number[] = []
    for (let i = 0; i < SWAPS; i++) {
      const amount = (0.01 * (i + 1)).toFixed(2)
      await swap(page, amount)
      const mined = Date.now()
      await page
        .locator('.popup', { hasText: `Swap exactly ${Number(amount)} ETH` })
        .first()
        .waitFor({ timeout: 120_000 })
      toPopup.push(Date.now() - mined)
    }
    const hashes = wallet
      .calls('eth_sendTransaction')
      .filter((call) => typeof call.result === 'string')
      .map((call) => call.result as Hex)
    const client = devnetClient(1, stack.chains[1])
    const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
    const minedOk = receipts.filter((receipt) => receipt.status === 'success').length
    await page.goto(`${app.url}/activity`)
    await page.locator('.activity-page li[data-status]').first().waitFor({ timeout: 60_000 })
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('.activity-page li[data-status="pending"]').length === 0 &&
        document.querySelectorAll('.activity-page li[data-status]').length >= count,
      hashes.length,
      { timeout: 120_000 },
    )
    const shownOk = await page.locator('.activity-page li[data-status="success"]').count()
    const sorted = [...toPopup].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
    const faults = Object.values(proxy.stats.faults).reduce((a, b) => a + b, 0)
    console.log(
      `transactions: ${SWAPS} swaps with ${FAULT_RATE * 100}% of RPC requests failing (${faults} of ${proxy.stats.requests} failed)`,
    )
    // Equal both ways: more shown than mined is as wrong as fewer (the app claimed a success).
    measure({
      name: 'transactions: shown successful / mined successfully, with RPC faults',
      ...agreement(shownOk, minedOk),
    })
    measure({ name: 'transactions: mining to popup, median', value: median, unit: 'ms' })
    console.log(`  mined successfully              ${minedOk}`)
    console.log(`  shown successful                ${shownOk}`)
    console.log(
      `  ratio                           ${agreement(shownOk, minedOk).value.toFixed(2)}x   (must be exactly 1) ${shownOk === minedOk ? 'ok' : 'OVER BUDGET'}`,
    )
    console.log(
      `  mining to popup, median         ${median.toFixed(0)} ms (max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms)`,
    )
  } finally {
    await browser.close()
    await app.close()
    await proxy.close()
    await stack.stop()
  }
}
