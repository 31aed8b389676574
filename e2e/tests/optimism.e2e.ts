import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_ACCOUNTS, devnetClient, OPTIMISM_CONTRACTS, OPTIMISM_TOKENS, rpc } from '@exchange/devnet'
import { startIndexer } from '@exchange/indexer'
import type { Page } from 'playwright-core'
import { type Address, decodeFunctionData, type Hex, parseAbi, parseUnits } from 'viem'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { approveAndPreviewAdd, connect } from '../src/actions.ts'
import { chainChecks, sentDuring } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { tokenBalance } from '../src/devnetReads.ts'
import { serveAppWith, serveAppWithRpc } from '../src/servedWith.ts'
import { actionButton } from '../src/swapFlow.ts'

/**
 * Optimism (chain 10) on its replica: the network switch and what the spec says changes there, a swap,
 * wrapping, v3 liquidity added, collected (as WETH) and removed (paid in ETH), each checked on the chain,
 * and the pool depth read from the Optimism subgraph path of an indexer of chain 10. Accounts 0 (its seeded
 * position #1 on Optimism), 3 and 4 trade here; no other browser test touches chain 10.
 */

const WETH = OPTIMISM_TOKENS.WETH.address
const USDC = OPTIMISM_TOKENS.USDC.address
const DAI = OPTIMISM_TOKENS.DAI.address
const MANAGER = OPTIMISM_CONTRACTS.NonfungiblePositionManager
const OPTIMISM_LIST = 'https://static.optimism.io/optimism.tokenlist.json'

const managerAbi = parseAbi([
  'function positions(uint256) view returns (uint96, address, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max)) returns (uint256 amount0, uint256 amount1)',
  'function balanceOf(address) view returns (uint256)',
  'function tokenOfOwnerByIndex(address, uint256) view returns (uint256)',
])
const multicallAbi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
])
const MAX_UINT128 = 2n ** 128n - 1n

const chain = () => devnetClient(10, useStack().chains[10])

/**
 * A live layer 2 makes blocks all the time; the test chain sat idle while the stack started and the other
 * files ran. Each test starts from a block of the present, as on the real network: the layer-2 deadline
 * is 300 s after the latest block, and the 'might be down' warning counts from it.
 */
beforeEach(async () => {
  await rpc(useStack().chains[10], 'evm_mine', [])
})
const balanceOf = (token: Address, account: Address) => tokenBalance(token, account, 10)

const inputAmount = (page: Page) => page.locator('#swap-currency-input-amount')
const outputAmount = (page: Page) => page.locator('#swap-currency-output-amount')

/** The persisted token-list state of the page: which list URLs are active. */
async function activeListUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i) ?? '') ?? ''
      const match = /"activeListUrls":(\[[^\]]*\])/.exec(value)
      if (match?.[1]) return JSON.parse(match[1]) as string[]
    }
    return []
  })
}

