import { devAccount, MAINNET_CONTRACTS, readAddressBook } from '@exchange/devnet'
import { type Address, parseAbi, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect, returnToTab } from '../src/actions.ts'
import { answered } from '../src/chainChecks.ts'
import { openPage } from '../src/context.ts'
import { mainnetClient as chain } from '../src/devnetReads.ts'
import { watchForText } from '../src/pageWatch.ts'

const GOVERNOR = MAINNET_CONTRACTS.GovernorBravo
const UNI = MAINNET_CONTRACTS.UNI
const GRANTS: Address = '0x4b4e140D1f131fdaD6fb59C13AF796fD194e4135'
const book = readAddressBook(1)
const proposalId = (state: string) => {
  const id = book.proposals[state]
  if (!id) throw new Error(`no ${state} proposal in the address book`)
  return BigInt(id)
}

const governorAbi = parseAbi([
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function state(uint256) view returns (uint8)',
  'function latestProposalIds(address) view returns (uint256)',
  'function proposalCount() view returns (uint256)',
  'struct Receipt { bool hasVoted; uint8 support; uint96 votes; }',
  'function getReceipt(uint256, address) view returns (Receipt)',
  'event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason)',
])
const uniAbi = parseAbi([
  'function delegates(address) view returns (address)',
  'function getPriorVotes(address, uint256) view returns (uint96)',
])

const proposal = (id: bigint) =>
  chain().readContract({ address: GOVERNOR, abi: governorAbi, functionName: 'proposals', args: [id] })

