import { devAccount, FAST_GAS_PRICE_WEI, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { formatEther, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { waitForChainValue } from '../src/chainValue.ts'
import { openPage } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'

// Read-only checks: account 5's balance is only read here.
const ACCOUNT = 5
const USDC = MAINNET_TOKENS.USDC.address
const MOBILE = { width: 390, height: 844 }
const ORACLE = MAINNET_CONTRACTS.FastGasOracle
const oracleAbi = parseAbi([
  'function latestAnswer() view returns (int256)',
  'function owner() view returns (address)',
  'function post(int256)',
])

/** Posts a new answer to the replica's fast-gas oracle as its owner. */
async function postGasPrice(wei: bigint) {
  const client = chainClient()
  const owner = await client.readContract({ address: ORACLE, abi: oracleAbi, functionName: 'owner' })
  await client.setBalance({ address: owner, value: parseEther('10') })
  await client.impersonateAccount({ address: owner })
  const hash = await client.writeContract({
    account: owner,
    chain: client.chain,
    address: ORACLE,
    abi: oracleAbi,
    functionName: 'post',
    args: [wei],
  })
  await client.waitForTransactionReceipt({ hash })
  await client.stopImpersonatingAccount({ address: owner })
}

/** 3 significant digits rounded down, every integer digit kept, grouped (en-US). */
function threeSignificant(wei: bigint): string {
  const whole = wei / 10n ** 18n
  if (whole.toString().length >= 3) return whole.toLocaleString('en-US')
  const [int = '0', fraction = ''] = formatEther(wei).split('.')
  const digits = `${int}${fraction}`
  const first = digits.search(/[1-9]/)
  const keep = Math.max(first + 3 - int.length, 0)
  const shown = fraction.slice(0, keep).replace(/0+$/, '')
  return shown ? `${Number(int).toLocaleString('en-US')}.${shown}` : Number(int).toLocaleString('en-US')
}

/** Elements of the app with a `title` attribute (tooltips replace them). */
const titled = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[title]')].map((element) => element.outerHTML.slice(0, 120)),
  )

/** Drags the open dialog down by `distance` px from a point of it that is not a control. */
async function dragDialog(page: Page, distance: number) {
  const box = await page.getByRole('dialog').boundingBox()
  if (!box) throw new Error('no dialog')
  // In the dialog's top padding, clear of its rounded corners and its controls.
  const x = box.x + box.width / 2
  const y = box.y + 8
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + distance, { steps: 10 })
  await page.mouse.up()
}

describe('display details of the specification', () => {
  it('shows the ETH balance beside the account in the header, to 3 significant digits', async () => {
    const { page, stack } = await openPage({ wallet: { account: ACCOUNT } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    const wei = await chainClient().getBalance({
      address: devAccount(ACCOUNT).address,
    })
    await expect
      .poll(() => page.getByTestId('account-balance').textContent(), { timeout: 20_000 })
      .toBe(`${threeSignificant(wei)} ETH`)
    // Beside the account button.
    const balance = await page.getByTestId('account-balance').boundingBox()
    const account = await page.getByTestId('web3-status').boundingBox()
    expect(balance && account && Math.abs(account.x - (balance.x + balance.width))).toBeLessThan(16)
  })

  it("shows '<0.000001' for an amount below a millionth", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${USDC}&outputCurrency=ETH`)
    // 0.001 USDC buys about 3e-7 ETH.
    await page.getByLabel('From').fill('0.001')
    await expect
      .poll(() => page.getByTestId('trade-limit').textContent(), { timeout: 30_000 })
      .toBe('<0.000001 ETH')
  })

  it("shows the fast-gas oracle's latestAnswer as the gas price in gwei", async () => {
    const client = chainClient()
    expect(await client.readContract({ address: ORACLE, abi: oracleAbi, functionName: 'latestAnswer' })).toBe(
      FAST_GAS_PRICE_WEI,
    )
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await page.getByLabel('From').fill('1')
    await expect.poll(() => page.getByTestId('gas-price').textContent(), { timeout: 30_000 }).toBe('25 gwei')
    try {
      // A new answer shows once the app sees the next block (it polls, or looks again when the tab shows).
      await postGasPrice(31_500_000_000n)
      await waitForChainValue(page, {
        read: () => page.getByTestId('gas-price').textContent(),
        expected: '31.5 gwei',
        chainBlockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
      })
    } finally {
      await postGasPrice(FAST_GAS_PRICE_WEI)
    }
  })

  it('gives tooltips 256 px wide on hover and keyboard focus, and no title attributes', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Transaction Settings' })
    await settings.waitFor()
    expect(await titled(page)).toEqual([])
    const expert = settings.getByRole('switch', { name: 'Expert Mode' })
    const tip = page.locator(`[id="${await expert.getAttribute('aria-describedby')}"]`)
    await expect(tip.isVisible()).resolves.toBe(false)
    await expert.hover()
    await tip.waitFor()
    expect(await tip.getAttribute('role')).toBe('tooltip')
    expect(await tip.textContent()).toBe(
      'Allow high price impact trades and skip the confirm screen. Use at your own risk.',
    )
    expect((await tip.boundingBox())?.width).toBe(256)
    await page.mouse.move(0, 0)
    await tip.waitFor({ state: 'hidden' })
    await expert.focus()
    await tip.waitFor()
    await page.keyboard.press('Escape')
    await tip.waitFor({ state: 'hidden' })
  })

  it('on a phone: a dialog closes when dragged down beyond 300 px, tooltips stay 256 px, the layout follows the breakpoints', async () => {
    const { page, stack } = await openPage({ viewport: MOBILE })
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByTestId('web3-status').click()
    const dialog = page.getByRole('dialog', { name: 'Wallet' })
    await dialog.waitFor()
    await dragDialog(page, 200)
    // Short of 300 px it springs back.
    await expect(dialog.isVisible()).resolves.toBe(true)
    expect(await dialog.evaluate((element) => (element as HTMLElement).style.transform)).toBe('')
    await dragDialog(page, 340)
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const expert = page.getByRole('switch', { name: 'Expert Mode' })
    await expert.focus()
    const tip = page.locator(`[id="${await expert.getAttribute('aria-describedby')}"]`)
    await tip.waitFor()
    const box = await tip.boundingBox()
    expect(box?.width).toBe(256)
    // Inside the 390 px screen.
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true)
    await page.keyboard.press('Escape')

    // Below 500 px the header drops the balance; below 1280 px popups join the page's flow.
    await connect(page)
    await expect(page.getByTestId('account-balance').isVisible()).resolves.toBe(false)
    const dock = await page.locator('.popup-dock').evaluate((element) => getComputedStyle(element).position)
    expect(dock).toBe('static')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByTestId('account-balance').waitFor()
    expect(await page.locator('.popup-dock').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    )
  })
})
