import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_ACCOUNTS, OPTIMISM_CONTRACTS, OPTIMISM_TOKENS, rpc } from '@exchange/devnet'
import { startIndexer } from '@exchange/indexer'
import { type Address, parseAbi } from 'viem'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { approveAndPreviewAdd, connect } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient, stackChecks, tokenBalance } from '../src/devnetReads.ts'
import { serveAppWith } from '../src/servedWith.ts'
import { currentPrice, typeRange } from '../src/v3AddForm.ts'

/**
 * v3 liquidity on the Optimism replica (chain 10): a position added, account 0's seeded position #1
 * collected (as WETH) and removed (paid in ETH), each checked on the chain, and the pool depth read from
 * the Optimism subgraph path of an indexer of chain 10. The rest of Optimism is in optimism.e2e.ts.
 */

const WETH = OPTIMISM_TOKENS.WETH.address
const USDC = OPTIMISM_TOKENS.USDC.address
const MANAGER = OPTIMISM_CONTRACTS.NonfungiblePositionManager

const managerAbi = parseAbi([
  'function positions(uint256) view returns (uint96, address, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max)) returns (uint256 amount0, uint256 amount1)',
  'function balanceOf(address) view returns (uint256)',
  'function tokenOfOwnerByIndex(address, uint256) view returns (uint256)',
])
const MAX_UINT128 = 2n ** 128n - 1n

/**
 * A live layer 2 makes blocks all the time; the test chain sat idle while the stack started and the other
 * files ran. Each test starts from a block of the present, as on the real network: the layer-2 deadline
 * is 300 s after the latest block, and the 'might be down' warning counts from it.
 */
beforeEach(async () => {
  await rpc(useStack().chains[10], 'evm_mine', [])
})

describe('v3 liquidity on Optimism', () => {
  it('adds a position to WETH/USDC 0.3% with a range around the price', async () => {
    const account = DEV_ACCOUNTS[4]!.address as Address
    const { page, stack } = await openPage({ wallet: { account: 4, chainId: 10 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await connect(page)
    const current = await currentPrice(page, 30_000)
    // Shown either way round: a range from 0.8 to 1.25 times the shown price contains it.
    await typeRange(page, (current * 0.8).toPrecision(6), (current * 1.25).toPrecision(6))
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.5')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()))
      .toBeGreaterThan(0)
    const countBefore = await chainClient(10).readContract({
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
          chainClient(10).readContract({
            address: MANAGER,
            abi: managerAbi,
            functionName: 'balanceOf',
            args: [account],
          }),
        { timeout: 30_000 },
      )
      .toBe(countBefore + 1n)
    const tokenId = await chainClient(10).readContract({
      address: MANAGER,
      abi: managerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account, countBefore],
    })
    const position = await chainClient(10).readContract({
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
    const { result: owed } = await chainClient(10).simulateContract({
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
    const wethBefore = await tokenBalance(WETH, owner, 10)
    const usdcBefore = await tokenBalance(USDC, owner, 10)
    await page.getByRole('button', { name: 'Collect fees' }).click()
    await page.getByRole('button', { name: 'Collected' }).waitFor({ timeout: 30_000 })
    expect((await tokenBalance(WETH, owner, 10)) - wethBefore).toBe(owed[0])
    expect((await tokenBalance(USDC, owner, 10)) - usdcBefore).toBe(owed[1])

    // The rest is removed with 'Collect as WETH' off: the WETH side (token0 here) is paid out as ETH.
    await page.goto(`${stack.webUrl}/remove/${tokenId}`)
    const button = page.getByTestId('remove-button')
    await expect.poll(() => button.textContent(), { timeout: 30_000 }).toBe('Enter a percent')
    await page.getByRole('button', { name: 'Max' }).click()
    const asWeth = page.getByRole('switch', { name: 'Collect as WETH' })
    if (await asWeth.isChecked()) await asWeth.uncheck()
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    const checks = stackChecks(10)
    const [wethBefore2, usdcBefore2, ethBefore2] = [
      await tokenBalance(WETH, owner, 10),
      await tokenBalance(USDC, owner, 10),
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
    expect(await tokenBalance(WETH, owner, 10)).toBe(wethBefore2)
    expect(await tokenBalance(USDC, owner, 10)).toBe(usdcBefore2 + paid.amount1)
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
