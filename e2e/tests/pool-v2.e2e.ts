import { devAccount, MAINNET_TOKENS, readAddressBook } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { formatUnits, type Hash, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect, untilSeen } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { tokenBalance as balanceOf, mainnetClient as chain } from '../src/devnetReads.ts'
import { pickToken } from '../src/tokenPicker.ts'
import { depositV2, pairOf } from '../src/v2Pairs.ts'
import type { TestWallet } from '../src/wallet.ts'

// Accounts 2 and 4 belong to this file: other browser tests use 0, 3 and 5-9.
const WETH = MAINNET_TOKENS.WETH.address
const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address
const UNI = MAINNET_TOKENS.UNI.address
const LINK = MAINNET_TOKENS.LINK.address
const PAXG = MAINNET_TOKENS.PAXG.address

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32)',
  'function totalSupply() view returns (uint256)',
  'function token0() view returns (address)',
])

/** A shown amount (en-US, thousands grouped with commas) as the plain decimal parseUnits takes. */
const plain = (text: string | null, empty = '') => (text ?? empty).replace(/,/g, '')

/** The hash of the last transaction the wallet sent, once it has one. */
async function lastSent(wallet: TestWallet): Promise<Hash> {
  for (let tries = 0; tries < 200; tries++) {
    const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction').at(-1)
    if (sent?.result) return sent.result as Hash
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no transaction was sent')
}

/** Approves every token the add page asks for, then waits for Supply. */
async function approveAll(page: Page) {
  const supply = page.getByTestId('v2-supply')
  await untilSeen(
    page,
    async () => {
      const approve = page.getByRole('button', { name: /^Approve / }).first()
      if ((await approve.count()) > 0 && (await approve.isEnabled())) await approve.click()
      return (await supply.isEnabled()) && (await supply.textContent()) === 'Supply'
    },
    60_000,
  )
}

describe('v2 liquidity', () => {
  it('adds liquidity to ETH–USDC and shows the position', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 2 } })
    const account = wallet.address
    const pair = await pairOf(WETH, USDC)
    await page.goto(`${stack.webUrl}/add/v2/ETH/${USDC}`)
    await connect(page)
    await page.locator('#add-liquidity-input-tokena-amount').fill('1')
    // The USDC side follows from the reserves: about 3,000 USDC on the replica.
    await expect
      .poll(() => page.locator('#add-liquidity-input-tokenb-amount').inputValue(), { timeout: 20_000 })
      .not.toBe('')
    const shownUsdc = parseUnits(await page.locator('#add-liquidity-input-tokenb-amount').inputValue(), 6)
    expect(Number(shownUsdc) / 1e6).toBeGreaterThan(2500)
    expect(Number(shownUsdc) / 1e6).toBeLessThan(3500)
    await approveAll(page)
    const lpBefore = await balanceOf(pair, account)
    const usdcBefore = await balanceOf(USDC, account)
    await page.getByTestId('v2-supply').click()
    const dialog = page.getByRole('dialog', { name: 'You will receive' })
    await dialog.getByText('Pool Tokens').waitFor()
    const minted = parseUnits(plain(await dialog.getByTestId('v2-liquidity-minted').textContent()), 18)
    await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect.poll(() => balanceOf(pair, account), { timeout: 30_000 }).toBeGreaterThan(lpBefore)
    const received = (await balanceOf(pair, account)) - lpBefore
    const spentUsdc = usdcBefore - (await balanceOf(USDC, account))
    // Within the 0.50% slippage of what the dialog showed (6 significant digits).
    expect(Number(received)).toBeGreaterThanOrEqual(Number(minted) * 0.995)
    expect(Number(received)).toBeLessThanOrEqual(Number(minted) * 1.005)
    // The field shows 6 significant digits of the exact amount sent.
    expect(Number(spentUsdc)).toBeLessThanOrEqual(Number(shownUsdc) * 1.00001)
    expect(Number(spentUsdc)).toBeGreaterThanOrEqual(Number(shownUsdc) * 0.995)
    await page.locator('.popup', { hasText: 'Add liquidity' }).first().waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('link', { name: 'Back' }).click()
    const card = page.getByRole('article', { name: 'USDC/ETH' })
    await card.waitFor({ timeout: 30_000 })
    await expect
      .poll(async () => parseUnits(plain(await card.getByTestId('v2-pool-tokens').textContent(), '0'), 18), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0n)
    await card.getByRole('button', { name: /Manage/ }).click()
    expect(await card.getByTestId('v2-pool-share').textContent()).toMatch(/^(<0\.01|\d+\.\d\d)%$/)
    expect(await card.getByRole('link', { name: 'Remove' }).getAttribute('href')).toBe(
      `/remove/v2/${USDC}/ETH`,
    )
    expect(await card.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(`/add/v2/${USDC}/ETH`)
    expect(await card.getByRole('link', { name: 'Migrate' }).getAttribute('href')).toBe(`/migrate/v2/${pair}`)
    expect(
      await card.getByRole('link', { name: 'Manage Liquidity in Rewards Pool' }).getAttribute('href'),
    ).toBe(`/uni/${USDC}/ETH`)
  })

  it('creates a new v2 pair whose first deposit sets the price', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 2 } })
    expect(await pairOf(LINK, DAI)).toBe('0x0000000000000000000000000000000000000000')
    await page.goto(`${stack.webUrl}/add/v2/${LINK}/${DAI}`)
    await connect(page)
    await page
      .getByTestId('v2-first-provider')
      .getByText('You are the first liquidity provider.')
      .waitFor({ timeout: 20_000 })
    await page.locator('#add-liquidity-input-tokena-amount').fill('10')
    await page.locator('#add-liquidity-input-tokenb-amount').fill('150')
    // The typed amounts set the initial price: 15 DAI per LINK.
    await expect.poll(() => page.getByTestId('v2-price-b-per-a').textContent()).toBe('15')
    expect(await page.getByTestId('v2-share-of-pool').textContent()).toBe('100.00%')
    await approveAll(page)
    await page.getByTestId('v2-supply').click()
    const dialog = page.getByRole('dialog', { name: 'You are creating a pool' })
    await dialog.getByRole('button', { name: 'Create Pool & Supply' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await chain().waitForTransactionReceipt({ hash: await lastSent(wallet) })
    const pair = await pairOf(LINK, DAI)
    expect(pair).not.toBe('0x0000000000000000000000000000000000000000')
    const [reserve0, reserve1] = await chain().readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const linkFirst = LINK.toLowerCase() < DAI.toLowerCase()
    expect(linkFirst ? reserve0 : reserve1).toBe(parseUnits('10', 18))
    expect(linkFirst ? reserve1 : reserve0).toBe(parseUnits('150', 18))
    // sqrt(10e18 × 150e18) minus the 1,000 locked units.
    expect(await balanceOf(pair, wallet.address)).toBe(38729833462074168851n - 1000n)
  })

  it('finds and imports a pool, which then appears in the list', async () => {
    // Account 4 holds liquidity in UNI–LINK, a pair of two tokens that are not bases: the list does not
    // look for it until it is imported.
    if ((await pairOf(UNI, LINK)) === '0x0000000000000000000000000000000000000000')
      await depositV2(4, UNI, parseUnits('10', 18), LINK, parseUnits('8', 18))
    const { page, stack } = await openPage({ wallet: { account: 4 } })
    await page.goto(`${stack.webUrl}/find?origin=/migrate/v2`)
    await connect(page)
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/migrate/v2')
    const result = page.getByTestId('finder-result')

    // ETH with WETH is no pair.
    await pickToken(page, page.getByTestId('finder-currency-1'), WETH)
    await result.getByText('Invalid pair.').waitFor({ timeout: 20_000 })
    // ETH–USDC exists, but account 4 has no liquidity in it.
    await pickToken(page, page.getByTestId('finder-currency-1'), USDC)
    await result.getByText("You don't have liquidity in this pool yet.").waitFor({ timeout: 20_000 })
    // UNI–PAXG was never created.
    await pickToken(page, page.getByTestId('finder-currency-0'), UNI)
    await pickToken(page, page.getByTestId('finder-currency-1'), PAXG)
    await result.getByText('No pool found.').waitFor({ timeout: 20_000 })
    expect(await result.getByRole('link', { name: 'Create pool.' }).getAttribute('href')).toBe(
      `/add/v2/${UNI}/${PAXG}`,
    )

    await page.goto(`${stack.webUrl}/pool/v2`)
    await page.getByText('No liquidity found.').waitFor({ timeout: 30_000 })
    await page.goto(`${stack.webUrl}/pool/v2/find`)
    await pickToken(page, page.getByTestId('finder-currency-0'), UNI)
    await pickToken(page, page.getByTestId('finder-currency-1'), LINK)
    await result.getByText('Pool Found!').waitFor({ timeout: 20_000 })
    await result.getByRole('link', { name: 'Manage this pool.' }).click()
    const symbols = UNI.toLowerCase() < LINK.toLowerCase() ? 'UNI/LINK' : 'LINK/UNI'
    await page.getByRole('article', { name: symbols }).waitFor({ timeout: 30_000 })
    // The saved pair survives a reload.
    await page.reload()
    await page.getByRole('article', { name: symbols }).waitFor({ timeout: 30_000 })
  })

  it('removes 25% with a permit signature and receives ETH', async () => {
    const pair = await pairOf(WETH, USDC)
    await depositV2(4, USDC, parseUnits('3000', 6), 'ETH', parseEther('1'))
    const { page, wallet, stack } = await openPage({ wallet: { account: 4 } })
    const account = wallet.address
    await page.goto(`${stack.webUrl}/remove/v2/ETH/${USDC}`)
    await connect(page)
    await page.getByRole('button', { name: '25%' }).click()
    await expect.poll(() => page.getByTestId('v2-remove-percent').textContent()).toBe('25%')
    await expect
      .poll(() => page.getByTestId('v2-remove-amount-b').textContent(), { timeout: 20_000 })
      .not.toBe('-')
    const lpBefore = await balanceOf(pair, account)
    const methodsBefore = wallet.methods.length
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await page.getByRole('button', { name: 'Approved', exact: true }).waitFor({ timeout: 20_000 })
    const asked = wallet.methods.slice(methodsBefore)
    expect(asked).toContain('eth_signTypedData_v4')
    expect(asked).not.toContain('eth_sendTransaction')

    const usdcBefore = await balanceOf(USDC, account)
    const ethBefore = await chain().getBalance({ address: account })
    await page.getByTestId('v2-remove').click()
    const dialog = page.getByRole('dialog', { name: 'You will receive' })
    await dialog.getByText('UNI ETH/USDC Burned').waitFor()
    const shownEth = parseUnits(plain(await dialog.getByTestId('v2-confirm-amount-a').textContent()), 18)
    const shownUsdc = parseUnits(plain(await dialog.getByTestId('v2-confirm-amount-b').textContent()), 6)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    const receipt = await chain().waitForTransactionReceipt({ hash: await lastSent(wallet) })
    expect(receipt.status).toBe('success')
    // Exactly a quarter of the pool tokens burned (rounded down), through a WithPermit call.
    expect(await balanceOf(pair, account)).toBe(lpBefore - lpBefore / 4n)
    const tx = await chain().getTransaction({ hash: receipt.transactionHash })
    expect(tx.input.slice(0, 10)).toBe('0xded9382a') // removeLiquidityETHWithPermit
    const usdcReceived = (await balanceOf(USDC, account)) - usdcBefore
    const ethReceived =
      (await chain().getBalance({ address: account })) -
      ethBefore +
      receipt.gasUsed * receipt.effectiveGasPrice
    for (const [got, shown] of [
      [usdcReceived, shownUsdc],
      [ethReceived, shownEth],
    ] as const) {
      expect(Number(got)).toBeGreaterThanOrEqual(Number(shown) * 0.95)
      expect(Number(got)).toBeLessThanOrEqual(Number(shown) * 1.05)
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByTestId('v2-remove-percent').textContent()).toBe('0%')
  })

  it('removes in detailed mode, receiving WETH', async () => {
    const pair = await pairOf(WETH, USDC)
    if ((await balanceOf(pair, devAccount(4).address)) === 0n)
      await depositV2(4, USDC, parseUnits('3000', 6), 'ETH', parseEther('1'))
    const { page, wallet, stack } = await openPage({ wallet: { account: 4 } })
    const account = wallet.address
    await page.goto(`${stack.webUrl}/remove/v2/ETH/${USDC}`)
    await connect(page)
    await page.getByRole('link', { name: 'Receive WETH' }).click()
    await page.waitForURL(`**/remove/v2/${WETH}/${USDC}`)
    await page.getByRole('button', { name: 'Detailed' }).click()

    // A token amount sets the others: the percent, the pool tokens and the other token.
    await page.locator('#remove-liquidity-tokenb-amount').fill('100')
    await expect
      .poll(() => page.locator('#liquidity-amount-amount').inputValue(), { timeout: 20_000 })
      .not.toBe('')
    await expect.poll(() => page.locator('#remove-liquidity-tokena-amount').inputValue()).not.toBe('')

    // Half of the pool tokens, typed exactly.
    const lpBefore = await balanceOf(pair, account)
    const half = lpBefore / 2n
    await page.locator('#liquidity-amount-amount').fill(formatUnits(half, 18))
    await expect.poll(() => page.getByTestId('v2-remove-percent').textContent()).toMatch(/^(49|50)%$/)
    const shownWeth = parseUnits(await page.locator('#remove-liquidity-tokena-amount').inputValue(), 18)
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await page.getByRole('button', { name: 'Approved', exact: true }).waitFor({ timeout: 20_000 })
    const wethBefore = await balanceOf(WETH, account)
    await page.getByTestId('v2-remove').click()
    const dialog = page.getByRole('dialog', { name: 'You will receive' })
    await dialog.getByText('UNI WETH/USDC Burned').waitFor()
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    const receipt = await chain().waitForTransactionReceipt({ hash: await lastSent(wallet) })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(pair, account)).toBe(lpBefore - half)
    const wethReceived = (await balanceOf(WETH, account)) - wethBefore
    expect(Number(wethReceived)).toBeGreaterThanOrEqual(Number(shownWeth) * 0.95)
    expect(Number(wethReceived)).toBeLessThanOrEqual(Number(shownWeth) * 1.05)
  })

  it('lists v2 and Sushi positions to migrate', async () => {
    // Read only: account 0 holds the seeded v2 and Sushi LP, account 1 holds none.
    const empty = await openPage({ wallet: { account: 1 } })
    await empty.page.goto(`${empty.stack.webUrl}/migrate/v2`)
    await empty.page.getByText('Connect to a wallet to view your V2 liquidity.').waitFor({ timeout: 20_000 })
    await connect(empty.page)
    await empty.page.getByText('No V2 Liquidity found.').waitFor({ timeout: 30_000 })
    expect(await empty.page.getByRole('link', { name: 'Import it.' }).getAttribute('href')).toBe(
      '/find?origin=/migrate/v2',
    )

    const { page, stack } = await openPage({ wallet: { account: 0 } })
    await page.goto(`${stack.webUrl}/migrate/v2`)
    await connect(page)
    const uniswap = page.getByRole('listitem', { name: 'USDC/ETH', exact: true })
    await uniswap.waitFor({ timeout: 30_000 })
    expect(await uniswap.getByRole('link', { name: 'Migrate' }).getAttribute('href')).toBe(
      `/migrate/v2/${await pairOf(WETH, USDC)}`,
    )
    expect(await uniswap.getByRole('link', { name: 'Remove' }).getAttribute('href')).toBe(
      `/remove/v2/${USDC}/ETH`,
    )
    const sushiPair = readAddressBook(1).sushiPairs.find(
      (pair) => pair.symbolA === 'WETH' && pair.symbolB === 'USDC',
    )!
    const sushi = page.getByRole('listitem', { name: 'Sushi USDC/ETH' })
    await sushi.waitFor({ timeout: 30_000 })
    expect(await sushi.getByRole('link', { name: 'Migrate' }).getAttribute('href')).toBe(
      `/migrate/v2/${sushiPair.address}`,
    )
    expect(await sushi.getByRole('link', { name: 'Remove' }).count()).toBe(0)
    const held = await balanceOf(sushiPair.address, devAccount(0).address)
    expect(held).toBeGreaterThan(0n)
    // Shown to 6 significant digits.
    const shown = parseUnits(plain(await sushi.locator('.migrate-list__balance').textContent()), 18)
    expect(Math.abs(Number(shown - held))).toBeLessThanOrEqual(Number(held) / 100_000)
  })

  it('says v2 is not available on Arbitrum', async () => {
    const { page, stack } = await openPage({ wallet: { account: 2, chainId: 42161 } })
    await page.goto(`${stack.webUrl}/pool/v2`)
    await connect(page)
    const message = 'V2 is not available on Layer 2. Switch to Layer 1 Ethereum.'
    await page.getByText(message).waitFor({ timeout: 20_000 })
    for (const path of ['/pool/v2/find', '/add/v2/ETH', `/remove/v2/ETH/${USDC}`]) {
      await page.goto(`${stack.webUrl}${path}`)
      await page.getByText(message).waitFor({ timeout: 20_000 })
    }
  })
})
