import { DEV_ACCOUNTS, devAccount, rpc } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, returnToTab } from '../src/actions.ts'
import { sentHashes } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { mainnetClient as client } from '../src/devnetReads.ts'
import { setEthBalance } from '../src/funding.ts'
import { mintUsdcWethPosition, sellEthInMainPool } from '../src/v3Positions.ts'

/**
 * Issue 41, one status: a v3 collect or removal that is cancelled before it is mined is shown cancelled
 * on its own page, in the account's transactions and in the popup, as Activity knows it from the nonce
 * taken by another transaction; before, the page read only a receipt and said pending forever.
 */
const LP = 33

/** Account LP's own USDC/WETH position around the price, with fees owed from a trade after it. */
async function positionWithFees(): Promise<bigint> {
  const lp = devAccount(LP)
  await setEthBalance(lp.address, parseEther('20'))
  const tokenId = await mintUsdcWethPosition(lp)
  // Fees for the position: another trader sells through its range.
  await sellEthInMainPool(DEV_ACCOUNTS[7]!, '0.5')
  return tokenId
}

/** The account dialog's row of `hash` (the account's recent transactions). */
async function openRow(page: Page, hash: string) {
  await page.getByTestId('web3-status').click()
  const row = page.getByRole('dialog').locator(`li[data-original-hash="${hash}"]`)
  await row.waitFor()
  return row
}

describe('a v3 transaction cancelled before it is mined', () => {
  let tokenId: bigint
  beforeAll(async () => {
    tokenId = await positionWithFees()
  })
  afterAll(async () => {
    // Other files expect each transaction mined at once.
    await rpc(useStack().chains[1], 'evm_setAutomine', [true])
  })

  it('a collect cancelled from the account dialog is shown cancelled on the position page, in the dialog and in the popup', async () => {
    const stack = useStack()
    const { page, wallet } = await openPage({ wallet: { account: LP } })
    await page.goto(`${stack.webUrl}/pool/${tokenId}`)
    await connect(page)
    const collect = page.getByRole('button', { name: 'Collect fees' })
    await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true)
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    await collect.click()
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(1)
    const hash = sentHashes(wallet)[0] as Hex
    await page.getByRole('button', { name: 'Collecting' }).waitFor()

    const row = await openRow(page, hash)
    await row.getByRole('button', { name: 'Cancel' }).click({ timeout: 30_000 })
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(2)
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    await row.and(page.locator('[data-status="cancelled"]')).waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await page.locator('[data-testid="popup"] [data-status="cancelled"]').first().waitFor({ timeout: 30_000 })
    const status = page.getByTestId('collect-status')
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('cancelled')
    expect(await status.textContent()).toBe('Cancelled: nothing was done')
    // The fees are still owed: they can be collected again.
    await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true)
    await rpc(stack.chains[1], 'evm_setAutomine', [true])
  })

  it('a removal cancelled in the wallet is shown cancelled in the removal dialog and in the popup', async () => {
    const stack = useStack()
    const { page, wallet } = await openPage({ wallet: { account: LP } })
    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    await connect(page)
    const button = page.getByTestId('remove-button')
    await page.getByRole('button', { name: '50%' }).click()
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    const hash = sentHashes(wallet)[0] as Hex
    const sent = await client().getTransaction({ hash })

    // The user cancels in the wallet: nothing to themselves at the same nonce, for a higher fee.
    const lp = devAccount(LP)
    await client().sendTransaction({
      account: lp,
      chain: null,
      to: lp.address,
      value: 0n,
      nonce: sent.nonce,
      maxFeePerGas: (sent.maxFeePerGas ?? 0n) * 2n,
      maxPriorityFeePerGas: (sent.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
    })
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    const status = dialog.getByTestId('tx-status')
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 60_000 }).toBe('cancelled')
    expect(await status.textContent()).toBe('Cancelled: nothing was done')
    await page.locator('[data-testid="popup"] [data-status="cancelled"]').first().waitFor({ timeout: 30_000 })
    await rpc(stack.chains[1], 'evm_setAutomine', [true])
  })
})
