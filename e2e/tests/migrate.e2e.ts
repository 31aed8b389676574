import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS, readAddressBook } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { type Address, type Hash, parseAbi, parseEther, parseEventLogs, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect, untilSeen } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, mainnetClient as chain } from '../src/devnetReads.ts'
import { depositV2, pairOf, setupMined } from '../src/v2Pairs.ts'

// Account 1 belongs to this file; the Sushi test spends only account 0's Sushi LP tokens.
const WETH = MAINNET_TOKENS.WETH.address
const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address
const V3_FACTORY = MAINNET_CONTRACTS.UniswapV3Factory
const MANAGER = MAINNET_CONTRACTS.NonfungiblePositionManager
const MIGRATOR = MAINNET_CONTRACTS.V3Migrator

const v3FactoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32)'])
const managerAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])

const positionCount = (account: Address) =>
  chain().readContract({ address: MANAGER, abi: managerAbi, functionName: 'balanceOf', args: [account] })
const poolOf = (a: Address, b: Address, fee: number) =>
  chain().readContract({ address: V3_FACTORY, abi: v3FactoryAbi, functionName: 'getPool', args: [a, b, fee] })

/** The position the migration's receipt minted to `owner`. */
async function mintedPosition(hash: Hash, owner: Address) {
  const receipt = await chain().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const minted = parseEventLogs({ abi: managerAbi, logs: receipt.logs, eventName: 'Transfer' }).find(
    (log) =>
      log.address.toLowerCase() === MANAGER.toLowerCase() &&
      log.args.to.toLowerCase() === owner.toLowerCase() &&
      BigInt(log.args.from) === 0n,
  )
  if (!minted) throw new Error('no position minted')
  const tokenId = minted.args.tokenId
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = await chain().readContract({
    address: MANAGER,
    abi: managerAbi,
    functionName: 'positions',
    args: [tokenId],
  })
  return { tokenId, token0, token1, fee, tickLower, tickUpper, liquidity }
}

