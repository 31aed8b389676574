import { DEV_ACCOUNTS, devAccount, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, getAddress, parseAbi } from 'viem'
import { describe, expect, it, onTestFinished } from 'vitest'
import { PlainToken } from '../../packages/devnet/src/generated/contracts.ts'
import { approveAndPreviewAdd, connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { mainnetClient as client } from '../src/devnetReads.ts'
import { setEthBalance } from '../src/funding.ts'
import { serveAppWith } from '../src/servedWith.ts'
import { currentPrice, typeRange } from '../src/v3AddForm.ts'

const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address
const LINK = MAINNET_TOKENS.LINK.address
const POSITION_MANAGER: Address = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'
const FACTORY: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984'

const managerAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function tokenOfOwnerByIndex(address, uint256) view returns (uint256)',
  'function positions(uint256) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])

/** The account's newest position, read from the position manager. */
async function latestPosition(owner: Address) {
  const count = await client().readContract({
    address: POSITION_MANAGER,
    abi: managerAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
  const tokenId = await client().readContract({
    address: POSITION_MANAGER,
    abi: managerAbi,
    functionName: 'tokenOfOwnerByIndex',
    args: [owner, count - 1n],
  })
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = await client().readContract({
    address: POSITION_MANAGER,
    abi: managerAbi,
    functionName: 'positions',
    args: [tokenId],
  })
  return { count, tokenId, token0, token1, fee, tickLower, tickUpper, liquidity }
}

async function poolTick(tokenA: Address, tokenB: Address, fee: number): Promise<number> {
  const pool = await client().readContract({
    address: FACTORY,
    abi: factoryAbi,
    functionName: 'getPool',
    args: [tokenA, tokenB, fee],
  })
  const [, tick] = await client().readContract({ address: pool, abi: poolAbi, functionName: 'slot0' })
  return tick
}

/** Approves what is asked, previews, adds, and closes the submitted dialog (which goes to /pool). */
async function approveAndAdd(page: Page) {
  await approveAndPreviewAdd(page, 20_000)
  await page.getByTestId('add-confirm').click()
  const dialog = page.getByRole('dialog', { name: 'Add Liquidity' })
  await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.waitForURL(/\/pool$/)
}

describe('add v3 liquidity', () => {
  const account7 = DEV_ACCOUNTS[7]!.address as Address
  const account8 = DEV_ACCOUNTS[8]!.address as Address

  it('adds in range to an existing pool with typed prices, choosing the fee tier, then increases it', async () => {
    const { page, stack } = await openPage({ wallet: { account: 7 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}`)
    await connect(page)
    // the most used tier is selected from the indexer's distribution; choose 0.3% instead
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/add\/ETH\/0x[0-9a-fA-F]{40}\/\d+$/)
    const edit = page.getByRole('button', { name: 'Edit' })
    if (await edit.isVisible()) await edit.click()
    await page.getByTestId('fee-tier-3000').click()
    await page.waitForURL(/\/3000$/)
    const price = await currentPrice(page)
    await typeRange(page, (price * 0.8).toFixed(2), (price * 1.25).toFixed(2))
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.5')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()))
      .toBeGreaterThan(0)
    const before = await latestPosition(account7).catch(() => undefined)
    await approveAndAdd(page)
    const position = await latestPosition(account7)
    expect(position.count).toBe((before?.count ?? 0n) + 1n)
    expect(position.fee).toBe(3000)
    expect(position.tickLower % 60).toBe(0)
    expect(position.tickUpper % 60).toBe(0)
    const tick = await poolTick(position.token0, position.token1, 3000)
    expect(position.tickLower).toBeLessThan(tick)
    expect(position.tickUpper).toBeGreaterThan(tick)
    // USDC is token0: a WETH price of p USDC is tick ≈ -ln(p·1e-12)/ln(1.0001); 0.8p..1.25p spans ~4463 ticks
    expect(position.tickUpper - position.tickLower).toBeGreaterThan(4300)
    expect(position.tickUpper - position.tickLower).toBeLessThan(4600)
    expect(position.liquidity).toBeGreaterThan(0n)

    // increase the same position
    await page.goto(`${stack.webUrl}/increase/ETH/${USDC}/3000/${position.tokenId}`)
    await page.getByTestId('selected-range').waitFor({ timeout: 20_000 })
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.25')
    await approveAndAdd(page)
    const increased = await client().readContract({
      address: POSITION_MANAGER,
      abi: managerAbi,
      functionName: 'positions',
      args: [position.tokenId],
    })
    expect(increased[7]).toBeGreaterThan(position.liquidity)
    expect(increased[5]).toBe(position.tickLower)
    expect(increased[6]).toBe(position.tickUpper)
  })

  it('creates a new pool with a starting price and a position', async () => {
    const { page, stack } = await openPage({ wallet: { account: 7 } })
    // no LINK/DAI pool is seeded at any tier
    await page.goto(`${stack.webUrl}/add/${LINK}/${DAI}/10000`)
    await connect(page)
    await page.getByText('Set Starting Price').first().waitFor({ timeout: 20_000 })
    await page.locator('#add-starting-price').fill('15')
    await typeRange(page, '10', '20')
    await page.locator('#add-liquidity-input-tokena-amount').fill('2')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()))
      .toBeGreaterThan(0)
    await approveAndAdd(page)
    const position = await latestPosition(account7)
    expect(position.fee).toBe(10000)
    const tick = await poolTick(LINK, DAI, 10000)
    // LINK (0x51…) sorts before DAI (0x6B…): price 15 DAI per LINK is tick ≈ ln 15 / ln 1.0001 ≈ 27081
    expect(Math.abs(tick - 27081)).toBeLessThan(3)
    expect(position.tickLower).toBe(23000)
    expect(position.tickUpper).toBe(30000)
    expect(position.liquidity).toBeGreaterThan(0n)
  })

  it('adds single-sided out of range, and sets a range with the chart reset button', async () => {
    const { page, stack } = await openPage({ wallet: { account: 8 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await connect(page)
    await page.getByTestId('liquidity-chart').waitFor({ timeout: 60_000 })
    const price = await currentPrice(page)
    // the chart's reset puts the range at 0.5–2 times the price for 0.3%
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect
      .poll(async () => Number(await page.locator('#add-min-price').inputValue()))
      .toBeGreaterThan(price * 0.5 * 0.99)
    await expect
      .poll(async () => Number(await page.locator('#add-max-price').inputValue()))
      .toBeLessThan(price * 2 * 1.01)
    // now entirely above the price: only ETH
    await typeRange(page, (price * 1.2).toFixed(2), (price * 1.5).toFixed(2))
    await page
      .getByText('The market price is outside your specified price range. Single-asset deposit only.')
      .waitFor()
    await page
      .getByText(
        'Your position will not earn fees or be used in trades until the market price moves into your range.',
      )
      .waitFor()
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.3')
    await approveAndAdd(page)
    const position = await latestPosition(account8)
    const tick = await poolTick(position.token0, position.token1, 3000)
    // ETH priced above the market is USDC per WETH above: the pool's tick (WETH per USDC) below the range
    expect(position.tickUpper).toBeLessThan(tick)
    expect(position.liquidity).toBeGreaterThan(0n)
  })

  it("draws the depth of a pool with full-range liquidity without an SVG error (its 1e38 prices stay off the chart's coordinates)", async () => {
    const { page, stack } = await openPage({ wallet: { account: 8 } })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await page.getByTestId('liquidity-chart').waitFor({ timeout: 60_000 })
    const area = page.locator('.liquidity-chart__area')
    await expect
      .poll(async () => ((await area.getAttribute('d')) ?? '').length, { timeout: 30_000 })
      .toBeGreaterThan(20)
    const d = (await area.getAttribute('d')) ?? ''
    const coordinates = (d.match(/-?\d+(\.\d+)?(e[+-]?\d+)?/g) ?? []).map(Number)
    // The pool holds full-range positions: their ticks lie far outside the view, drawn at its band's edge.
    expect(Math.min(...coordinates)).toBeLessThan(0)
    expect(Math.max(...coordinates)).toBeGreaterThan(398)
    for (const value of coordinates) expect(Math.abs(value)).toBeLessThanOrEqual(2 * 398)
    expect(d).not.toMatch(/e[+-]|NaN|Infinity/)
    expect(errors.filter((text) => text.includes('attribute d'))).toEqual([])
  })

  // The browser's own reads of the route's ids, for a page the server sent without its render (a server
  // that cannot read the chain, a render that timed out): served again without server renders.
  it("reads the route's pool in the same request as an unlisted token's details, not a round trip later", async () => {
    // A token no list knows (deployed by account 23, which no other test uses): the page must read its
    // decimals and symbol from the chain before it has a Token. The pool's address needs only the ids.
    const deployer = devAccount(23)
    await setEthBalance(deployer.address, 10n ** 18n)
    const hash = await client().deployContract({
      account: deployer,
      chain: null,
      abi: PlainToken.abi,
      bytecode: PlainToken.bytecode,
      args: ['Warm Pool Token', 'WARM', 18, deployer.address],
    })
    const token = (await client().waitForTransactionReceipt({ hash })).contractAddress
    if (!token) throw new Error('the token was not deployed')
    const { page, stack } = await openPage()
    const app = await serveAppWith(stack, {}, { serverBundle: false })
    onTestFinished(() => app.close())
    const bodies: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(stack.chains[1]) && request.method() === 'POST')
        bodies.push((request.postData() ?? '').toLowerCase())
    })
    await page.goto(`${app.url}/add/ETH/${getAddress(token)}/3000`)
    const DECIMALS = '313ce567'
    const SLOT0 = '3850c7bd'
    const tokenHex = token.slice(2).toLowerCase()
    // The request that first reads the token's decimals also reads slot0 of the route's pool.
    await expect
      .poll(() => bodies.some((body) => body.includes(DECIMALS) && body.includes(tokenHex)), {
        timeout: 20_000,
      })
      .toBe(true)
    const first = bodies.find((body) => body.includes(DECIMALS) && body.includes(tokenHex)) ?? ''
    expect(first).toContain(SLOT0)
  })

  it("asks for the route's pool as the app starts, not after it has heard of a block and rendered the page", async () => {
    const { page, stack } = await openPage()
    const app = await serveAppWith(stack, {}, { serverBundle: false })
    onTestFinished(() => app.close())
    const bodies: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(stack.chains[1]) && request.method() === 'POST')
        bodies.push((request.postData() ?? '').toLowerCase())
    })
    await page.goto(`${app.url}/add/ETH/${USDC}`)
    await page.getByText(/Current Price:/).waitFor({ timeout: 20_000 })
    const SLOT0 = '3850c7bd'
    // Mainnet's USDC/ETH 0.05% pool, one of the tiers the page weighs when the route names none.
    const pool = '88e6a0c2ddd26feeb64f039a2c41296fcb3f5640'
    const firstPoolRead = bodies.findIndex((body) => body.includes(SLOT0) && body.includes(pool))
    const firstBlock = bodies.findIndex((body) => body.includes('eth_getblockbynumber'))
    expect(firstPoolRead).toBeGreaterThanOrEqual(0)
    // Sent no later than the first block's request (in the same batch, or before it).
    expect(firstBlock === -1 || firstPoolRead <= firstBlock).toBe(true)
  })
})
