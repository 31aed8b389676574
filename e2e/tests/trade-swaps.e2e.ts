import { DEV_ACCOUNTS, MAINNET_CONTRACTS, MAINNET_TOKENS, rpc } from '@exchange/devnet'
import { type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect, enableExpertMode } from '../src/actions.ts'
import { anotherTraderSells } from '../src/anotherTrader.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, stackChecks } from '../src/devnetReads.ts'
import { actionButton, inputAmount, shownUnits as raw, reviewSwap } from '../src/swapFlow.ts'

/**
 * Swaps on /swap as a user sends them, each checked on the chain: exact input, a refusal in the wallet,
 * an ENS recipient, 'Price Updated' after another trade, a passed deadline, and a swap pending across a
 * reload. Account 3 trades here (and in the other trade-*.e2e.ts files).
 */

const USDC = MAINNET_TOKENS.USDC.address

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
    const dialog = await reviewSwap(page, '1')
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
    const chain = stackChecks()
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
    const dialog = await reviewSwap(page, '0.1')
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
    const chain = stackChecks()
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    const dialog = await reviewSwap(page, '0.3')
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
