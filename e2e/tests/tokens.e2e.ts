import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { erc20Abi, maxUint256, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { PlainToken } from '../../packages/devnet/src/generated/contracts.ts'
import { connect } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { stackChecks } from '../src/devnetReads.ts'
import { deployPlainToken, tokenList } from '../src/testTokens.ts'
import { openPicker, searchBox, tokenOptions } from '../src/tokenPicker.ts'

const USDC = MAINNET_TOKENS.USDC.address

/** The update test's list at `version`. */
const updateList = (version: [number, number, number]) => ({ version, timestamp: '2026-11-23T00:00:00.000Z' })
const listToken = (symbol: keyof typeof MAINNET_TOKENS) => {
  const token = MAINNET_TOKENS[symbol]
  return {
    chainId: 1,
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
  }
}

async function openManageLists(page: Page) {
  await openPicker(page)
  await page.getByRole('button', { name: 'Manage Token Lists' }).click()
  await page.getByRole('tab', { name: 'Lists' }).waitFor()
}

async function addListByUrl(page: Page, url: string, listName: string) {
  await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(url)
  await page
    .locator('.manage-lists__preview', { hasText: listName })
    .getByRole('button', { name: 'Import' })
    .click()
  const importButton = page.getByRole('button', { name: 'Import', exact: true })
  expect(await importButton.isDisabled()).toBe(true)
  await page.getByRole('checkbox', { name: 'I understand' }).check()
  await importButton.click()
  const row = page.locator('.list-row', { hasText: listName })
  await row.waitFor()
  expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('true')
  return row
}

describe('the token picker', () => {
  it('finds USDC by name, by symbol and by a pasted lower-case address, and puts ETH first for eth', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker(page)
    await searchBox(page).fill('USDCoin')
    await page.getByTestId(`token-option-${USDC}`).waitFor()
    await searchBox(page).fill('usdc')
    await expect
      .poll(() => tokenOptions(page).first().getAttribute('data-testid'))
      .toBe(`token-option-${USDC}`)
    await searchBox(page).fill(USDC.toLowerCase())
    await expect.poll(() => tokenOptions(page).count()).toBe(1)
    expect(await tokenOptions(page).first().getAttribute('data-testid')).toBe(`token-option-${USDC}`)

    for (const query of ['', 'e', 'et', 'eth']) {
      await searchBox(page).fill(query)
      await expect.poll(() => tokenOptions(page).first().getAttribute('data-testid')).toBe('token-option-ETH')
    }
    await searchBox(page).fill('0x12')
    await page.getByRole('alert').filter({ hasText: 'Enter valid token address' }).waitFor()
    await searchBox(page).fill('zzzzqqq')
    await page.getByText('No results found.').waitFor()
  })

  it("loads UNI's logo (ipfs:// in the default list) from the assets repository, never asking the replica's gateway", async () => {
    const { page, stack } = await openPage()
    const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
    const assetsLogo = `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${UNI}/logo.png`
    // The machine has no internet: the assets repository's answer is a real PNG served here (1x1 pixel).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    await page.route(assetsLogo, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: png }),
    )
    const gatewayAnswers: number[] = []
    page.on('response', (response) => {
      if (
        response.url().startsWith(`${stack.lists.url}/ipfs/QmXttGpZrECX5qCyXbBQiqgQNytVGeZW5Anewvh2jc4psg`)
      ) {
        gatewayAnswers.push(response.status())
      }
    })
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker(page)
    await searchBox(page).fill('UNI')
    const logo = page.getByTestId(`token-option-${UNI}`).locator('.currency-logo img')
    await expect.poll(() => logo.getAttribute('src')).toBe(assetsLogo)
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1)
    expect(await logo.isVisible()).toBe(true)
    expect(gatewayAnswers).toEqual([])
  })

  it('picks with Enter, moves with the arrow keys, and closes with Escape', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker(page)
    // The first result's symbol is the query: Enter picks it.
    await searchBox(page).fill('USDC')
    await expect
      .poll(() => tokenOptions(page).first().getAttribute('data-testid'))
      .toBe(`token-option-${USDC}`)
    await searchBox(page).press('Enter')
    await page.getByRole('dialog', { name: 'Select a token' }).waitFor({ state: 'detached' })
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: 'USDC' }).waitFor()

    await openPicker(page)
    await searchBox(page).fill('da')
    // Once the debounced search has run: DAI leads and the rest follow.
    await expect
      .poll(() => tokenOptions(page).first().getAttribute('data-testid'))
      .toBe(`token-option-${MAINNET_TOKENS.DAI.address}`)
    await expect.poll(() => tokenOptions(page).count()).toBeGreaterThan(1)
    await searchBox(page).press('ArrowDown')
    await searchBox(page).press('ArrowDown')
    const second = tokenOptions(page).nth(1)
    expect(await second.getAttribute('aria-selected')).toBe('true')
    const symbol = await second.locator('.token-row__symbol').textContent()
    await searchBox(page).press('Enter')
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: symbol ?? '' }).waitFor()

    await openPicker(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Select a token' }).waitFor({ state: 'detached' })
  })

  it('imports a token deployed on the devnet by address, and still has it after a reload', async () => {
    const address = await deployPlainToken('E2EIMP', 'E2E Imported Token')
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker(page)
    await searchBox(page).fill(address.toLowerCase())
    const row = page.getByTestId(`token-option-${address}`)
    await row.getByText('Import', { exact: true }).waitFor()
    await row.click()
    const dialog = page.getByRole('dialog', { name: 'Import a token' })
    await dialog
      .getByText("This token doesn't appear on the active token list(s).", { exact: false })
      .waitFor()
    await dialog.getByText('E2EIMP').waitFor()
    await dialog.getByText('Unknown Source').waitFor()
    await dialog.getByRole('button', { name: 'Import' }).click()
    // Back to search, where the token is now the user's own.
    await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
    await expect.poll(() => row.getByText('Import', { exact: true }).count()).toBe(0)

    await page.waitForTimeout(1_200) // settings are saved after 1 s
    await page.reload()
    await openPicker(page)
    await searchBox(page).fill('E2EIMP')
    await page.getByTestId(`token-option-${address}`).click()
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: 'E2EIMP' }).waitFor()
    await openPicker(page)
    await page.getByRole('button', { name: 'Manage Token Lists' }).click()
    await page.getByRole('tab', { name: 'Tokens' }).click()
    await page.getByText(/\b1 Custom Token(?!s)/).waitFor()
  })

  it('refuses to import a blocked token', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker(page)
    const mAAPL = MAINNET_TOKENS.mAAPL.address
    await searchBox(page).fill(mAAPL)
    await page.getByTestId(`token-option-${mAAPL}`).click()
    const button = page.getByRole('button', { name: 'Token not supported' })
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0)
  })

  it('shows the import warning for an unlisted token reached by URL, and trades it once imported', async () => {
    const address = await deployPlainToken('E2EURL', 'E2E Linked Token')
    // A v2 pair with WETH gives the token a market: 10,000 E2EURL against 10 ETH, from account 7.
    const stack = useStack()
    const chain = stackChecks()
    const owner = devAccount(7)
    const router = MAINNET_CONTRACTS.UniswapV2Router02
    const routerAbi = parseAbi([
      'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
    ])
    await chain.successfulReceipt(
      await chain.client.writeContract({
        account: owner,
        chain: null,
        address,
        abi: PlainToken.abi,
        functionName: 'mint',
        args: [owner.address, parseEther('10000')],
      }),
    )
    await chain.successfulReceipt(
      await chain.client.writeContract({
        account: owner,
        chain: null,
        address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    )
    await chain.successfulReceipt(
      await chain.client.writeContract({
        account: owner,
        chain: null,
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        value: parseEther('10'),
        args: [address, parseEther('10000'), 0n, 0n, owner.address, maxUint256],
      }),
    )

    const { page, wallet } = await openPage({ wallet: { account: 7 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${address}`)
    const dialog = page.getByRole('dialog', { name: 'Import a token' })
    await dialog.getByText('E2EURL').waitFor()
    await dialog.getByRole('button', { name: 'Import' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('#swap-currency-output .currency-panel__symbol', { hasText: 'E2EURL' }).waitFor()

    // Imported, it trades: 0.1 ETH for E2EURL through its pair, received on chain.
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('0.1')
    const action = page.locator('.swap-card .primary-button').last()
    await expect.poll(() => action.textContent(), { timeout: 30_000 }).toBe('Swap')
    await action.click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Swap' })
    const minimum = parseUnits(
      ((await confirm.getByTestId('trade-limit').textContent()) ?? '')
        .match(/\d[\d,]*(\.\d+)?/)?.[0]
        ?.replace(/,/g, '') ?? '',
      18,
    )
    expect(minimum).toBeGreaterThan(0n)
    const before = await chain.tokenBalance(address, wallet.address)
    const hash = await sentDuring(wallet, () => confirm.getByRole('button', { name: 'Confirm Swap' }).click())
    await chain.successfulReceipt(hash)
    // About 98.7 E2EURL for 0.1 ETH from a 10,000/10 pair (0.3% fee and its price impact).
    const received = (await chain.tokenBalance(address, wallet.address)) - before
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(received).toBeGreaterThan(parseEther('95'))
    expect(received).toBeLessThan(parseEther('100'))
  })
})

describe('token lists', () => {
  it('imports a list by http URL and one by ENS name', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await openManageLists(page)
    await addListByUrl(page, `${stack.lists.url}/devnet.tokenlist.json`, 'Devnet Tokens')
    await addListByUrl(page, 'devnet-tokens.eth', 'Devnet ENS List')
  })

  it("rejects a list that fails validation with the specification's message", async () => {
    const { page, stack } = await openPage()
    writeFileSync(join(stack.lists.dir, 'invalid.json'), JSON.stringify({ name: 'Broken', tokens: 'none' }))
    await page.goto(`${stack.webUrl}/swap`)
    await openManageLists(page)
    await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(`${stack.lists.url}/invalid.json`)
    await page
      .getByRole('alert')
      .filter({ hasText: /^Token list failed validation: / })
      .waitFor()
    await page.getByRole('textbox', { name: 'Add a list by URL' }).fill('not a list')
    await page.getByRole('alert').filter({ hasText: 'Enter valid list location' }).waitFor()
    await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(`${stack.lists.url}/missing.json`)
    await page.getByRole('alert').filter({ hasText: 'Error importing list' }).waitFor()
  })

  it('shows an update that needs review, accepts it, and removes a list after REMOVE is typed', async () => {
    const { page, stack } = await openPage()
    const file = join(stack.lists.dir, 'update.json')
    writeFileSync(
      file,
      JSON.stringify(tokenList('Update Test', [listToken('DAI'), listToken('UNI')], updateList([1, 0, 0]))),
    )
    await page.goto(`${stack.webUrl}/swap`)
    await openManageLists(page)
    const row = await addListByUrl(page, `${stack.lists.url}/update.json`, 'Update Test')
    await row.getByText('2 tokens').waitFor()

    // A removed token with only a minor bump is a breaking change: it waits for the user.
    writeFileSync(file, JSON.stringify(tokenList('Update Test', [listToken('DAI')], updateList([1, 1, 0]))))
    await page.waitForTimeout(1_200) // the lists are saved after 1 s
    await page.reload()
    await openManageLists(page)
    const updated = page.locator('.list-row', { hasText: 'Update Test' })
    await updated.getByRole('button', { name: 'Update list' }).click()
    await updated.getByText(/\b1 token(?!s)/).waitFor()
    expect(await updated.getByRole('button', { name: 'Update list' }).count()).toBe(0)

    let prompted = ''
    page.once('dialog', (dialog) => {
      prompted = dialog.message()
      void dialog.accept('REMOVE')
    })
    await updated.getByRole('button', { name: 'List settings' }).click()
    await updated.getByRole('button', { name: 'Remove list' }).click()
    await updated.waitFor({ state: 'detached' })
    expect(prompted).toBe('Please confirm you would like to remove this list by typing REMOVE')
  })
})
