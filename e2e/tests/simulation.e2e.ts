import { DEV_ACCOUNTS, MAINNET_TOKENS } from '@exchange/devnet'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { anotherTraderSells } from '../src/anotherTrader.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, mainnetClient as client } from '../src/devnetReads.ts'
import { reviewSwap } from '../src/swapFlow.ts'

const LINK = getAddress(MAINNET_TOKENS.LINK.address)
const USDC = MAINNET_TOKENS.USDC.address

describe('Balance changes (simulated) in the swap dialog', () => {
  it('shows what the swap pays and receives, and the chain then delivers exactly that', async () => {
    const account = DEV_ACCOUNTS[7]!.address
    const { page, stack } = await openPage({ wallet: { account: 7 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${LINK}`)
    await connect(page)
    const dialog = await reviewSwap(page, '0.3')
    const section = dialog.getByRole('region', { name: 'Balance changes (simulated)' })
    const received = section.locator(`[data-testid="simulated-change"][data-token="${LINK}"]`)
    await received.waitFor({ timeout: 20_000 })
    const paid = section.locator(
      '[data-testid="simulated-change"][data-token="0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"]',
    )
    expect(await paid.textContent()).toBe('-0.3 ETH')
    expect(await received.textContent()).toMatch(/^\+[\d,.]+ LINK$/)
    // In dollars at the indexer's ETH price (in ETH only until that price is known).
    await expect
      .poll(() => section.getByTestId('simulated-network-cost').textContent(), { timeout: 20_000 })
      .toMatch(/^Network cost: <?\$[\d,]+\.\d\d$/)
    const simulated = BigInt((await received.getAttribute('data-amount')) ?? '0')
    expect(simulated).toBeGreaterThan(0n)

    const before = await balanceOf(LINK, account)
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => balanceOf(LINK, account), { timeout: 30_000 }).not.toBe(before)
    // No other trade touched the LINK pools in between: what was shown is what arrived.
    expect((await balanceOf(LINK, account)) - before).toBe(simulated)
  })

  it('blocks Confirm with the reason when the price moves beyond a 0% slippage tolerance, and sends nothing', async () => {
    const account = DEV_ACCOUNTS[8]!.address
    const { page, stack } = await openPage({ wallet: { account: 8 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByLabel('Slippage tolerance').fill('0')
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const dialog = await reviewSwap(page, '1')
    const section = dialog.getByRole('region', { name: 'Balance changes (simulated)' })
    await section.getByTestId('simulated-change').first().waitFor({ timeout: 20_000 })
    const confirm = dialog.getByRole('button', { name: 'Confirm Swap' })
    const nonce = await client().getTransactionCount({ address: account })

    await anotherTraderSells('40')
    // The next block gives the swap a new deadline, so its calldata is simulated again on the moved pools.
    const revert = section.getByTestId('simulated-revert')
    await revert.waitFor({ timeout: 40_000 })
    expect(await revert.getAttribute('data-kind')).toBe('slippage')
    expect(await revert.textContent()).toContain(
      'This transaction would fail: Price moved beyond your slippage tolerance',
    )
    expect(await confirm.isDisabled()).toBe(true)
    expect(await client().getTransactionCount({ address: account })).toBe(nonce)
  })
})
