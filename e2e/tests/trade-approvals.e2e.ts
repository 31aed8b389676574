import { DEV_ACCOUNTS, devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import { maxUint256, parseAbi, parseEther, parseUnits, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, stackChecks } from '../src/devnetReads.ts'
import { sendToken, setEthBalance } from '../src/funding.ts'
import { actionButton, inputAmount, shownUnits as raw } from '../src/swapFlow.ts'

/**
 * What a swap of a token asks before it can spend it: a permit signature (EIP-2612 USDC, DAI's own
 * 'allowed' permit) or, for a token without permits, an approval transaction.
 */

const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address
const WBTC = MAINNET_TOKENS.WBTC.address

describe('approving the input token', () => {
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
    const chain = stackChecks()
    // A fresh account (11) that has never allowed anything: 1 ETH for gas and 500 DAI from account 6.
    const holder = devAccount(11).address
    await setEthBalance(holder, parseEther('1'))
    await sendToken(DAI, DEV_ACCOUNTS[6]!, holder, parseUnits('500', 18))
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
})
