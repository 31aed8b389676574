import { readFile } from 'node:fs/promises'
import { devAccount, MAINNET_TOKENS, rpc } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { connect, connectDevnetAccount, returnToTab } from '../src/actions.ts'
import { sentHashes } from '../src/chainChecks.ts'
import { openPage, useBrowser, useStack } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'
import { type FaultProxy, startFaultProxy } from '../src/faultProxy.ts'
import { serveAppWithRpc } from '../src/servedWith.ts'
import { type StoredRecord, storedRecords, swapOnce, waitForAllDecided } from '../src/swapFlow.ts'
import { TestWallet } from '../src/wallet.ts'

const USDC = MAINNET_TOKENS.USDC.address
/** A URL where nothing listens: a configured node that is down. */
const DEAD_NODE = 'http://127.0.0.1:9'

describe.each([
  // With a dead first URL too: viem's fallback moves on to the second (and the ranking learns it).
  { rate: 0.2, seed: 20, account: 5, deadFirst: true },
  { rate: 0.5, seed: 50, account: 7, deadFirst: false },
])('swaps through a node failing $rate of the requests', ({ rate, seed, account, deadFirst }) => {
  it('shows every mined swap successful, none missing, none failed, none sent twice', async () => {
    const stack = useStack()
    const proxy: FaultProxy = await startFaultProxy({ target: stack.chains[1], faultRate: rate, seed })
    const app = await serveAppWithRpc(stack, {
      1: deadFirst ? [DEAD_NODE, proxy.url] : proxy.url,
      42161: stack.chains[42161],
    })
    try {
      const { page, wallet } = await openPage({ wallet: { account } })
      await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
      await connect(page)
      const amounts = Array.from({ length: 10 }, (_, i) => (0.01 * (i + 1)).toFixed(2))
      for (const amount of amounts) await swapOnce(page, amount)

      // No duplicate submission: one wallet send per swap, each a distinct transaction.
      const hashes = sentHashes(wallet)
      expect(hashes).toHaveLength(10)
      expect(new Set(hashes).size).toBe(10)
      expect(wallet.calls('eth_sendTransaction')).toHaveLength(10)

      // The chain's truth, read directly from the devnet.
      const client = chainClient()
      const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
      const minedOk = receipts.filter((receipt) => receipt.status === 'success').map((r) => r.transactionHash)
      expect(minedOk).toHaveLength(10)

      // The app's: every mined swap recorded and shown successful, none failed, none missing.
      await waitForAllDecided(page, wallet.address, 10)
      const records = await storedRecords(page, wallet.address)
      expect(records.map((record) => record.hash).sort()).toEqual([...hashes].sort())
      for (const record of records) expect(record.receipt?.status).toBe(1)

      await page.goto(`${app.url}/activity`)
      const rows = page.locator('.activity-page li[data-status]')
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(10)
      expect(await page.locator('.activity-page li[data-status="success"]').count()).toBe(10)
      expect(await page.locator('.activity-page li[data-status="failed"]').count()).toBe(0)

      // The export holds each hash.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ])
      const csv = await readFile((await download.path()) as string, 'utf8')
      const lines = csv.trim().split(/\r\n/)
      expect(lines[0]?.startsWith('time,chain_id,account,hash')).toBe(true)
      expect(lines).toHaveLength(11)
      for (const hash of hashes) expect(csv).toContain(`,${hash},`)
      expect(csv.match(/,success,SWAP,/g)).toHaveLength(10)
      expect(proxy.stats.requests).toBeGreaterThan(20)
      expect(Object.values(proxy.stats.faults).reduce((a, b) => a + b, 0)).toBeGreaterThan(
        proxy.stats.requests * rate * 0.5,
      )
    } finally {
      await app.close()
      await proxy.close()
    }
  }, 600_000)
})

