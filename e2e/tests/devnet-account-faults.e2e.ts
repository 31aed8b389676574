import { devAccount, MAINNET_TOKENS } from '@exchange/devnet'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { connectDevnetAccount } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'
import { startFaultProxy } from '../src/faultProxy.ts'
import { serveAppWithRpc } from '../src/servedWith.ts'
import { storedRecords, swapOnce, waitForAllDecided } from '../src/swapFlow.ts'

/**
 * Issue 41: the Devnet account's transactions go through the page's own RPC, so a fault test through the
 * injected test wallet (which sends from the test process) says nothing about them. Here the node loses
 * the answer to two of every three eth_sendRawTransaction after executing it, and fails half of the other
 * requests: the account signs first, records the hash, and sends the same bytes again, so nothing mined
 * is lost and nothing is sent twice.
 */
const USDC = MAINNET_TOKENS.USDC.address
const SWAPS = 10

describe('the Devnet account behind a node that loses two of three send answers and fails half the rest', () => {
  it('shows every mined swap successful, puts one transaction on chain per swap, and never reports a lost answer as a failure', async () => {
    const stack = useStack()
    const account = devAccount(0).address
    const chain = chainClient()
    const proxy = await startFaultProxy({
      target: stack.chains[1],
      faultRate: 0.5,
      seed: 41,
      jitterMs: 200,
      lostSendAnswers: { lost: 2, of: 3 },
    })
    const app = await serveAppWithRpc(stack, {
      1: proxy.url,
      10: stack.chains[10],
      42161: stack.chains[42161],
    })
    try {
      const { page } = await openPage()
      await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
      await connectDevnetAccount(page, 60_000)
      const nonceBefore = await chain.getTransactionCount({ address: account })

      // A failure the user may retry says nothing was sent (swapOnce checks); any other fails the test.
      for (let swap = 1; swap <= SWAPS; swap++) await swapOnce(page, (0.001 * swap).toFixed(3))

      // One transaction on chain per swap: no attempt was sent twice, none was lost.
      await expect
        .poll(() => chain.getTransactionCount({ address: account }), { timeout: 60_000 })
        .toBe(nonceBefore + SWAPS)
      expect(proxy.stats.lostSends).toBeGreaterThanOrEqual(Math.floor((SWAPS * 2) / 3))

      // Every swap recorded under the hash that was mined, and shown successful.
      await waitForAllDecided(page, account, SWAPS)
      const records = await storedRecords(page, account)
      expect(records).toHaveLength(SWAPS)
      for (const record of records) {
        expect(record.receipt?.status).toBe(1)
        const receipt = await chain.getTransactionReceipt({ hash: record.hash as Hex })
        expect(receipt.status).toBe('success')
        expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
      }
      await page.goto(`${app.url}/activity`)
      const rows = page.locator('.activity-page li[data-status]')
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(SWAPS)
      expect(await page.locator('.activity-page li[data-status="success"]').count()).toBe(SWAPS)
    } finally {
      await app.close()
      await proxy.close()
    }
  }, 600_000)
})
