import { MAINNET_CONTRACTS, MAINNET_TOKENS, readAddressBook } from '@exchange/devnet'
import { type Address, parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { chooseInjectedWallet, connect, returnToTab } from '../src/actions.ts'
import { waitForChainValue } from '../src/chainValue.ts'
import { openPage } from '../src/context.ts'
import { mainnetClient as chain } from '../src/devnetReads.ts'

const WETH = MAINNET_CONTRACTS.WETH9
const GOVERNOR = MAINNET_CONTRACTS.GovernorBravo
const TIMELOCK = MAINNET_CONTRACTS.Timelock
const governorAbi = parseAbi([
  'function votingPeriod() view returns (uint256)',
  'function _setVotingPeriod(uint256 newVotingPeriod)',
])

/** The governor's admin (the Timelock, impersonated) sets its voting period, as a passed proposal would. */
async function setVotingPeriod(blocks: bigint) {
  const client = chain()
  const balance = await client.getBalance({ address: TIMELOCK })
  await client.impersonateAccount({ address: TIMELOCK })
  await client.setBalance({ address: TIMELOCK, value: 10n ** 18n })
  try {
    const hash = await client.writeContract({
      account: TIMELOCK,
      chain: null,
      address: GOVERNOR,
      abi: governorAbi,
      functionName: '_setVotingPeriod',
      args: [blocks],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('_setVotingPeriod failed')
  } finally {
    await client.stopImpersonatingAccount({ address: TIMELOCK })
    await client.setBalance({ address: TIMELOCK, value: balance })
  }
}

describe('the ape URL parameter', () => {
  it('turns expert mode on for ?ape and ?ape=TRUE, without the confirm prompt; ?ape=false leaves it off', async () => {
    const { page, stack } = await openPage()
    const expertSwitch = async () => {
      await page.getByRole('button', { name: 'Transaction settings' }).click()
      const value = await page.getByRole('switch', { name: 'Expert Mode' }).getAttribute('aria-checked')
      await page.getByRole('button', { name: 'Transaction settings' }).click()
      return value
    }
    const prompts: string[] = []
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${stack.webUrl}/swap?ape=false`)
    expect(await expertSwitch()).toBe('false')
    await page.goto(`${stack.webUrl}/swap?ape=TRUE&inputCurrency=ETH`)
    await expect.poll(expertSwitch).toBe('true')
    expect(prompts).toEqual([])

    const { page: second } = await openPage()
    await second.goto(`${stack.webUrl}/swap?ape`)
    await second.getByRole('button', { name: 'Transaction settings' }).click()
    await expect
      .poll(() => second.getByRole('switch', { name: 'Expert Mode' }).getAttribute('aria-checked'))
      .toBe('true')
  })
})

describe("the spec's missing texts", () => {
  it("says 'Error connecting. Try refreshing the page.' when the wallet fails, not when the user declines", async () => {
    const { page, stack, wallet } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    // wagmi asks for permissions first (a failure there falls through to eth_requestAccounts): both fail.
    wallet.failNext('wallet_requestPermissions')
    wallet.failNext('eth_requestAccounts')
    await chooseInjectedWallet(page)
    const pending = page.locator('.wallet-pending')
    await pending.getByText('Error connecting', { exact: true }).waitFor()
    await pending.getByText('Error connecting. Try refreshing the page.').waitFor()
    // Try Again retries; the user declines this time: only 'Error connecting' with Try Again.
    wallet.rejectNext('wallet_requestPermissions')
    await pending.getByRole('button', { name: 'Try Again' }).click()
    await expect.poll(() => pending.getByText('Error connecting. Try refreshing the page.').count()).toBe(0)
    await pending.getByText('Error connecting', { exact: true }).waitFor()
    await pending.getByRole('button', { name: 'Try Again' }).click()
    await page.getByTestId('account-address').waitFor()
  })

  it("says 'Oops! An unknown error occurred…' when the app cannot reach the chain and no wallet is connected", async () => {
    const { page, stack } = await openPage()
    // The node is unreachable from this page (the connection fails, as a dead endpoint would).
    await page.route(`${stack.chains[1]}**`, (route) => route.abort('connectionrefused'))
    await page.goto(`${stack.webUrl}/swap`)
    const message = page.getByTestId('network-error')
    await message.waitFor({ timeout: 30_000 })
    expect(await message.textContent()).toBe(
      'Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.',
    )
    // The node answers again: the message goes with the next block read.
    await page.unroute(`${stack.chains[1]}**`)
    await returnToTab(page)
    await message.waitFor({ state: 'detached', timeout: 30_000 })
  })

  it("gives pair validation's reason: ETH with WETH reads 'Tokens cannot be equal'", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/add/v2/ETH/${WETH}`)
    await page.getByTestId('pair-problem').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('pair-problem').textContent()).toBe('Tokens cannot be equal')
    // And in German, from its catalog.
    await page.goto(`${stack.webUrl}/add/v2/ETH/${WETH}?lng=de-DE`)
    await expect
      .poll(() => page.getByTestId('pair-problem').textContent(), { timeout: 20_000 })
      .toBe('Token dürfen nicht gleich sein')
  })

  it("logs 'Failed to get contract' with \"Invalid 'address' parameter\" for a token at the zero address", async () => {
    const { page, stack } = await openPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${stack.webUrl}/swap?outputCurrency=${zeroAddress}`)
    await expect
      .poll(() => errors.find((text) => text.startsWith('Failed to get contract')), { timeout: 20_000 })
      .toContain(`Invalid 'address' parameter '${zeroAddress}'.`)
  })
})

describe('amount text', () => {
  it('reads amount text of up to 79 characters and refuses the 80th, typed or from a link (spec, "Amount text")', async () => {
    const { page, stack } = await openPage()
    const swapUrl = `${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${MAINNET_TOKENS.USDC.address}`
    await page.goto(swapUrl)
    await connect(page)
    const input = page.locator('#swap-currency-input-amount')
    const output = page.locator('#swap-currency-output-amount')
    // One ETH written with leading zeros: 79 characters are read and quoted.
    const longest = `${'0'.repeat(78)}1`
    expect(longest).toHaveLength(79)
    await input.fill(longest)
    await expect.poll(() => output.inputValue(), { timeout: 30_000 }).not.toBe('')
    // The 80th character is refused, as the reference's field did (maxlength 79): the 79 stay, quoted.
    expect(await input.getAttribute('maxlength')).toBe('79')
    await input.fill(`${longest}5`)
    expect(await input.inputValue()).toBe(longest)
    expect(await input.getAttribute('aria-invalid')).not.toBe('true')
    expect(await output.inputValue()).not.toBe('')
    // From a link, where no field refuses it, a longer amount is quietly ignored.
    await page.goto(`${swapUrl}&exactAmount=0${longest}&exactField=input`)
    await page.getByRole('button', { name: 'Enter an amount' }).waitFor({ timeout: 30_000 })
    expect(await output.inputValue()).toBe('')
  })
})

describe('the voting period', () => {
  it("shows the governor's voting period on a proposal: 7 days, and what the governor says after a change", async () => {
    const active = readAddressBook(1).proposals.active
    if (!active) throw new Error('no active proposal in the address book')
    const before = await chain().readContract({
      address: GOVERNOR,
      abi: governorAbi,
      functionName: 'votingPeriod',
    })
    expect(before).toBe(40_320n)
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/vote/2/${active}`)
    const period = page.getByTestId('voting-period')
    await expect.poll(() => period.textContent(), { timeout: 30_000 }).toBe('Voting period: 7 days')
    await connect(page)
    try {
      await setVotingPeriod(80_640n)
      await waitForChainValue(page, {
        read: () => period.textContent(),
        expected: 'Voting period: 14 days',
        chainBlockNumber: () => chain().getBlockNumber({ cacheTime: 0 }),
      })
    } finally {
      await setVotingPeriod(before)
    }
    const after: Address = await chain().readContract({
      address: GOVERNOR,
      abi: parseAbi(['function admin() view returns (address)']),
      functionName: 'admin',
    })
    expect(after.toLowerCase()).toBe(TIMELOCK.toLowerCase())
  })
})