describe('switching to Optimism', () => {
  it("labels the network 'OΞ', shows the layer-2 banner and the Auto Router toggle, hides Vote, and enables the Optimism list", async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const vote = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vote' })
    await vote.waitFor()
    await page.getByTestId('network-selector').click()
    await page.getByTestId('network-option-10').click()
    const banner = page.getByTestId('l2-banner')
    await banner.waitFor()
    expect(wallet.chainId).toBe(10)
    await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('OΞ')
    expect(await banner.textContent()).toContain('This interface on OΞ is in beta.')
    await vote.waitFor({ state: 'detached' })
    // The switch turned the Optimism list on (saved with the lists' state).
    await expect.poll(() => activeListUrls(page), { timeout: 10_000 }).toContain(OPTIMISM_LIST)
    // The router serves Optimism: the Auto Router toggle is offered there.
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    await page.getByRole('switch', { name: 'Auto Router API' }).waitFor()
  })

  it('asks for Layer 1 on the vote page, and says v2 is not on this network on the v2 pages', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    await page.goto(`${stack.webUrl}/vote`)
    await connect(page)
    await page.getByText('Please connect to Layer 1 Ethereum').waitFor({ timeout: 20_000 })
    const message = 'V2 is not available on Layer 2. Switch to Layer 1 Ethereum.'
    for (const path of ['/pool/v2', '/pool/v2/find', '/add/v2/ETH', `/remove/v2/ETH/${USDC}`]) {
      await page.goto(`${stack.webUrl}${path}`)
      await page.getByText(message).waitFor({ timeout: 20_000 })
    }
  })

  it('warns that OΞ might be down only after 15 minutes without a block (10 on mainnet)', async () => {
    const { page, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    await page.clock.install()
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('OΞ')
    const warning = page.getByTestId('network-warning')
    // Past mainnet's 10 minutes, not Optimism's 15: no warning (the check runs every 10 s).
    await page.clock.runFor('11:00')
    await page.clock.runFor(20_000)
    expect(await warning.count()).toBe(0)
    await page.clock.runFor('05:00')
    await warning.waitFor({ timeout: 20_000 })
    expect(await warning.textContent()).toContain('OΞ might be down right now')
  })
})

describe('swapping on Optimism', () => {
  it('values amounts in dollars from the 1e22 DAI reference, and swaps ETH for USDC with the fixed layer-2 deadline', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    const quotes: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/quote')) quotes.push(request.url())
    })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await inputAmount(page).fill('0.5')
    await expect.poll(() => outputAmount(page).inputValue(), { timeout: 30_000 }).not.toBe('')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    // About 1,500 USDC for 0.5 ETH on the replica.
    const quoted = Number((await outputAmount(page).inputValue()).replace(/,/g, ''))
    expect(quoted).toBeGreaterThan(1_400)
    expect(quoted).toBeLessThan(1_600)
    // The dollar value: a price read from buying 10,000 DAI (1e22 units), Optimism's reference amount.
    const inputFiat = page.getByTestId('swap-currency-input-fiat')
    await expect.poll(() => inputFiat.textContent(), { timeout: 30_000 }).toMatch(/^~\$1,[45]\d\d\.\d\d/)
    const usdRequest = quotes
      .map((url) => new URL(url).searchParams)
      .find((params) => params.get('tokenOutAddress')?.toLowerCase() === DAI.toLowerCase())
    expect(usdRequest?.get('amount')).toBe((10n ** 22n).toString())
    expect(usdRequest?.get('type')).toBe('exactOut')
    expect(usdRequest?.get('tokenOutChainId')).toBe('10')

    const before = await balanceOf(USDC, wallet.address)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    const limit = /\d[\d,]*(\.\d+)?/.exec((await dialog.getByTestId('trade-limit').textContent()) ?? '')
    const minimum = parseUnits((limit?.[0] ?? '').replace(/,/g, ''), 6)
    expect(minimum).toBeGreaterThan(0n)
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => balanceOf(USDC, wallet.address), { timeout: 30_000 }).toBeGreaterThan(before)
    expect((await balanceOf(USDC, wallet.address)) - before).toBeGreaterThanOrEqual(minimum)
    await page.locator('.popup', { hasText: 'Swap exactly 0.5 ETH for' }).first().waitFor({ timeout: 30_000 })

    // The transaction went to SwapRouter02 on chain 10 with a deadline 5 minutes after the block it was
    // built on (the layer-2 deadline), not the user's 30 minutes.
    const sent = wallet.calls('eth_sendTransaction').at(-1)
    const hash = sent?.result as Hex
    const transaction = await chain().getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).toBe(OPTIMISM_CONTRACTS.SwapRouter02.toLowerCase())
    const { args } = decodeFunctionData({ abi: multicallAbi, data: transaction.input })
    const deadline = args[0]
    // The deadline is 300 s after the timestamp of a block the app knew before sending.
    const earlier: bigint[] = []
    for (let back = 1n; back <= 5n && transaction.blockNumber! - back >= 0n; back++)
      earlier.push((await chain().getBlock({ blockNumber: transaction.blockNumber! - back })).timestamp)
    expect(earlier.map((timestamp) => timestamp + 300n)).toContain(deadline)
    const mined = await chain().getBlock({ blockNumber: transaction.blockNumber! })
    expect(deadline - mined.timestamp).toBeLessThanOrEqual(300n)
  })
})

