import { DEV_ACCOUNTS, MAINNET_CONTRACTS, UNSAFE_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  parseAbi,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { tokenBalance as balanceOf, mainnetClient as client } from '../src/devnetReads.ts'
import { actionButton } from '../src/swapFlow.ts'

/**
 * Token safety (issue 19) on the real devnet: the app probes a token outside the default lists with a
 * simulated buy, transfer and sell, names what it finds, refuses a swap into a honeypot, and trades a
 * 5% tax token through the v2 router's fee-on-transfer functions, which the chain then checks.
 */

const HONEY = getAddress(UNSAFE_TOKENS.honeypot.address)
const TAX5 = getAddress(UNSAFE_TOKENS.transferTax.address)
const V2_ROUTER = getAddress(MAINNET_CONTRACTS.UniswapV2Router02)
const routerAbi = parseAbi([
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const BUY = toFunctionSelector(
  'swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)',
)
const SELL = toFunctionSelector(
  'swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)',
)

/** Opens the swap from a link to `token`: the import warning names the probe's verdict before import. */
async function importFromLink(page: Page, token: Address, symbol: string, verdict: string) {
  await page.goto(`${useStack().webUrl}/swap?inputCurrency=ETH&outputCurrency=${token}`)
  const dialog = page.getByRole('dialog', { name: 'Import a token' })
  await dialog.getByText(symbol, { exact: true }).waitFor()
  const notice = dialog.getByTestId('token-safety')
  await notice.waitFor({ timeout: 30_000 })
  expect(await notice.textContent()).toBe(verdict)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await dialog.waitFor({ state: 'detached' })
  // Next to the token in the swap panel, the same verdict.
  const beside = page.locator('#swap-currency-output [data-testid="token-safety"]')
  await beside.waitFor({ timeout: 30_000 })
  expect(await beside.textContent()).toBe(verdict)
}

async function setSlippage(page: Page, percent: string) {
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  await page.getByLabel('Slippage tolerance').fill(percent)
  await page.getByRole('button', { name: 'Transaction settings' }).click()
}

/** The minimum shown in the confirm dialog, in base units of an 18-decimal currency. */
async function shownMinimum(page: Page): Promise<bigint> {
  const text =
    (await page.getByRole('dialog', { name: 'Confirm Swap' }).getByTestId('trade-limit').textContent()) ?? ''
  const number = text.match(/\d[\d,]*(\.\d+)?/)?.[0]?.replace(/,/g, '')
  if (!number) throw new Error(`No minimum in ${text}`)
  return parseUnits(number, 18)
}

/** Confirms the open swap and returns its mined transaction and receipt. */
async function confirmAndMine(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
  const href = (await dialog.getByRole('link', { name: 'View on Explorer' }).getAttribute('href')) ?? ''
  const hash = href.match(/0x[0-9a-fA-F]{64}/)?.[0] as Hex | undefined
  if (!hash) throw new Error(`No transaction hash in ${href}`)
  const receipt = await client().waitForTransactionReceipt({ hash })
  const transaction = await client().getTransaction({ hash })
  await dialog.getByRole('button', { name: 'Close' }).click()
  return { receipt, transaction }
}

describe('Token safety', () => {
  it('names the honeypot in the import warning and beside the token, and refuses the swap into it without expert mode', async () => {
    const account = DEV_ACCOUNTS[5]!.address
    const { page } = await openPage({ wallet: { account: 5 } })
    await importFromLink(page, HONEY, 'HONEY', 'Honeypot: this token cannot be sold')
    expect(
      await page.locator('#swap-currency-output [data-testid="token-safety"]').getAttribute('data-kind'),
    ).toBe('honeypot')

    await connect(page)
    const nonce = await client().getTransactionCount({ address: account })
    await page.locator('#swap-currency-input-amount').fill('0.05')
    const button = actionButton(page)
    await expect.poll(() => button.textContent(), { timeout: 20_000 }).toBe('Honeypot: HONEY cannot be sold')
    expect(await button.isDisabled()).toBe(true)
    // It stays refused once the quote is in (the trade itself would go through on chain).
    await page.getByTestId('swap-price').waitFor({ timeout: 20_000 })
    expect(await button.textContent()).toBe('Honeypot: HONEY cannot be sold')
    expect(await button.isDisabled()).toBe(true)
    await button.click({ force: true })
    expect(await page.getByRole('dialog', { name: 'Confirm Swap' }).count()).toBe(0)
    expect(await client().getTransactionCount({ address: account })).toBe(nonce)

    // Expert mode lifts the refusal (the warning beside the token stays).
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByRole('switch', { name: 'Expert Mode' }).click()
    const confirmDialog = page.getByRole('dialog', { name: 'Are you sure?' })
    page.once('dialog', (prompt) => void prompt.accept('confirm'))
    await confirmDialog.getByRole('button', { name: 'Turn On Expert Mode' }).click()
    await confirmDialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => button.textContent(), { timeout: 20_000 })
      .not.toBe('Honeypot: HONEY cannot be sold')
    expect(await page.locator('#swap-currency-output [data-testid="token-safety"]').textContent()).toBe(
      'Honeypot: this token cannot be sold',
    )
    expect(await client().getTransactionCount({ address: account })).toBe(nonce)
  })

  it('names the 5% tax, buys the tax token with ETH and sells it back through the supporting functions', async () => {
    const account = DEV_ACCOUNTS[5]!.address
    const { page } = await openPage({ wallet: { account: 5 } })
    await importFromLink(page, TAX5, 'TAX5', 'Transfer tax: 5% on buy, 5% on sell')
    await connect(page)
    await setSlippage(page, '0.5')

    // An exact output cannot go through the supporting functions: refused with the reason.
    await page.locator('#swap-currency-output-amount').fill('10')
    await expect
      .poll(() => actionButton(page).textContent(), { timeout: 20_000 })
      .toBe('Fee-on-transfer token: enter the amount you pay')
    expect(await actionButton(page).isDisabled()).toBe(true)

    // Buy: 0.05 ETH for TAX5.
    await page.locator('#swap-currency-input-amount').fill('0.05')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    expect(await page.getByTestId('fee-on-transfer-route').textContent()).toBe(
      "Fee-on-transfer: uses the v2 router's supporting functions",
    )
    await actionButton(page).click()
    const minimumBought = await shownMinimum(page)
    const tokensBefore = await balanceOf(TAX5, account)
    const bought = await confirmAndMine(page)
    expect(bought.receipt.status).toBe('success')
    expect(getAddress(bought.transaction.to ?? '0x')).toBe(V2_ROUTER)
    expect(bought.transaction.input.slice(0, 10)).toBe(BUY)
    const buyCall = decodeFunctionData({ abi: routerAbi, data: bought.transaction.input })
    if (buyCall.functionName !== 'swapExactETHForTokensSupportingFeeOnTransferTokens')
      throw new Error('not a buy')
    const [amountOutMin, path] = buyCall.args
    expect(path.map((token) => getAddress(token))).toEqual([getAddress(MAINNET_CONTRACTS.WETH9), TAX5])
    const received = (await balanceOf(TAX5, account)) - tokensBefore
    // What arrived after the 5% tax meets the shown minimum, which is the calldata's (up to display rounding)...
    expect(received).toBeGreaterThanOrEqual(minimumBought)
    expect(received).toBeGreaterThanOrEqual(amountOutMin)
    expect(Number(minimumBought - amountOutMin) / Number(amountOutMin)).toBeLessThan(1e-4)
    expect(Number(amountOutMin - minimumBought) / Number(amountOutMin)).toBeLessThan(1e-4)
    // ...and the minimum was taken from the taxed amount: 0.5% under what arrived, not 5%.
    expect(Number(minimumBought) / Number(received)).toBeGreaterThan(0.99)

    // Sell it all back for ETH.
    await page.getByRole('button', { name: 'Switch input and output' }).click()
    await page.locator('#swap-currency-input .currency-panel__max').click()
    await page.getByTestId('fee-on-transfer-route').waitFor({ timeout: 30_000 })
    const allow = page.getByRole('button', { name: 'Allow the protocol to use your TAX5' })
    await allow.waitFor({ timeout: 30_000 })
    await allow.click()
    // 'Approving' while the approval is mined, then Swap alone, enabled.
    await expect.poll(() => actionButton(page).isEnabled(), { timeout: 60_000 }).toBe(true)
    expect(await actionButton(page).textContent()).toBe('Swap')
    expect(await allow.count()).toBe(0)
    // The approval went to the v2 router, which the sell goes through.
    const allowance = await client().readContract({
      address: TAX5,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, V2_ROUTER],
    })
    expect(allowance).toBeGreaterThanOrEqual(received)
    expect(await page.getByTestId('fee-on-transfer-route').count()).toBe(1)
    await actionButton(page).click()
    const minimumEth = await shownMinimum(page)
    const ethBefore = await client().getBalance({ address: account })
    const sold = await confirmAndMine(page)
    expect(sold.receipt.status).toBe('success')
    expect(getAddress(sold.transaction.to ?? '0x')).toBe(V2_ROUTER)
    expect(sold.transaction.input.slice(0, 10)).toBe(SELL)
    const sellCall = decodeFunctionData({ abi: routerAbi, data: sold.transaction.input })
    if (sellCall.functionName !== 'swapExactTokensForETHSupportingFeeOnTransferTokens')
      throw new Error('not a sell')
    expect(sellCall.args[0]).toBe(tokensBefore + received)
    const gas = sold.receipt.gasUsed * sold.receipt.effectiveGasPrice
    const ethReceived = (await client().getBalance({ address: account })) - ethBefore + gas
    expect(ethReceived).toBeGreaterThanOrEqual(minimumEth)
    expect(ethReceived).toBeGreaterThanOrEqual(sellCall.args[1])
    // The sell's minimum counts the 5% the token takes on the way into the pair.
    expect(Number(minimumEth) / Number(ethReceived)).toBeGreaterThan(0.99)
    expect(await balanceOf(TAX5, account)).toBe(0n)
  })
})