describe('with automining off', () => {
  afterAll(async () => {
    // Other test files expect each transaction mined at once.
    await rpc(useStack().chains[1], 'evm_setAutomine', [true])
  })

  /** Opens /swap for `account`, sends a swap of `amount` ETH while blocks are not mined, returns its hash. */
  async function pendingSwap(account: number, amount: string) {
    const opened = await openPage({ wallet: { account } })
    const { page, wallet, stack } = opened
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    await swapOnce(page, amount, 1)
    const hash = sentHashes(wallet).at(-1) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    return { ...opened, hash }
  }

  /** The account dialog's row of the record first sent as `hash`. */
  async function openRow(page: Page, hash: string) {
    await page.getByTestId('web3-status').click()
    const row = page.getByRole('dialog').locator(`li[data-original-hash="${hash}"]`)
    await row.waitFor()
    return row
  }

  it('speeds up a pending swap: mined under the new hash and shown successful', async () => {
    const { page, wallet, stack, hash } = await pendingSwap(8, '0.02')
    const client = chainClient()
    // Read before the replacement takes its place in the node's pool.
    const sent = await client.getTransaction({ hash })
    const row = await openRow(page, hash)
    await row.getByRole('button', { name: 'Speed up' }).click({ timeout: 30_000 })
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(2)
    const [original, speedUp] = wallet.calls('eth_sendTransaction').map((call) => call.params as unknown[])
    const first = original?.[0] as Record<string, string>
    const second = speedUp?.[0] as Record<string, string>
    const newHash = sentHashes(wallet)[1] as Hex
    // Same nonce, same call, both fees at least 10% higher.
    const replacement = await client.getTransaction({ hash: newHash })
    expect(replacement.nonce).toBe(sent.nonce)
    expect(replacement.input).toBe(sent.input)
    expect(replacement.to).toBe(sent.to)
    expect(replacement.value).toBe(sent.value)
    expect((replacement.maxFeePerGas ?? 0n) * 10n).toBeGreaterThanOrEqual((sent.maxFeePerGas ?? 0n) * 11n)
    expect((replacement.maxPriorityFeePerGas ?? 0n) * 10n).toBeGreaterThanOrEqual(
      (sent.maxPriorityFeePerGas ?? 0n) * 11n,
    )
    expect(second?.nonce).toBeDefined()
    expect(first?.data).toBe(second?.data)
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    const receipt = await client.getTransactionReceipt({ hash: newHash })
    expect(receipt.status).toBe('success')
    await page
      .getByRole('dialog')
      .locator(`li[data-original-hash="${hash}"][data-status="success"][data-hash="${newHash}"]`)
      .waitFor({ timeout: 30_000 })
    await page.locator('.popup', { hasText: 'sped up' }).first().waitFor({ timeout: 30_000 })
  })

  it('cancels a pending swap: its nonce used by a zero-value transfer to self, shown cancelled', async () => {
    const { page, wallet, stack, hash } = await pendingSwap(8, '0.03')
    const client = chainClient()
    const sent = await client.getTransaction({ hash })
    const row = await openRow(page, hash)
    await row.getByRole('button', { name: 'Cancel' }).click({ timeout: 30_000 })
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(2)
    const cancelHash = sentHashes(wallet)[1] as Hex
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    const cancel = await client.getTransaction({ hash: cancelHash })
    expect(cancel.nonce).toBe(sent.nonce)
    expect(cancel.to?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(cancel.value).toBe(0n)
    expect(await client.getTransactionCount({ address: wallet.address })).toBeGreaterThan(sent.nonce)
    await expect(client.getTransactionReceipt({ hash })).rejects.toThrow()
    await page
      .getByRole('dialog')
      .locator(`li[data-original-hash="${hash}"][data-status="cancelled"]`)
      .waitFor({ timeout: 30_000 })
    await page.locator('.popup', { hasText: 'Transaction cancelled' }).first().waitFor({ timeout: 30_000 })
  })

  it('shows a swap dropped by the node, its nonce taken by another transaction, as dropped', async () => {
    const { page, wallet, stack, hash } = await pendingSwap(8, '0.04')
    const client = chainClient()
    // The app has read the chain's copy (nonce, fees): its Speed up button shows.
    const row = await openRow(page, hash)
    await row.getByRole('button', { name: 'Speed up' }).waitFor({ timeout: 30_000 })
    const sent = await client.getTransaction({ hash })
    await rpc(stack.chains[1], 'anvil_dropTransaction', [hash])
    // Another transaction (from elsewhere: a transfer to account 1) takes the nonce.
    await client.sendTransaction({
      account: devAccount(8),
      chain: client.chain,
      to: devAccount(1).address,
      value: 1n,
      nonce: sent.nonce,
    })
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    await row.and(page.locator('[data-status="dropped"]')).waitFor({ timeout: 30_000 })
    await page.locator('.popup', { hasText: 'Transaction dropped' }).first().waitFor({ timeout: 30_000 })
    expect(wallet.calls('eth_sendTransaction')).toHaveLength(1)
  })

  it("explains when the wallet refuses the replacement's nonce", async () => {
    const { page, wallet, stack, hash } = await pendingSwap(8, '0.06')
    const row = await openRow(page, hash)
    const speedUp = row.getByRole('button', { name: 'Speed up' })
    await speedUp.waitFor({ timeout: 30_000 })
    wallet.failNext('eth_sendTransaction', 'Invalid transaction nonce: this wallet sets the nonce itself')
    await speedUp.click()
    await row.getByRole('alert').getByText('did not accept nonce').waitFor({ timeout: 30_000 })
    // Then cancelled for real, so that the account has nothing pending for the next test.
    await row.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => sentHashes(wallet).length, { timeout: 30_000 }).toBe(2)
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    await row.and(page.locator('[data-status="cancelled"]')).waitFor({ timeout: 30_000 })
  })

  it('speeds up a pending swap sent with the Devnet account', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connectDevnetAccount(page)
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    await swapOnce(page, '0.07', 1)
    const account = devAccount(0).address
    const pending = (await storedRecords(page, account)).filter(
      (record) => !record.receipt && !record.outcome,
    )
    expect(pending).toHaveLength(1)
    const hash = pending[0]?.hash as Hex
    const client = chainClient()
    const sent = await client.getTransaction({ hash })
    const row = await openRow(page, hash)
    await row.getByRole('button', { name: 'Speed up' }).click({ timeout: 30_000 })
    let newHash: Hex | undefined
    await expect
      .poll(
        async () => {
          const record = (await storedRecords(page, account)).find((entry) => entry.hash === hash) as
            | (StoredRecord & { replacements?: { hash: Hex }[] })
            | undefined
          newHash = record?.replacements?.[0]?.hash
          return newHash
        },
        { timeout: 30_000 },
      )
      .toBeDefined()
    const replacement = await client.getTransaction({ hash: newHash as Hex })
    expect(replacement.nonce).toBe(sent.nonce)
    expect(replacement.input).toBe(sent.input)
    await rpc(stack.chains[1], 'evm_mine', [])
    await returnToTab(page)
    await page
      .getByRole('dialog')
      .locator(`li[data-original-hash="${hash}"][data-status="success"][data-hash="${newHash}"]`)
      .waitFor({ timeout: 30_000 })
  })

  it('keeps a pending swap across a reload and a browser restart, and completes it', async () => {
    const { page, stack, hash } = await pendingSwap(8, '0.05')
    await page.reload()
    await page.getByTestId('web3-status').getByText('1 Pending').waitFor({ timeout: 20_000 })
    // A browser restart: a new context with the same storage.
    const storageState = await page.context().storageState()
    await page.context().close()
    const context = await (await useBrowser()).newContext({
      storageState,
      viewport: { width: 1280, height: 800 },
    })
    try {
      const restarted = await context.newPage()
      await TestWallet.attach(restarted, { chains: stack.chains, account: 8 })
      await restarted.goto(`${stack.webUrl}/swap`)
      await connect(restarted)
      await restarted.getByTestId('web3-status').getByText('1 Pending').waitFor({ timeout: 20_000 })
      await rpc(stack.chains[1], 'evm_setAutomine', [true])
      await rpc(stack.chains[1], 'evm_mine', [])
      await restarted
        .locator('.popup', { hasText: 'Transaction confirmed' })
        .first()
        .waitFor({ timeout: 30_000 })
      await restarted.getByTestId('web3-status').getByText('1 Pending').waitFor({ state: 'detached' })
      const records = await storedRecords(restarted, devAccount(8).address)
      expect(records.find((record) => record.hash === hash)?.receipt?.status).toBe(1)
    } finally {
      await context.close()
    }
  })
})
