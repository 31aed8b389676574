import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { mainnetClient as chain } from '../src/devnetReads.ts'

// Account 14 belongs to this file: a fresh account, funded here, that no other test touches (13 is
// error-texts.e2e.ts's v2 liquidity provider, which approves USDC to the router).
const ACCOUNT = 14
const USDC = MAINNET_TOKENS.USDC.address
const ROUTER = MAINNET_CONTRACTS.UniswapV2Router02
const ownableAbi = parseAbi(['function owner() view returns (address)', 'function mint(address, uint256)'])

/** ETH and USDC for the fresh account; USDC minted by its owner (impersonated). */
async function fund(account: Address) {
  const client = chain()
  await client.setBalance({ address: account, value: parseEther('100') })
  const owner = await client.readContract({ address: USDC, abi: ownableAbi, functionName: 'owner' })
  await client.setBalance({ address: owner, value: parseEther('10') })
  await client.impersonateAccount({ address: owner })
  const hash = await client.writeContract({
    account: owner,
    chain: client.chain,
    address: USDC,
    abi: ownableAbi,
    functionName: 'mint',
    args: [account, parseUnits('20000', 6)],
  })
  await client.waitForTransactionReceipt({ hash })
  await client.stopImpersonatingAccount({ address: owner })
}

const allowance = (account: Address) =>
  chain().readContract({ address: USDC, abi: erc20Abi, functionName: 'allowance', args: [account, ROUTER] })

/**
 * Records every state of the add page's buttons (their texts joined, '' when there are none) from the first
 * paint on: a DOM observer sees each commit, even one that lasts a single frame.
 */
async function recordButtons(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = []
    ;(window as unknown as { __buttons: string[] }).__buttons = log
    const record = () => {
      const area = document.querySelector('.pool-v2-actions')
      const text = area
        ? [...area.querySelectorAll('button')].map((button) => button.textContent?.trim() ?? '').join(' | ')
        : ''
      if (log[log.length - 1] !== text) log.push(text)
    }
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
  return () => page.evaluate(() => (window as unknown as { __buttons: string[] }).__buttons)
}

/** The states in which a button offered to approve USDC (enabled or pending), in order. */
const approveStates = (log: string[]) =>
  log.flatMap((entry) =>
    entry
      .split(' | ')
      .filter((text) => /^(Approve|Approving) USDC$|Loading$/.test(text))
      .slice(0, 1),
  )

describe('the approve button while the allowance loads', () => {
  it('on /add/v2: loading until the allowance is known, no Approve again once the approval is mined', async () => {
    const account = devAccount(ACCOUNT).address
    await fund(account)
    expect(await allowance(account)).toBe(0n)
    const { page, stack } = await openPage({ wallet: { account: ACCOUNT } })
    const buttons = await recordButtons(page)
    await page.goto(`${stack.webUrl}/add/v2/ETH/${USDC}`)
    await connect(page)
    // The balances are in: the allowance, read once there is an amount, is the one thing still loading.
    await page.getByText('Balance: 20,000').waitFor({ timeout: 20_000 })
    await page.locator('#add-liquidity-input-tokena-amount').fill('1')
    const approve = page.getByRole('button', { name: 'Approve USDC', exact: true })
    await approve.waitFor({ timeout: 20_000 })
    // Before the allowance was known the place of the button said it was loading, not 'Approve USDC'.
    const beforeApproving = approveStates(await buttons())
    expect(beforeApproving[0]).toMatch(/Loading$/)
    expect(beforeApproving.indexOf('Approve USDC')).toBeGreaterThan(0)

    await approve.click()
    await expect.poll(() => allowance(account), { timeout: 20_000 }).toBeGreaterThan(0n)
    const mined = Date.now()
    // No nudge for a new block: the receipt alone re-reads the allowance, and Supply follows.
    const supply = page.getByTestId('v2-supply')
    await expect.poll(() => supply.textContent(), { timeout: 10_000 }).toBe('Supply')
    await expect.poll(() => supply.isEnabled(), { timeout: 10_000 }).toBe(true)
    expect(Date.now() - mined).toBeLessThan(10_000)
    await expect(approve.count()).resolves.toBe(0)
    // Approving, then gone: never 'Approve USDC' again once it was pending (the flicker).
    const states = approveStates(await buttons())
    const pendingAt = states.indexOf('Approving USDC')
    expect(pendingAt).toBeGreaterThan(0)
    expect(states.slice(pendingAt)).not.toContain('Approve USDC')

    // Already approved: the button never shows as 'Approve USDC' while the allowance is read.
    await page.reload()
    await page.getByText('Balance: 20,000').waitFor({ timeout: 20_000 })
    await page.locator('#add-liquidity-input-tokena-amount').fill('1')
    await expect.poll(() => supply.textContent(), { timeout: 20_000 }).toBe('Supply')
    await expect.poll(() => supply.isEnabled(), { timeout: 10_000 }).toBe(true)
    const afterReload = approveStates(await buttons())
    expect(afterReload).not.toContain('Approve USDC')
    expect(afterReload).not.toContain('Approving USDC')
    expect(afterReload[0]).toMatch(/Loading$/)
  })
})