interface RpcRequest {
  id: unknown
  method: string
  params?: unknown[]
}

/**
 * A node in front of the chain-10 replica that has not indexed a transaction yet when first asked: it
 * answers `null` to the first `misses` receipt requests of every hash, and passes everything else on.
 */
async function laggingNode(target: string, misses: number) {
  const asked = new Map<string, number>()
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => resolve(body))
    })
  const answer = async (call: RpcRequest) => {
    const hash = call.method === 'eth_getTransactionReceipt' ? String(call.params?.[0]).toLowerCase() : ''
    if (hash) {
      const count = (asked.get(hash) ?? 0) + 1
      asked.set(hash, count)
      if (count <= misses) return { jsonrpc: '2.0', id: call.id, result: null }
    }
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    })
    return response.json()
  }
  const server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'content-type': 'application/json',
    }
    if (request.method !== 'POST') {
      response.writeHead(204, headers).end()
      return
    }
    void read(request).then(async (body) => {
      const parsed = JSON.parse(body) as RpcRequest | RpcRequest[]
      const result = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed)
      response.writeHead(200, headers).end(JSON.stringify(result))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: (hash: string) => asked.get(hash.toLowerCase()) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

describe('wrapping on Optimism', () => {
  it('wraps ETH into WETH at the predeploy and unwraps it: the balances move by exactly the amounts and the gas', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 3, chainId: 10 } })
    const checks = chainChecks(10, stack.chains[10])
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${WETH}`)
    await connect(page)
    await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('OΞ')
    const wethBefore = await balanceOf(WETH, wallet.address)
    const ethBefore = await checks.ethBalance(wallet.address)
    await inputAmount(page).fill('1.25')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Wrap')
    const wrap = await checks.successfulReceipt(await sentDuring(wallet, () => actionButton(page).click()))
    expect(wrap.to?.toLowerCase()).toBe(WETH.toLowerCase())
    expect(WETH.toLowerCase()).toBe('0x4200000000000000000000000000000000000006')
    expect(await balanceOf(WETH, wallet.address)).toBe(wethBefore + parseUnits('1.25', 18))
    expect(await checks.ethBalance(wallet.address)).toBe(
      ethBefore - parseUnits('1.25', 18) - checks.gasPaid(wrap),
    )
    await page.locator('.popup', { hasText: 'Wrap 1.25 ETH to WETH' }).first().waitFor({ timeout: 30_000 })

    await page.getByRole('button', { name: 'Switch input and output' }).click()
    await inputAmount(page).fill('0.25')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Unwrap')
    const ethMiddle = await checks.ethBalance(wallet.address)
    const unwrap = await checks.successfulReceipt(await sentDuring(wallet, () => actionButton(page).click()))
    expect(await balanceOf(WETH, wallet.address)).toBe(wethBefore + parseUnits('1', 18))
    expect(await checks.ethBalance(wallet.address)).toBe(
      ethMiddle + parseUnits('0.25', 18) - checks.gasPaid(unwrap),
    )
    await page.locator('.popup', { hasText: 'Unwrap 0.25 WETH to ETH' }).first().waitFor({ timeout: 30_000 })
  })
})

describe('receipts on Optimism', () => {
  it('looks for a receipt again within the same block when the node has not indexed the transaction yet', async () => {
    const stack = useStack()
    const node = await laggingNode(stack.chains[10], 3)
    const app = await serveAppWithRpc(stack, { ...stack.chains, 10: node.url })
    try {
      const { page, wallet } = await openPage({ wallet: { account: 3, chainId: 10 } })
      await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
      await connect(page)
      await inputAmount(page).fill('0.1')
      await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
      await actionButton(page).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
      await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
      await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
      const hash = wallet.calls('eth_sendTransaction').at(-1)?.result as Hex
      const { blockNumber } = await chain().waitForTransactionReceipt({ hash })
      // No block comes after the swap's own: only the app's retries can find its receipt.
      await page
        .locator('.popup', { hasText: 'Swap exactly 0.1 ETH for' })
        .first()
        .waitFor({ timeout: 30_000 })
      expect(await chain().getBlockNumber()).toBe(blockNumber)
      expect(node.asked(hash)).toBeGreaterThan(3)
    } finally {
      await app.close()
      await node.close()
    }
  })
})

describe('v3 liquidity on Optimism', () => {
  it('adds a position to WETH/USDC 0.3% with a range around the price', async () => {
    const account = DEV_ACCOUNTS[4]!.address as Address
    const { page, stack } = await openPage({ wallet: { account: 4, chainId: 10 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await connect(page)
    const priceText = page.getByTestId('current-price')
    const price = async () => Number((await priceText.textContent())?.replace(/,/g, ''))
    await expect.poll(price, { timeout: 30_000 }).toBeGreaterThan(0)
    const current = await price()
    // Shown either way round: a range from 0.8 to 1.25 times the shown price contains it.
    await page.locator('#add-min-price').fill((current * 0.8).toPrecision(6))
    await page.locator('#add-min-price').press('Enter')
    await page.locator('#add-max-price').fill((current * 1.25).toPrecision(6))
    await page.locator('#add-max-price').press('Enter')
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.5')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()))
      .toBeGreaterThan(0)
    const countBefore = await chain().readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'balanceOf',
      args: [account],
    })
    // USDC has no permit on Optimism: an approval transaction first.
    await approveAndPreviewAdd(page)
    await page.getByTestId('add-confirm').click()
    const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect
      .poll(
        () =>
          chain().readContract({
            address: MANAGER,
            abi: managerAbi,
            functionName: 'balanceOf',
            args: [account],
          }),
        { timeout: 30_000 },
      )
      .toBe(countBefore + 1n)
    const tokenId = await chain().readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account, countBefore],
    })
    const position = await chain().readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'positions',
      args: [tokenId],
    })
    expect(position[2]).toBe(WETH)
    expect(position[3]).toBe(USDC)
    expect(position[4]).toBe(3000)
    expect(position[7]).toBeGreaterThan(0n)
    // 0.8x..1.25x spans about 4,463 ticks.
    expect(position[6] - position[5]).toBeGreaterThan(4300)
    expect(position[6] - position[5]).toBeLessThan(4600)
  })

  it("collects account 0's fees on position #1 exactly as WETH, then removes all its liquidity paid in native ETH", async () => {
    const owner = DEV_ACCOUNTS[0]!.address as Address
    const tokenId = 1n
    const { result: owed } = await chain().simulateContract({
      account: owner,
      address: MANAGER,
      abi: managerAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }],
    })
    expect(owed[0]).toBeGreaterThan(0n)
    expect(owed[1]).toBeGreaterThan(0n)

    const { page, stack, wallet } = await openPage({ wallet: { account: 0, chainId: 10 } })
    await page.goto(`${stack.webUrl}/pool/${tokenId}`)
    await connect(page)
    await expect
      .poll(() => page.getByTestId('fee-amount-1').getAttribute('data-raw'), { timeout: 30_000 })
      .toBe(owed[1].toString())
    expect(await page.getByTestId('fee-amount-0').getAttribute('data-raw')).toBe(owed[0].toString())
    await page.getByRole('switch', { name: 'Collect as WETH' }).check()
    const wethBefore = await balanceOf(WETH, owner)
    const usdcBefore = await balanceOf(USDC, owner)
    await page.getByRole('button', { name: 'Collect fees' }).click()
    await page.getByRole('button', { name: 'Collected' }).waitFor({ timeout: 30_000 })
    expect((await balanceOf(WETH, owner)) - wethBefore).toBe(owed[0])
    expect((await balanceOf(USDC, owner)) - usdcBefore).toBe(owed[1])

    // The rest is removed with 'Collect as WETH' off: the WETH side (token0 here) is paid out as ETH.
    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    const button = page.getByTestId('remove-button')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Enter a percent')
    await page.getByRole('button', { name: 'Max' }).click()
    const asWeth = page.getByRole('switch', { name: 'Collect as WETH' })
    if (await asWeth.isChecked()) await asWeth.uncheck()
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    const checks = chainChecks(10, stack.chains[10])
    const [wethBefore2, usdcBefore2, ethBefore2] = [
      await balanceOf(WETH, owner),
      await balanceOf(USDC, owner),
      await checks.ethBalance(owner),
    ]
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Remove Liquidity' })
    const removal = await checks.successfulReceipt(
      await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Remove' }).click()),
    )
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    expect((await checks.position(MANAGER, tokenId)).liquidity).toBe(0n)
    const paid = checks.collected(removal, MANAGER)
    expect(WETH.toLowerCase() < USDC.toLowerCase()).toBe(true)
    expect(paid.amount0).toBeGreaterThan(0n)
    expect(await checks.ethBalance(owner)).toBe(ethBefore2 + paid.amount0 - checks.gasPaid(removal))
    expect(await balanceOf(WETH, owner)).toBe(wethBefore2)
    expect(await balanceOf(USDC, owner)).toBe(usdcBefore2 + paid.amount1)
    await page.locator('.popup', { hasText: 'Remove liquidity' }).first().waitFor({ timeout: 30_000 })
  })
})

describe('the Optimism subgraph', () => {
  it("draws the WETH/USDC pool depth and the fee tiers' shares from /subgraphs/name/ianlapham/optimism-post-regenesis", async () => {
    const stack = useStack()
    // An indexer of chain 10 for this test only (the run's shared one indexes chains 1 and 42161, each
    // chain being a process that takes a core for a while to start), and the app served again with it.
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-indexer-optimism-'))
    const indexer = await startIndexer({
      port: 0,
      rpcUrls: { 10: stack.chains[10] },
      dataDir,
      http: {
        corsOrigins: [`http://127.0.0.1:${stack.altWebPort}`, `http://localhost:${stack.altWebPort}`],
        rateLimit: null,
      },
    })
    onTestFinished(async () => {
      await indexer.close()
      await rm(dataDir, { recursive: true, force: true })
    })
    expect(indexer.graphqlUrls[10]).toBe(`${indexer.url}/subgraphs/name/ianlapham/optimism-post-regenesis`)
    const app = await serveAppWith(stack, { indexerUrl: indexer.url })
    onTestFinished(() => app.close())

    const { page } = await openPage({ wallet: { account: 3, chainId: 10 } })
    const subgraphAnswers: number[] = []
    page.on('response', (response) => {
      if (response.url() === indexer.graphqlUrls[10]) subgraphAnswers.push(response.status())
    })
    await page.goto(`${app.url}/add/ETH/${USDC}/3000`)
    await connect(page)
    await page.getByTestId('liquidity-chart').waitFor({ timeout: 60_000 })
    const area = page.locator('.liquidity-chart__area')
    await expect
      .poll(async () => ((await area.getAttribute('d')) ?? '').length, { timeout: 30_000 })
      .toBeGreaterThan(20)
    // The fee tier picker says how much of the pair's liquidity each tier holds (from the same subgraph).
    await expect.poll(() => page.getByText(/\d+% select/).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(subgraphAnswers.length).toBeGreaterThan(0)
    expect(subgraphAnswers.every((status) => status === 200)).toBe(true)
  }, 240_000)
})
