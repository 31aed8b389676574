import { devAccount, MAINNET_TOKENS, rpc } from '@exchange/devnet'
import { type Address, erc20Abi, formatEther, type Hex, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect, returnToTab } from '../src/actions.ts'
import { answered } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { mainnetClient as chain } from '../src/devnetReads.ts'
import {
  lpBalance,
  provideLiquidity,
  readUntil,
  STAKING,
  send,
  staked,
  stakingAbi,
  unclaimedShown,
  uniBalance,
  WETH_USDC_PAIR,
} from '../src/liquidityMining.ts'

const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address

describe('liquidity mining', () => {
  it('lists the pools with the countdown, deposits in USD, the rates, and Manage for a staker', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/uni`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('UNI liquidity mining')
    const countdown = page.getByTestId('countdown')
    await countdown.getByText(/^Rewards end in \d+:\d\d:\d\d:\d\d$/).waitFor()
    // It ticks each second.
    const first = await countdown.textContent()
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="countdown"]')?.textContent !== before,
      first,
      { timeout: 5_000 },
    )
    const cards = page.getByTestId('pool-card')
    await expect.poll(() => cards.count()).toBe(4)
    const ethUsdc = page.getByRole('article', { name: 'ETH-USDC' })
    await ethUsdc
      .getByTestId('pool-total-deposited')
      .getByText(/^\$[\d,]+$/)
      .waitFor()
    await ethUsdc
      .getByTestId('pool-rate')
      .getByText(/^[\d,]+ UNI \/ week$/)
      .waitFor()
    // Not connected: every pool offers Deposit.
    await ethUsdc.getByRole('link', { name: 'Deposit' }).waitFor()

    // Account 0 has staked in ETH-USDC: Manage and its own rate.
    await connect(page)
    await ethUsdc.getByRole('link', { name: 'Manage' }).waitFor()
    await ethUsdc
      .getByTestId('pool-your-rate')
      .getByText(/UNI \/ week$/)
      .waitFor()
    await page.getByRole('article', { name: 'ETH-DAI' }).getByRole('link', { name: 'Deposit' }).waitFor()
    await ethUsdc.getByRole('link', { name: 'Manage' }).click()
    await page.waitForURL((url) => url.pathname === `/uni/ETH/${USDC}`)
    await page
      .getByTestId('your-deposits')
      .getByText(/UNI-V2 ETH-USDC$/)
      .waitFor()
    await expect.poll(() => unclaimedShown(page)).toBeGreaterThan(0n)
  })

  it('offers the first step, adding liquidity, to an account without liquidity tokens', async () => {
    const { page, stack } = await openPage({ wallet: { account: 8 } })
    await page.goto(`${stack.webUrl}/uni/ETH/${DAI}`)
    await connect(page)
    const step = page.getByTestId('step-1')
    await step.getByText('Step 1. Get UNI-V2 Liquidity tokens').waitFor()
    const link = step.getByRole('link', { name: 'Add ETH-DAI liquidity' })
    await expect(link.getAttribute('href')).resolves.toBe(`/add/v2/ETH/${DAI}`)
  })

  it('stakes liquidity with a permit signature, earns as blocks pass, claims, then withdraws everything', async () => {
    const owner = devAccount(6)
    const minted = await provideLiquidity(owner)
    expect(minted).toBeGreaterThan(0n)
    const lpBefore = await lpBalance(owner.address)
    const stakedBefore = await staked(owner.address)

    const { page, wallet, stack } = await openPage({ wallet: { account: 6 } })
    await page.goto(`${stack.webUrl}/uni`)
    await connect(page)
    await page.getByRole('article', { name: 'ETH-USDC' }).getByRole('link', { name: 'Deposit' }).click()
    await page.waitForURL((url) => url.pathname === `/uni/ETH/${USDC}`)
    await page.getByTestId('lp-available').waitFor()
    await page.getByRole('button', { name: 'Deposit UNI-V2 LP Tokens' }).click()

    const dialog = page.getByRole('dialog', { name: 'Deposit' })
    const input = dialog.getByRole('textbox', { name: 'Amount of UNI-V2 ETH-USDC' })
    // More than the balance is refused.
    await input.fill('1000000')
    await dialog.getByRole('button', { name: 'Insufficient UNI-V2 balance' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Insufficient UNI-V2 balance' }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Max' }).click()
    const deposit = dialog.getByRole('button', { name: 'Deposit', exact: true })
    await deposit.waitFor()
    // Without approval or signature the deposit waits.
    expect(await deposit.isDisabled()).toBe(true)

    const signing = wallet.waitForRequest('eth_signTypedData_v4')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    const typed = JSON.parse(String(((await signing).params as unknown[])[1])) as {
      domain: { name: string; verifyingContract: string }
      message: { spender: string; value: string }
    }
    expect(typed.domain.name).toBe('Uniswap V2')
    expect(typed.domain.verifyingContract.toLowerCase()).toBe(WETH_USDC_PAIR.toLowerCase())
    expect(typed.message.spender.toLowerCase()).toBe(STAKING.toLowerCase())
    expect(BigInt(typed.message.value)).toBe(lpBefore)
    await dialog.getByRole('button', { name: 'Approved' }).waitFor()
    // A signature, not an approval transaction.
    expect(wallet.calls('eth_sendTransaction')).toHaveLength(0)

    const sending = wallet.waitForRequest('eth_sendTransaction')
    await deposit.click()
    const hash = (await answered(await sending)) as Hex
    await dialog.getByText('Transaction Submitted').waitFor()
    const receipt = await chain().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const tx = await chain().getTransaction({ hash })
    expect(tx.input.slice(0, 10)).toBe(
      toFunctionSelector('stakeWithPermit(uint256,uint256,uint8,bytes32,bytes32)'),
    )
    expect(tx.gas).toBe(350_000n)
    expect(await staked(owner.address)).toBe(stakedBefore + lpBefore)
    expect(await lpBalance(owner.address)).toBe(0n)
    // Once the page has read the mined deposit (its balance is now 0), the dialog still says what the
    // transaction deposited, not 'Deposited 0 UNI-V2'.
    // (The 'UNI-V2 LP tokens available' hint goes when the balance it shows is 0.)
    const available = page.getByTestId('lp-available')
    expect(
      await readUntil(
        page,
        () => available.count(),
        (count) => count === 0,
      ),
    ).toBe(0)
    const depositedText = (await dialog.getByText(/^Deposited /).textContent()) ?? ''
    const shown = Number(/^Deposited ([\d.,]+) UNI-V2$/.exec(depositedText)?.[1]?.replace(/,/g, ''))
    const expected = Number(formatEther(lpBefore))
    expect(Math.abs(shown - expected) / expected).toBeLessThan(1e-3)
    await dialog.getByRole('button', { name: 'Close' }).first().click()

    // Rewards accrue with time: blocks pass (on the wall clock: the chain's clock is not moved, since
    // other test files share this chain); the unclaimed counter grows.
    await returnToTab(page)
    await page.getByTestId('your-deposits').waitFor({ timeout: 30_000 })
    const client = chain()
    // Nothing is earned in the block of the deposit; a later block has some, a still later one more.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await client.mine({ blocks: 1 })
    const firstShown = await readUntil(
      page,
      () => unclaimedShown(page),
      (value) => value > 0n,
    )
    expect(firstShown).toBeGreaterThan(0n)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await client.mine({ blocks: 1 })
    const grown = await readUntil(
      page,
      () => unclaimedShown(page),
      (value) => value > firstShown,
    )
    expect(grown).toBeGreaterThan(firstShown)

    // Claim: getReward with 350,000 gas; the UNI arrives.
    const uniBefore = await uniBalance(owner.address)
    await page.getByRole('button', { name: 'Claim', exact: true }).click()
    const claimDialog = page.getByRole('dialog', { name: 'Claim' })
    await claimDialog.getByTestId('claimable-reward').waitFor()
    const claimSending = wallet.waitForRequest('eth_sendTransaction')
    await claimDialog.getByRole('button', { name: 'Claim', exact: true }).click()
    const claimHash = (await answered(await claimSending)) as Hex
    await claimDialog.getByText('Claimed UNI!').waitFor()
    await returnToTab(page)
    expect((await chain().waitForTransactionReceipt({ hash: claimHash })).status).toBe('success')
    expect((await chain().getTransaction({ hash: claimHash })).gas).toBe(350_000n)
    const claimedUni = (await uniBalance(owner.address)) - uniBefore
    expect(claimedUni).toBeGreaterThanOrEqual(grown)
    await claimDialog.getByRole('button', { name: 'Close' }).first().click()

    // Withdraw everything: exit with 300,000 gas; the liquidity tokens come back.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw' })
    const exitSending = wallet.waitForRequest('eth_sendTransaction')
    await withdrawDialog.getByRole('button', { name: 'Withdraw & Claim' }).click()
    const exitHash = (await answered(await exitSending)) as Hex
    await withdrawDialog.getByText('Withdrew UNI-V2!').waitFor()
    await returnToTab(page)
    expect((await chain().waitForTransactionReceipt({ hash: exitHash })).status).toBe('success')
    expect((await chain().getTransaction({ hash: exitHash })).gas).toBe(300_000n)
    expect(await staked(owner.address)).toBe(stakedBefore)
    expect(await lpBalance(owner.address)).toBe(lpBefore)
    await withdrawDialog.getByRole('button', { name: 'Close' }).first().click()
    // Nothing staked any more: the deposit offer is back.
    await returnToTab(page)
    await page.getByRole('button', { name: 'Deposit UNI-V2 LP Tokens' }).waitFor({ timeout: 30_000 })
  })

  it("shows 'No active pools' on Arbitrum", async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/uni`)
    await connect(page)
    await page.getByTestId('pool-card').first().waitFor()
    await wallet.switchChain(42161)
    await page.getByText('No active pools').waitFor()
    expect(await page.getByTestId('pool-card').count()).toBe(0)
  })

  it('counts staked liquidity tokens on the v2 liquidity page, also for a pair held only in the rewards pool', async () => {
    const owner = devAccount(7)
    const minted = await provideLiquidity(owner)
    const client = chain()
    const inWallet = await lpBalance(owner.address)
    await send({
      account: owner,
      chain: client.chain,
      address: WETH_USDC_PAIR,
      abi: erc20Abi,
      functionName: 'approve',
      args: [STAKING, inWallet],
    })
    await send({
      account: owner,
      chain: client.chain,
      address: STAKING,
      abi: stakingAbi,
      functionName: 'stake',
      args: [inWallet],
    })
    expect(await lpBalance(owner.address)).toBe(0n)
    expect(await staked(owner.address)).toBeGreaterThanOrEqual(minted)

    const { page, stack } = await openPage({ wallet: { account: 7 } })
    await page.goto(`${stack.webUrl}/pool/v2`)
    await connect(page)
    const card = page.getByTestId('v2-position').filter({ has: page.getByTestId('v2-staked-tokens') })
    await card.waitFor({ timeout: 20_000 })
    // All of it is staked: the total is the staked amount.
    const total = await card.getByTestId('v2-pool-tokens').textContent()
    expect(total).not.toBe('-')
    expect(await card.getByTestId('v2-staked-tokens').textContent()).toBe(total)
    await card.getByRole('button', { name: /Manage/ }).click()
    await card.getByRole('link', { name: 'Manage Liquidity in Rewards Pool' }).waitFor()
    // Staked tokens cannot be removed or migrated before they are withdrawn from the rewards pool.
    expect(await card.getByRole('link', { name: 'Remove' }).count()).toBe(0)
    expect(await card.getByRole('link', { name: 'Migrate' }).count()).toBe(0)
    expect(
      Number(
        await card
          .getByTestId('v2-pooled-0')
          .textContent()
          .then((text) => text?.replace(/,/g, '')),
      ),
    ).toBeGreaterThan(0)
  })

  it('shows a claim sped up in the wallet as confirmed under its new hash, in the claim dialog', async () => {
    // Account 0 has staked in ETH-USDC since the seed and earns as blocks pass (last in this file: the
    // other tests read its unclaimed UNI).
    const stack = useStack()
    const { page, wallet } = await openPage({ wallet: { account: 0 } })
    await page.goto(`${stack.webUrl}/uni/ETH/${USDC}`)
    await connect(page)
    await expect.poll(() => unclaimedShown(page), { timeout: 30_000 }).toBeGreaterThan(0n)
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    try {
      await page.getByRole('button', { name: 'Claim', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Claim' })
      await dialog.getByTestId('claimable-reward').waitFor()
      const sending = wallet.waitForRequest('eth_sendTransaction')
      await dialog.getByRole('button', { name: 'Claim', exact: true }).click()
      const hash = (await answered(await sending)) as Hex
      await dialog.getByText('Claimed UNI!').waitFor()
      const status = dialog.getByTestId('tx-status')
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('pending')

      // The wallet speeds it up: the same call at the same nonce, for higher fees.
      const sent = await chain().getTransaction({ hash })
      const speedUp = await chain().sendTransaction({
        account: devAccount(0),
        chain: null,
        to: sent.to as Address,
        data: sent.input,
        gas: sent.gas,
        nonce: sent.nonce,
        maxFeePerGas: (sent.maxFeePerGas ?? 0n) * 2n,
        maxPriorityFeePerGas: (sent.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
      })
      await rpc(stack.chains[1], 'evm_mine', [])
      expect((await chain().getTransactionReceipt({ hash: speedUp })).status).toBe('success')
      await returnToTab(page)
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 60_000 }).toBe('success')
      expect(await status.getAttribute('data-hash')).toBe(speedUp)
      expect(await status.textContent()).toBe('Confirmed (sped up: mined under a new hash)')
      await expect(
        dialog.getByRole('link', { name: 'View on Explorer' }).getAttribute('href'),
      ).resolves.toContain(speedUp)
    } finally {
      await rpc(stack.chains[1], 'evm_setAutomine', [true])
    }
  })
})