/** The hash of the last transaction the page sent to the migrator. */
async function migrationHash(wallet: Awaited<ReturnType<typeof openPage>>['wallet']): Promise<Hash> {
  for (let tries = 0; tries < 300; tries++) {
    const sent = wallet
      .calls('eth_sendTransaction')
      .filter((request) => {
        const [tx] = (request.params ?? []) as { to?: string }[]
        return tx?.to?.toLowerCase() === MIGRATOR.toLowerCase() && request.result
      })
      .at(-1)
    if (sent) return sent.result as Hash
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no migration was sent')
}

async function chooseFee(page: Page, fee: number) {
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByTestId(`fee-tier-${fee}`).click()
}

/** Allow, migrate, and wait for 'Success!' (the receipt seen by the page). */
async function allowAndMigrate(page: Page) {
  const allow = page.getByTestId('migrate-allow')
  await expect.poll(() => allow.textContent(), { timeout: 30_000 }).toBe('Allow LP token migration')
  await allow.click()
  await untilSeen(page, async () => (await allow.textContent()) === 'Allowed', 60_000)
  const migrate = page.getByTestId('migrate-submit')
  await expect.poll(() => migrate.isEnabled(), { timeout: 30_000 }).toBe(true)
  expect(await migrate.textContent()).toBe('Migrate')
  await migrate.click()
  await untilSeen(page, async () => (await migrate.textContent()) === 'Success!', 60_000)
}

/** The square root of a Q192 ratio, for a pool's sqrtPriceX96. */
function sqrtBig(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

describe('migrate v2 liquidity to v3', () => {
  it('migrates a v2 position into a new 0.01% pool with a custom range, approving the LP token', async () => {
    const account = devAccount(1).address
    const pair = await pairOf(WETH, USDC)
    // The 0.01% tier of USDC/WETH does not exist: the migration creates it at the v2 price.
    expect(BigInt(await poolOf(USDC, WETH, 100))).toBe(0n)
    await depositV2(1, USDC, parseUnits('3000', 6), 'ETH', parseEther('1'))
    const lp = await balanceOf(pair, account)
    expect(lp).toBeGreaterThan(0n)
    const positionsBefore = await positionCount(account)

    const { page, wallet, stack } = await openPage({ wallet: { account: 1 } })
    await page.goto(`${stack.webUrl}/migrate/v2/${pair}`)
    await page.getByText('You must connect an account.').waitFor()
    await connect(page)
    await expect
      .poll(
        async () =>
          parseUnits(
            ((await page.getByTestId('migrate-lp-balance').textContent()) ?? '0').replace(/,/g, ''),
            18,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0n)
    await chooseFee(page, 100)
    await page.getByTestId('migrate-new-pool').waitFor({ timeout: 30_000 })
    // The range in USDC per ETH, around the v2 price of about 3,000.
    await page.locator('#migrate-min-price').fill('2500')
    await page.locator('#migrate-min-price').press('Enter')
    await page.locator('#migrate-max-price').fill('3500')
    await page.locator('#migrate-max-price').press('Enter')
    await expect.poll(() => page.getByTestId('migrate-v3-amount0').textContent()).toMatch(/USDC$/)
    expect(await page.getByTestId('migrate-price-warning').count()).toBe(0)

    // The approval path: the wallet fails the permit signature, the page falls back to approve.
    wallet.failNext('eth_signTypedData_v4')
    await allowAndMigrate(page)
    const hash = await migrationHash(wallet)
    const position = await mintedPosition(hash, account)

    expect(await balanceOf(pair, account)).toBe(0n)
    expect(await positionCount(account)).toBe(positionsBefore + 1n)
    expect(position.fee).toBe(100)
    expect(position.token0.toLowerCase()).toBe(USDC.toLowerCase())
    // Pool ticks price USDC in WETH: USDC per ETH = 1e12 / 1.0001^tick; min 2,500 is the upper tick.
    const usdcPerEth = (tick: number) => 1e12 / 1.0001 ** tick
    expect(Math.abs(usdcPerEth(position.tickUpper) - 2500) / 2500).toBeLessThan(0.0002)
    expect(Math.abs(usdcPerEth(position.tickLower) - 3500) / 3500).toBeLessThan(0.0002)
    expect(position.liquidity).toBeGreaterThan(0n)
    expect(BigInt(await poolOf(USDC, WETH, 100))).not.toBe(0n)
    // The approval was a transaction to the pair, not a signature.
    expect(
      wallet
        .calls('eth_sendTransaction')
        .some((r) => ((r.params ?? []) as { to?: string }[])[0]?.to?.toLowerCase() === pair.toLowerCase()),
    ).toBe(true)

    await page.locator('.popup', { hasText: 'Migrate liquidity' }).first().waitFor({ timeout: 30_000 })
    await page.getByTestId('migrate-refunded').waitFor()

    // The wallet stays connected across the navigation: the new position is on /pool.
    await page.goto(`${stack.webUrl}/pool`)
    await page.getByTestId(`position-${position.tokenId}`).waitFor({ timeout: 30_000 })
  })

  it('warns when the v3 price is 2% or more from the v2 price, and migrates full range with a permit', async () => {
    const account = devAccount(1).address
    const client = chain()
    const pair = await pairOf(WETH, DAI)
    await depositV2(1, DAI, parseEther('3000'), 'ETH', parseEther('1'))
    // DAI/WETH 1% does not exist: account 1 creates it 5% above the v2 price of DAI in WETH.
    expect(BigInt(await poolOf(DAI, WETH, 10000))).toBe(0n)
    const [reserve0, reserve1] = await client.readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const sqrtPriceX96 = sqrtBig((reserve1 * 105n * 2n ** 192n) / (reserve0 * 100n))
    await setupMined(
      await client.writeContract({
        account: devAccount(1),
        chain: client.chain,
        address: MANAGER,
        abi: managerAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [DAI, WETH, 10000, sqrtPriceX96],
      }),
    )

    const { page, wallet, stack } = await openPage({ wallet: { account: 1 } })
    await page.goto(`${stack.webUrl}/migrate/v2/${pair}`)
    await connect(page)
    await chooseFee(page, 10000)
    const warning = page.getByTestId('migrate-price-warning')
    await warning.waitFor({ timeout: 30_000 })
    expect(await warning.textContent()).toContain('5%')
    expect(await page.getByTestId('migrate-price-difference').textContent()).toBe('5%')
    expect(await page.getByTestId('migrate-new-pool').count()).toBe(0)

    await page.getByRole('button', { name: 'Full Range' }).click()
    await page.getByRole('button', { name: 'I understand' }).click()
    await expect.poll(() => page.locator('#migrate-min-price').inputValue()).toBe('0')
    await expect.poll(() => page.locator('#migrate-max-price').inputValue()).toBe('∞')

    const positionsBefore = await positionCount(account)
    await allowAndMigrate(page)
    expect(wallet.calls('eth_signTypedData_v4').length).toBe(1)
    const position = await mintedPosition(await migrationHash(wallet), account)
    expect(await balanceOf(pair, account)).toBe(0n)
    expect(await positionCount(account)).toBe(positionsBefore + 1n)
    expect(position.fee).toBe(10000)
    expect([position.tickLower, position.tickUpper]).toEqual([-887200, 887200])
    // No approval of the pair was sent: the permit went in the multicall.
    expect(
      wallet
        .calls('eth_sendTransaction')
        .some((r) => ((r.params ?? []) as { to?: string }[])[0]?.to?.toLowerCase() === pair.toLowerCase()),
    ).toBe(false)
  })

  it('says v2 is not available on Arbitrum', async () => {
    const { page, stack } = await openPage({ wallet: { account: 1, chainId: 42161 } })
    await page.goto(`${stack.webUrl}/migrate/v2/${await pairOf(WETH, USDC)}`)
    await connect(page)
    await page
      .getByText('V2 is not available on Layer 2. Switch to Layer 1 Ethereum.')
      .waitFor({ timeout: 20_000 })
  })

  it('redirects an invalid address to /migrate/v2', async () => {
    const { page, stack } = await openPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${stack.webUrl}/migrate/v2/not-an-address`)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/migrate/v2')
    expect(errors.some((text) => text.includes('Invalid pair address'))).toBe(true)
  })

  // Last, and on the Sushi WETH/DAI pair: the migrate list test reads account 0's Sushi WETH/USDC position.
  it("migrates account 0's Sushi WETH/DAI position into the 0.3% pool with a permit", async () => {
    const account = devAccount(0).address
    const sushi = readAddressBook(1).sushiPairs.find((p) => p.symbolA === 'WETH' && p.symbolB === 'DAI')
    if (!sushi) throw new Error('no Sushi WETH/DAI pair on the devnet')
    const pair = sushi.address as Address
    expect(await balanceOf(pair, account)).toBeGreaterThan(0n)
    const positionsBefore = await positionCount(account)

    const { page, wallet, stack } = await openPage({ wallet: { account: 0 } })
    await page.goto(`${stack.webUrl}/migrate/v2/${pair}`)
    await connect(page)
    await page.getByText('SushiSwap LP Tokens').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Full Range' }).click()
    await page.getByRole('button', { name: 'I understand' }).click()
    await allowAndMigrate(page)
    expect(wallet.calls('eth_signTypedData_v4').length).toBe(1)
    const position = await mintedPosition(await migrationHash(wallet), account)
    expect(await balanceOf(pair, account)).toBe(0n)
    expect(await positionCount(account)).toBe(positionsBefore + 1n)
    expect(position.fee).toBe(3000)
    expect(position.token0.toLowerCase()).toBe(DAI.toLowerCase())
    expect(position.liquidity).toBeGreaterThan(0n)
  })
})
