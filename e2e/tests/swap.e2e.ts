import { DEV_ACCOUNTS, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import { erc20Abi, formatEther, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient, tokenBalance } from '../src/devnetReads.ts'
import { actionButton } from '../src/swapFlow.ts'

const WETH = MAINNET_CONTRACTS.WETH9
const USDC = MAINNET_TOKENS.USDC.address

describe('wrapping', () => {
  it('wraps ETH into WETH and unwraps it, with real transactions and their popups', async () => {
    const stack = useStack()
    const client = chainClient()
    // Account 6 is used by no other browser test.
    const { page, wallet } = await openPage({ wallet: { account: 6 } })
    const account = wallet.address
    const wethBefore = await tokenBalance(WETH, account)

    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${WETH}`)
    await connect(page)
    await expect.poll(() => actionButton(page).textContent()).toBe('Enter ETH amount')
    await page.getByLabel('From').fill('100000')
    await expect.poll(() => actionButton(page).textContent()).toBe('Insufficient ETH balance')
    await page.getByLabel('From').fill('1.25')
    // A wrap is 1:1: the output shows the same amount.
    expect(await page.locator('#swap-currency-output-amount').inputValue()).toBe('1.25')
    await expect.poll(() => actionButton(page).textContent()).toBe('Wrap')
    await actionButton(page).click()
    await page.locator('.popup', { hasText: 'Wrap 1.25 ETH to WETH' }).first().waitFor({ timeout: 30_000 })
    await expect.poll(() => tokenBalance(WETH, account)).toBe(wethBefore + parseEther('1.25'))

    // The switch arrow turns it into an unwrap.
    await page.getByRole('button', { name: 'Switch input and output' }).click()
    await page.getByLabel('From').fill('0.75')
    await expect.poll(() => actionButton(page).textContent()).toBe('Unwrap')
    const ethBefore = await client.getBalance({ address: account })
    await actionButton(page).click()
    // An unwrap spends WETH: its popup names the currency the transaction took.
    await page.locator('.popup', { hasText: 'Unwrap 0.75 WETH to ETH' }).first().waitFor({ timeout: 30_000 })
    await expect.poll(() => tokenBalance(WETH, account)).toBe(wethBefore + parseEther('0.5'))
    const gained = (await client.getBalance({ address: account })) - ethBefore
    // 0.75 ETH back, less the gas of the unwrap.
    expect(Number(formatEther(gained))).toBeGreaterThan(0.74)
    expect(gained).toBeLessThan(parseEther('0.75'))
  })
})

describe('balances', () => {
  it('shows every integer digit of a large balance, grouped (129,368.9 USDC reads 129,368, not 129,300)', async () => {
    const stack = useStack()
    const client = chainClient()
    const [sender, holder] = [DEV_ACCOUNTS[2]!, DEV_ACCOUNTS[8]!]
    const read = () => tokenBalance(USDC, holder.address)
    // Accounts 2 and 8 settle so that 8 holds exactly 129,368.9 USDC (each starts with about 100,000).
    const target = 129_368_900_000n
    const before = await read()
    const [from, to] = before < target ? [sender, holder] : [holder, sender]
    const hash = await client.writeContract({
      account: from,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to.address, before < target ? target - before : before - target],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await read()).toBe(target)
    const whole = '129,368'

    const { page } = await openPage({ wallet: { account: 8 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${USDC}&outputCurrency=ETH`)
    await connect(page)
    await page.getByText(`Balance: ${whole}`).first().waitFor({ timeout: 20_000 })
  })
})

describe('the settings', () => {
  it("offers the spec's slippage presets beside Auto, and a chosen one stays chosen after a reload", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const presets = page.locator('.settings__presets button')
    await presets.first().waitFor()
    expect(await presets.allTextContents()).toEqual(['0.01%', '1%', '3%', '5%', '10%', '15%'])
    await page.getByRole('button', { name: '3%', exact: true }).click()
    expect(await page.getByRole('button', { name: '3%', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(await page.getByLabel('Slippage tolerance').inputValue()).toBe('3.00')
    await page.getByText('Your transaction may be frontrun').waitFor()
    // Persisted like every setting: a reload keeps it.
    await page.reload()
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    expect(await page.getByRole('button', { name: '3%', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await page.getByRole('button', { name: '0.01%' }).click()
    await page.getByText('Your transaction may fail').waitFor()
    expect(await page.getByRole('button', { name: '3%', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('validates slippage, and turns expert mode on only after confirm is typed', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const slippage = page.getByLabel('Slippage tolerance')
    await slippage.fill('51')
    await page.getByRole('alert').filter({ hasText: 'Enter a valid slippage percentage' }).waitFor()
    await slippage.fill('0.01')
    await page.getByText('Your transaction may fail').waitFor()
    await slippage.fill('2')
    await page.getByText('Your transaction may be frontrun').waitFor()
    await page.getByRole('button', { name: 'Auto' }).click()
    expect(await page.getByText('Your transaction may be frontrun').count()).toBe(0)

    const expert = page.getByRole('switch', { name: 'Expert Mode' })
    expect(await expert.getAttribute('aria-checked')).toBe('false')
    await expert.click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
    page.once('dialog', (prompt) => void prompt.accept('yes'))
    // The menu closes for the question, so nothing covers it: a click on its button reaches it.
    await page.getByRole('dialog', { name: 'Transaction Settings' }).waitFor({ state: 'detached' })
    await dialog.getByRole('button', { name: 'Turn On Expert Mode' }).click()
    // A wrong word leaves expert mode off and the question open.
    expect(await dialog.isVisible()).toBe(true)
    const messages: string[] = []
    page.once('dialog', (prompt) => {
      messages.push(prompt.message())
      void prompt.accept('confirm')
    })
    await dialog.getByRole('button', { name: 'Turn On Expert Mode' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(messages).toEqual(['Please type the word "confirm" to enable expert mode.'])
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    expect(await page.getByRole('switch', { name: 'Expert Mode' }).getAttribute('aria-checked')).toBe('true')
  })

  it('fills the form from the URL', async () => {
    const { page, stack } = await openPage()
    const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    await page.goto(
      `${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1&exactField=output`,
    )
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: 'DAI' }).waitFor()
    await page.locator('#swap-currency-input .currency-panel__symbol', { hasText: 'ETH' }).waitFor()
    expect(await page.locator('#swap-currency-output-amount').inputValue()).toBe('1')
    await page.getByText('From (at most)').waitFor()
  })
})
