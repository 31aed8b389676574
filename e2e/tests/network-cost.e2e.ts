import { devAccount, MAINNET_CONTRACTS } from '@exchange/devnet'
import type { Locator, Page } from 'playwright-core'
import { type Address, encodeFunctionData, erc20Abi, formatUnits, parseAbi, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { mainnetClient as chain, stackChecks } from '../src/devnetReads.ts'
import { setEthBalance } from '../src/funding.ts'
import { serveAppWith } from '../src/servedWith.ts'

// Account 21 is fresh (no other test file uses it); account 0 lends it UNI and gets it back after.
const ACCOUNT = 21
const UNI = MAINNET_CONTRACTS.UNI
const SECTION = 'Balance changes (simulated)'
const MAINNET_SUBGRAPH = '/subgraphs/name/uniswap/uniswap-v3'
const delegateAbi = parseAbi(['function delegate(address delegatee)'])

let restore: (() => Promise<void>) | undefined
afterEach(async () => {
  await restore?.()
  restore = undefined
})

/** Account 21 with 10 ETH and 5 UNI (the Unlock Voting button needs a balance), given back after. */
async function holderOfUni() {
  const account = devAccount(ACCOUNT)
  const lender = devAccount(0)
  await setEthBalance(account.address, parseEther('10'))
  const transfer = async (from: typeof account, to: Address) =>
    stackChecks().successfulReceipt(
      await chain().writeContract({
        account: from,
        chain: null,
        address: UNI,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseEther('5')],
      }),
    )
  await transfer(lender, account.address)
  restore = async () => {
    await transfer(account, lender.address)
  }
  return account
}

/** The Unlock Votes dialog's 'Network cost' row, once its simulation has run. */
async function unlockVotesCost(page: Page, webUrl: string): Promise<Locator> {
  await page.goto(`${webUrl}/vote`)
  await connect(page)
  await page.getByRole('button', { name: 'Unlock Voting' }).click({ timeout: 30_000 })
  const section = page.getByRole('dialog', { name: 'Unlock Votes' }).getByRole('region', { name: SECTION })
  const cost = section.getByTestId('simulated-network-cost')
  await cost.waitFor({ timeout: 30_000 })
  return cost
}

/** What the test expects, from the node and the indexer themselves: estimate x gas price x ethPriceUSD. */
async function expectedUsd(account: Address): Promise<{ usd: number; wei: bigint; ethPriceUSD: string }> {
  const request = {
    account,
    to: UNI,
    data: encodeFunctionData({ abi: delegateAbi, functionName: 'delegate', args: [account] }),
  }
  const [gas, gasPrice] = await Promise.all([chain().estimateGas(request), chain().getGasPrice()])
  const response = await fetch(`${useStack().indexerUrl}${MAINNET_SUBGRAPH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ bundle(id: "1") { ethPriceUSD } }' }),
  })
  const body = (await response.json()) as { data: { bundle: { ethPriceUSD: string } } }
  const ethPriceUSD = body.data.bundle.ethPriceUSD
  const wei = gas * gasPrice
  return { usd: Number(formatUnits(wei, 18)) * Number(ethPriceUSD), wei, ethPriceUSD }
}

/** '$0.27' → 0.27; '<$0.01' → the largest value it may stand for; anything else → NaN. */
function shownUsd(text: string): { value: number; belowOneCent: boolean } {
  const match = /^Network cost: (<)?\$([\d,]+\.\d\d)$/.exec(text)
  if (!match) return { value: Number.NaN, belowOneCent: false }
  return { value: Number(match[2]!.replaceAll(',', '')), belowOneCent: match[1] === '<' }
}

describe('Network cost in a review dialog', () => {
  it("is the gas estimate x the gas price x the indexer's ethPriceUSD, in dollars", async () => {
    const account = await holderOfUni()
    const { page, stack } = await openPage({ wallet: { account: ACCOUNT } })
    const cost = await unlockVotesCost(page, stack.webUrl)
    let last = ''
    // The dialog's figure and the test's are read a moment apart: equal once both saw the same block.
    await expect
      .poll(
        async () => {
          const text = (await cost.textContent()) ?? ''
          const expected = await expectedUsd(account.address)
          const shown = shownUsd(text)
          last = `shown '${text}', expected $${expected.usd} (${expected.wei} wei at $${expected.ethPriceUSD})`
          if (shown.belowOneCent) return expected.usd < 0.01
          return Math.abs(shown.value - expected.usd) <= 0.005 + 1e-9
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe(true)
    console.info(`network cost: ${last}`)
    expect(await cost.getAttribute('data-currency')).toBe('USD')
    expect(last).toMatch(/shown 'Network cost: \$\d+\.\d\d'/)
  })

  it('is shown in ETH when the indexer cannot be reached, never as an old or made-up dollar figure', async () => {
    const account = await holderOfUni()
    const stack = useStack()
    // Nothing listens on port 9 of the loopback (discard): every indexer request fails at once.
    const app = await serveAppWith(stack, { indexerUrl: 'http://127.0.0.1:9' })
    try {
      const { page } = await openPage({ wallet: { account: ACCOUNT } })
      const cost = await unlockVotesCost(page, app.url)
      // However long the dialog stays open: the indexer's requests fail, the figure stays in ETH.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const text = (await cost.textContent()) ?? ''
      expect(text).toMatch(/^Network cost: \d+(\.\d+)? ETH$/)
      expect(text).not.toContain('$')
      expect(await cost.getAttribute('data-currency')).toBe('ETH')
      // The ETH figure is the estimate at the gas price too (4 significant digits, rounded down).
      await expect
        .poll(
          async () => {
            const shown = Number(
              ((await cost.textContent()) ?? '').replace(/^Network cost: ([\d.]+) ETH$/, '$1'),
            )
            const eth = Number(formatUnits((await expectedUsd(account.address)).wei, 18))
            return shown <= eth && eth - shown <= eth * 0.001
          },
          { timeout: 45_000, interval: 1_000 },
        )
        .toBe(true)
    } finally {
      await app.close()
    }
  })
})
