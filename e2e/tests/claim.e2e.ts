import { devAccount, MAINNET_CONTRACTS, readAirdropTree, rpc } from '@exchange/devnet'
import { erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { answered } from '../src/chainChecks.ts'
import { openPage } from '../src/context.ts'
import { mainnetClient as chain, tokenBalance } from '../src/devnetReads.ts'
import { watchForText } from '../src/pageWatch.ts'

const UNI = MAINNET_CONTRACTS.UNI
const distributorAbi = parseAbi(['function isClaimed(uint256 index) view returns (bool)'])
const tree = readAirdropTree()
const claimOf = (index: number) => {
  const claim = tree.claims[devAccount(index).address]
  if (!claim) throw new Error(`account ${index} has no claim in the tree`)
  return claim
}

/** 1,234.5678-style: whole UNI with grouping and up to four decimals, as the claim dialogs show amounts. */
function uni(raw: bigint, places = 4, trim = true): string {
  const whole = (raw / 10n ** 18n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = ((raw % 10n ** 18n) * 10n ** BigInt(places)) / 10n ** 18n
  let text = places > 0 ? fraction.toString().padStart(places, '0') : ''
  if (trim) text = text.replace(/0+$/, '')
  return text ? `${whole}.${text}` : whole
}

const isClaimed = (index: number) =>
  chain().readContract({
    address: MAINNET_CONTRACTS.MerkleDistributor,
    abi: distributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })

describe('the airdrop claim', () => {
  it('shows account 0 the claim popup; the claim sends its UNI, shows confetti and the dialog closes itself', async () => {
    const account = devAccount(0).address
    const claim = claimOf(0)
    const amount = BigInt(claim.amount)
    expect(await isClaimed(claim.index)).toBe(false)
    const before = await tokenBalance(UNI, account)

    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const popup = page.getByTestId('claim-popup')
    await popup.getByText('UNI has arrived').waitFor()
    await popup.getByText(`${uni(amount)} UNI`, { exact: true }).waitFor()
    await popup.getByRole('button', { name: 'Claim your UNI tokens' }).click()

    const dialog = page.getByRole('dialog', { name: 'Claim UNI' })
    await dialog
      .getByTestId('claim-amount')
      .getByText(`${uni(amount)} UNI`)
      .waitFor()
    // Account 0 is a user (400 UNI) and a liquidity provider (the rest).
    const rows = dialog.locator('.claim-modal__breakdown div')
    await expect(rows.allInnerTexts()).resolves.toEqual([
      'User\n400 UNI',
      `Liquidity\n${uni(amount - 400n * 10n ** 18n)} UNI`,
    ])
    // The card gives way to the dialog.
    await popup.waitFor({ state: 'detached' })

    // Refused in the wallet: back to the form, nothing sent.
    wallet.rejectNext('eth_sendTransaction')
    await dialog.getByRole('button', { name: 'Claim UNI' }).click()
    await dialog.getByRole('button', { name: 'Claim UNI' }).waitFor()
    expect(await isClaimed(claim.index)).toBe(false)

    const sawWaiting = await watchForText(page, 'Confirm this transaction in your wallet')
    const sent = wallet.waitForRequest('eth_sendTransaction')
    // The node holds the transaction unmined until the explorer link has been checked: the link shows
    // only until the receipt arrives.
    const rpcUrl = stack.chains[1]
    await rpc(rpcUrl, 'evm_setAutomine', [false])
    let hash: `0x${string}`
    try {
      await dialog.getByRole('button', { name: 'Claim UNI' }).click()
      hash = await answered(await sent)
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await sawWaiting()).toBe(true)
      const explorer = dialog.getByRole('link', { name: 'View transaction on Explorer' })
      await explorer.waitFor()
      expect(await explorer.getAttribute('href')).toContain(hash)
    } finally {
      await rpc(rpcUrl, 'evm_setAutomine', [true])
    }
    await rpc(rpcUrl, 'evm_mine', [])
    // The transaction sent claim(index, account, amount, proof) with the gas raised over the estimate.
    const tx = await chain().getTransaction({ hash })
    expect(tx.to?.toLowerCase()).toBe(MAINNET_CONTRACTS.MerkleDistributor.toLowerCase())
    const receipt = await chain().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(tx.gas).toBeGreaterThan((receipt.gasUsed * 115n) / 100n)
    // The app looks for new blocks every 15 s, and at once when the tab becomes visible again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

    await dialog.getByText('Welcome to team Unicorn :)').waitFor({ timeout: 30_000 })
    await dialog.getByText('Claimed!').waitFor()
    const confetti = page.getByTestId('confetti')
    await expect(confetti.getAttribute('data-pieces')).resolves.toBe('400')
    // The self-claim dialog closes itself after the celebration.
    await dialog.waitFor({ state: 'detached', timeout: 20_000 })

    const after = await tokenBalance(UNI, account)
    expect(after - before).toBe(amount)
    expect(await isClaimed(claim.index)).toBe(true)

    // The header now shows the account's UNI; its breakdown shows the grown wallet balance.
    await page.getByTestId('header-claim-uni').waitFor({ state: 'detached' })
    await page.getByTestId('header-uni-balance').click()
    const breakdown = page.getByRole('dialog', { name: 'Your UNI Breakdown' })
    await breakdown
      .getByTestId('uni-wallet-balance')
      .getByText(uni(after, 2, false), { exact: true })
      .waitFor()
  })

  it('claims for account 1 from account 2 by its ENS name; the tokens go to account 1', async () => {
    const claim = claimOf(1)
    const amount = BigInt(claim.amount)
    const recipient = devAccount(1).address
    const sender = devAccount(2).address
    expect(await isClaimed(claim.index)).toBe(false)
    const [recipientBefore, senderBefore] = await Promise.all([
      tokenBalance(UNI, recipient),
      tokenBalance(UNI, sender),
    ])

    const { page, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    // /claim opens the claim-for-address dialog over the swap screen.
    await page.goto(`${stack.webUrl}/claim`)
    await page.waitForURL((url) => url.pathname === '/swap')
    const dialog = page.getByRole('dialog', { name: 'Claim UNI Token' })
    await dialog.waitFor()
    const claimButton = dialog.getByRole('button', { name: 'Claim UNI' })
    expect(await claimButton.isDisabled()).toBe(true)

    await dialog.getByRole('textbox', { name: 'Recipient' }).fill('bob.eth')
    await dialog.getByTestId('claim-recipient').getByText(recipient).waitFor()
    await dialog
      .getByTestId('claim-amount')
      .getByText(`${uni(amount)} UNI`)
      .waitFor()
    await expect(claimButton.isEnabled()).resolves.toBe(true)
    await claimButton.click()
    await dialog.getByText('Welcome to team Unicorn :)').waitFor({ timeout: 30_000 })
    await expect(page.getByTestId('confetti').getAttribute('data-pieces')).resolves.toBe('400')

    expect(await isClaimed(claim.index)).toBe(true)
    const [recipientAfter, senderAfter] = await Promise.all([
      tokenBalance(UNI, recipient),
      tokenBalance(UNI, sender),
    ])
    expect(recipientAfter - recipientBefore).toBe(amount)
    expect(senderAfter).toBe(senderBefore)
  })

  it("tells account 5 'Address has no available claim' and keeps Claim disabled", async () => {
    const { page, stack } = await openPage({ wallet: { account: 5 } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    // Account 5 has no claim: no card, no header claim button.
    await page.getByTestId('header-uni-balance').waitFor()
    expect(await page.getByTestId('claim-popup').count()).toBe(0)

    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-claim').click()
    const dialog = page.getByRole('dialog', { name: 'Claim UNI Token' })
    const input = dialog.getByRole('textbox', { name: 'Recipient' })
    await input.fill('not an address')
    await expect(dialog.getByText('Address has no available claim').count()).resolves.toBe(0)
    await input.fill(devAccount(5).address)
    await dialog.getByText('Address has no available claim').waitFor()
    expect(await dialog.getByRole('button', { name: 'Claim UNI' }).isDisabled()).toBe(true)
    // An address with a claim clears the message.
    await input.fill(devAccount(3).address)
    await dialog
      .getByTestId('claim-amount')
      .getByText(`${uni(BigInt(claimOf(3).amount))} UNI`)
      .waitFor()
    await expect(dialog.getByText('Address has no available claim').count()).resolves.toBe(0)
  })

  it('lets account 4 dismiss the card, then claim from the header button with its SOCKS, user and liquidity parts', async () => {
    const claim = claimOf(4)
    const amount = BigInt(claim.amount)
    const { page, wallet, stack } = await openPage({ wallet: { account: 4 } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const popup = page.getByTestId('claim-popup')
    await popup.waitFor()
    await popup.getByRole('button', { name: 'Dismiss' }).click()
    await popup.waitFor({ state: 'detached' })
    await page.getByTestId('header-claim-uni').click()
    const dialog = page.getByRole('dialog', { name: 'Claim UNI' })
    await dialog
      .getByTestId('claim-amount')
      .getByText(`${uni(amount)} UNI`)
      .waitFor()
    await expect(dialog.locator('.claim-modal__breakdown div').allInnerTexts()).resolves.toEqual([
      'User\n400 UNI',
      `Liquidity\n${uni(amount - 1_400n * 10n ** 18n)} UNI`,
      'SOCKS\n1,000 UNI',
    ])
    // The claim itself, from this dialog: account 4 receives every part, and the index is spent.
    const account = devAccount(4).address
    expect(await isClaimed(claim.index)).toBe(false)
    const before = await tokenBalance(UNI, account)
    const sent = wallet.waitForRequest('eth_sendTransaction')
    await dialog.getByRole('button', { name: 'Claim UNI' }).click()
    const receipt = await chain().waitForTransactionReceipt({ hash: await answered(await sent) })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(MAINNET_CONTRACTS.MerkleDistributor.toLowerCase())
    expect((await tokenBalance(UNI, account)) - before).toBe(amount)
    expect(await isClaimed(claim.index)).toBe(true)
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await dialog.getByText('Claimed!').waitFor({ timeout: 30_000 })
  })

  it('shows the circulating supply by the schedule less the treasury, and the total supply', async () => {
    const treasury = await tokenBalance(UNI, MAINNET_CONTRACTS.Timelock)
    const totalSupply = await chain().readContract({
      address: UNI,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    // Every tranche of the schedule is out by 2024-09-18: 551,800,000 UNI.
    const circulating = 551_800_000n * 10n ** 18n - treasury
    const { page, stack } = await openPage({ wallet: { account: 5 } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await page.getByTestId('header-uni-balance').click()
    const breakdown = page.getByRole('dialog', { name: 'Your UNI Breakdown' })
    await breakdown.getByTestId('uni-circulation').getByText(uni(circulating, 0), { exact: true }).waitFor()
    await breakdown.getByTestId('uni-total-supply').getByText(uni(totalSupply, 0), { exact: true }).waitFor()
    await breakdown
      .getByTestId('uni-price')
      .getByText(/^\$\d[\d,]*\.\d\d$/)
      .waitFor()
  })
})