/** Whole votes with grouping, as the proposal page shows counts. */
const whole = (raw: bigint) => (raw / 10n ** 18n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

describe('governance', () => {
  it('lists the seeded proposals with their statuses', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/vote`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Uniswap Governance')
    const seeded: [string, string, string][] = [
      ['executed', 'Reaffirm the two-day timelock delay', 'Executed'],
      ['succeeded', 'Fund the community grants program', 'Succeeded'],
      ['defeated', 'Turn on the protocol fee switch', 'Defeated'],
      ['canceled', 'Deploy to a new chain (withdrawn)', 'Canceled'],
      ['active', 'Upgrade the governance quorum', 'Active'],
      ['pending', 'Renew the liquidity mining program', 'Pending'],
    ]
    for (const [state, title, status] of seeded) {
      const row = page.getByTestId('proposal-row').filter({ hasText: title })
      await row.waitFor()
      await expect(row.getByTestId('proposal-status').textContent()).resolves.toBe(status)
      await expect(row.getAttribute('href')).resolves.toBe(`/vote/2/${proposalId(state)}`)
    }
    // Newest first.
    const ids = await page.locator('.proposal-row__id').allTextContents()
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => b - a))
    await page
      .getByText('A minimum threshold of 0.25% of the total UNI supply is required to submit proposals')
      .waitFor()
  })

  it('shows a proposal: markdown as safe text, actions decoded, the votes and when voting ended', async () => {
    const { page, stack } = await openPage()
    const id = proposalId('executed')
    await page.goto(`${stack.webUrl}/vote/2/${id}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Reaffirm the two-day timelock delay',
    )
    const description = page.getByTestId('proposal-description')
    await description.locator('strong', { hasText: 'Timelock' }).waitFor()
    await description.locator('li code', { hasText: 'setDelay(uint256)' }).waitFor()
    await page.getByText(`.setDelay(${2 * 86_400})`).waitFor()
    const { forVotes } = await proposal(id).then(([, , , , , f]) => ({ forVotes: f }))
    await page.getByTestId('for').getByText(whole(forVotes), { exact: true }).waitFor()
    await page
      .getByTestId('voting-time')
      .getByText(/^Voting ended /)
      .waitFor()

    // Raw HTML in a description stays text.
    await page.goto(`${stack.webUrl}/vote/2/${proposalId('active')}`)
    const active = page.getByTestId('proposal-description')
    await active.getByText('<script>alert(1)</script> is shown as text.').waitFor()
    expect(await active.locator('script').count()).toBe(0)
    await page
      .getByTestId('voting-time')
      .getByText(/^Voting ends approximately /)
      .waitFor()
  })

  it('votes For with a reason on the active proposal and moves the count', async () => {
    const id = proposalId('active')
    const voter = devAccount(0).address
    const before = await proposal(id)
    const startBlock = before[3]
    const weight = await chain().readContract({
      address: UNI,
      abi: uniAbi,
      functionName: 'getPriorVotes',
      args: [voter, startBlock],
    })
    expect(weight).toBeGreaterThan(0n)

    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/vote/2/${id}`)
    await connect(page)
    await page
      .getByTestId('voting-power')
      .getByText(`Your voting power at block ${startBlock}: ${whole(weight)} votes`)
      .waitFor()
    await page.getByTestId('for').getByText(whole(before[5]), { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Vote For' }).click()
    const dialog = page.getByRole('dialog', { name: `Vote for proposal ${id}` })
    await dialog.getByText(`${whole(weight)} Votes`).waitFor()
    const reason = 'Broad support should pass.'
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason)
    const sending = wallet.waitForRequest('eth_sendTransaction')
    await dialog.getByRole('button', { name: `Vote for proposal ${id}` }).click()
    const hash = await answered(await sending)
    await dialog.getByText('Transaction Submitted').waitFor()
    const receipt = await chain().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const [cast] = parseEventLogs({ abi: governorAbi, eventName: 'VoteCast', logs: receipt.logs })
    expect(cast?.args).toMatchObject({ voter, proposalId: id, support: 1, votes: weight, reason })
    await dialog.getByRole('button', { name: 'Close' }).first().click()

    const after = await proposal(id)
    expect(after[5] - before[5]).toBe(weight)
    await returnToTab(page)
    await page.getByTestId('for').getByText(whole(after[5]), { exact: true }).waitFor({ timeout: 30_000 })
    await page.getByTestId('your-vote').getByText('You voted For').waitFor()
    expect(await page.getByRole('button', { name: 'Vote For' }).count()).toBe(0)
  })

  it('tells an account without votes at the snapshot that it cannot vote', async () => {
    const id = proposalId('active')
    const [, , , startBlock] = await proposal(id)
    const { page, stack } = await openPage({ wallet: { account: 5 } })
    await page.goto(`${stack.webUrl}/vote/2/${id}`)
    await connect(page)
    await page
      .getByTestId('vote-eligibility')
      .getByText(
        `Only UNI votes that were self delegated or delegated to another address before block ${startBlock} are eligible for voting.`,
      )
      .waitFor()
    expect(await page.getByRole('button', { name: 'Vote For' }).count()).toBe(0)
  })

  it('delegates the votes of an account to another by its ENS name', async () => {
    const delegator = devAccount(7).address
    const bob = devAccount(1).address
    const current = await chain().readContract({
      address: UNI,
      abi: uniAbi,
      functionName: 'delegates',
      args: [delegator],
    })
    expect(current.toLowerCase()).not.toBe(bob.toLowerCase())

    const { page, wallet, stack } = await openPage({ wallet: { account: 7 } })
    await page.goto(`${stack.webUrl}/vote`)
    await connect(page)
    await page.getByRole('button', { name: 'Unlock Voting' }).click()
    const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
    await dialog.getByRole('radio', { name: 'Another address' }).check()
    await dialog.getByRole('textbox', { name: 'Delegate to' }).fill('bob.eth')
    await dialog.getByTestId('delegate-resolved').getByText(bob).waitFor()
    const sawDelegating = await watchForText(page, 'Delegating')
    const sending = wallet.waitForRequest('eth_sendTransaction')
    await dialog.getByRole('button', { name: 'Delegate Votes' }).click()
    const hash = await answered(await sending)
    await dialog.getByText('Transaction Submitted').waitFor()
    expect(await sawDelegating()).toBe(true)
    expect((await chain().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(
      await chain().readContract({ address: UNI, abi: uniAbi, functionName: 'delegates', args: [delegator] }),
    ).toBe(bob)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await returnToTab(page)
    await page.getByTestId('delegated-to').getByText('bob.eth').waitFor({ timeout: 30_000 })
  })

  it('creates a proposal from an account above the threshold and lists it', async () => {
    const proposer = devAccount(1).address
    const latest = await chain().readContract({
      address: GOVERNOR,
      abi: governorAbi,
      functionName: 'latestProposalIds',
      args: [proposer],
    })
    expect(latest).toBe(0n)
    const countBefore = await chain().readContract({
      address: GOVERNOR,
      abi: governorAbi,
      functionName: 'proposalCount',
    })

    const { page, wallet, stack } = await openPage({ wallet: { account: 1 } })
    await page.goto(`${stack.webUrl}/create-proposal`)
    await page.waitForURL((url) => url.pathname === '/vote/create-proposal')
    await connect(page)
    const action = page.getByTestId('proposal-action')
    await action.getByRole('textbox', { name: 'Target' }).fill(UNI)
    await action.getByRole('textbox', { name: 'Function' }).fill('transfer(address to, uint256 amount)')
    await action.getByRole('textbox', { name: 'to (address)' }).fill(GRANTS)
    await action.getByRole('textbox', { name: 'amount (uint256)' }).fill('1000000000000000000000')
    const title = 'Fund the documentation effort'
    await page.getByRole('textbox', { name: 'Title' }).fill(title)
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Sends **1,000 UNI** to the grants program for documentation.')
    const sawSubmitting = await watchForText(page, 'Submitting Proposal')
    const sending = wallet.waitForRequest('eth_sendTransaction')
    await page.getByRole('button', { name: 'Create Proposal' }).click()
    const hash = await answered(await sending)
    await page.getByText('Proposal Submitted').waitFor()
    expect(await sawSubmitting()).toBe(true)
    expect((await chain().waitForTransactionReceipt({ hash })).status).toBe('success')
    const id = await chain().readContract({
      address: GOVERNOR,
      abi: governorAbi,
      functionName: 'proposalCount',
    })
    expect(id).toBe(countBefore + 1n)
    expect(
      await chain().readContract({
        address: GOVERNOR,
        abi: governorAbi,
        functionName: 'latestProposalIds',
        args: [proposer],
      }),
    ).toBe(id)

    await page.getByRole('link', { name: 'Return' }).click()
    await page.waitForURL((url) => url.pathname === '/vote')
    await returnToTab(page)
    const row = page.getByTestId('proposal-row').filter({ hasText: title })
    await row.waitFor({ timeout: 30_000 })
    await expect(row.getByTestId('proposal-status').textContent()).resolves.toBe('Pending')
    await row.click()
    await page.getByText(`.transfer(${GRANTS}, 1000000000000000000000)`).waitFor()
    await page.getByTestId('proposal-description').locator('strong', { hasText: '1,000 UNI' }).waitFor()

    // With a pending proposal the account cannot propose again.
    await page.goto(`${stack.webUrl}/vote/create-proposal`)
    await page.getByRole('button', { name: 'You already have an active or pending proposal' }).waitFor()
  })

  it('tells an account below the threshold how many votes proposing takes', async () => {
    const { page, stack } = await openPage({ wallet: { account: 5 } })
    await page.goto(`${stack.webUrl}/vote/create-proposal`)
    await connect(page)
    const button = page.getByRole('button', { name: 'You must have 2,500,000 votes to submit a proposal' })
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
  })

  it('asks for layer 1 on Arbitrum', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/vote`)
    await connect(page)
    await page.getByTestId('proposal-row').first().waitFor()
    await wallet.switchChain(42161)
    await page.getByText('Please connect to Layer 1 Ethereum').waitFor()
    expect(await page.getByTestId('proposal-row').count()).toBe(0)
    await page.goto(`${stack.webUrl}/vote/create-proposal`)
    await page.getByText('Please connect to Layer 1 Ethereum').waitFor()
  })
})
