import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS, readAddressBook, rpc } from '@exchange/devnet'
import { parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, onTestFinished } from 'vitest'
import { connect, enableExpertMode } from '../src/actions.ts'
import { sentDuring } from '../src/chainChecks.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient, stackChecks } from '../src/devnetReads.ts'
import { sendToken, setEthBalance } from '../src/funding.ts'
import { serveAppWith } from '../src/servedWith.ts'
import { actionButton } from '../src/swapFlow.ts'
import { deployPlainToken } from '../src/testTokens.ts'
import { depositV2, pairOf, reviewV2Remove } from '../src/v2Pairs.ts'
import { typeRange } from '../src/v3AddForm.ts'

/**
 * The error and warning texts the specification's catalogue lists (and the app's own ones the suite
 * did not reach), each rendered by the app in the situation that causes it. The catalogue of which
 * test covers which text is e2e/src/specTexts.ts; its unit test fails on a spec text no test covers.
 */

const USDC = MAINNET_TOKENS.USDC.address
const WETH = MAINNET_CONTRACTS.WETH9
const seeded = readAddressBook(1).account0Positions

describe('error texts on /swap', () => {
  it("'Insufficient WETH balance' when unwrapping more WETH than the account holds", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${WETH}&outputCurrency=ETH`)
    await connect(page)
    await page.getByLabel('From').fill('1000000')
    await expect
      .poll(() => actionButton(page).textContent(), { timeout: 20_000 })
      .toBe('Insufficient WETH balance')
    expect(await actionButton(page).isDisabled()).toBe(true)
  })

  it("'Invalid recipient' when the recipient is the v2 router (a contract that would keep the tokens)", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    // A link's recipient counts in expert mode only, where the recipient field is.
    await enableExpertMode(page, stack.webUrl)
    await page.goto(
      `${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&recipient=${MAINNET_CONTRACTS.UniswapV2Router02}`,
    )
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('0.1')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Invalid recipient')
    expect(await actionButton(page).isDisabled()).toBe(true)
  })

  it("'Insufficient liquidity for this trade.' for a token no pool or pair holds", async () => {
    const token = await deployPlainToken('LONELY', 'E2E Lonely Token')
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${token}`)
    const warning = page.getByRole('dialog', { name: 'Import a token' })
    await warning.getByRole('button', { name: 'Import' }).click()
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('1')
    // No route: the notice stands where the swap button would be.
    await page
      .locator('.swap-card')
      .getByRole('status')
      .filter({ hasText: 'Insufficient liquidity for this trade.' })
      .waitFor({ timeout: 30_000 })
    expect(await page.locator('.swap-card').getByRole('button', { name: 'Swap', exact: true }).count()).toBe(
      0,
    )
  })

  it("'Unsupported Asset' for a blocked token (mAAPL), with the spec's notice", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    // mAAPL is on the devnet's list (a link alone cannot import a blocked token): the list is added first.
    await page.goto(`${stack.webUrl}/swap`)
    await page.locator('#swap-currency-output .currency-panel__select').click()
    await page.getByRole('button', { name: 'Manage Token Lists' }).click()
    await page
      .getByRole('textbox', { name: 'Add a list by URL' })
      .fill(`${stack.lists.url}/devnet.tokenlist.json`)
    await page
      .locator('.manage-lists__preview', { hasText: 'Devnet Tokens' })
      .getByRole('button', { name: 'Import' })
      .click()
    await page.getByRole('checkbox', { name: 'I understand' }).check()
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page.locator('.list-row', { hasText: 'Devnet Tokens' }).waitFor()
    await page.waitForTimeout(1_200) // the lists are saved after 1 s
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${MAINNET_TOKENS.mAAPL.address}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('0.1')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Unsupported Asset')
    expect(await actionButton(page).isDisabled()).toBe(true)
    await page
      .getByRole('note')
      .getByText(
        'Some assets are not available through this interface because they may not work well with the smart contracts or we are unable to allow trading for legal reasons.',
      )
      .waitFor()
  })

  it("'Enter a valid deadline' for a deadline outside 1-180 minutes", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByRole('button', { name: 'Transaction settings' }).click()
    const deadline = page.getByLabel('Transaction deadline')
    await deadline.fill('181')
    await page.getByRole('alert').filter({ hasText: 'Enter a valid deadline' }).waitFor()
    expect(await deadline.getAttribute('aria-invalid')).toBe('true')
    await deadline.fill('180')
    await page.getByRole('alert').filter({ hasText: 'Enter a valid deadline' }).waitFor({ state: 'detached' })
  })

  it("'Transaction failed' in the popup for a swap mined after its deadline (a real revert)", async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 2 } })
    const chain = stackChecks()
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('0.05')
    await expect.poll(() => actionButton(page).textContent(), { timeout: 20_000 }).toBe('Swap')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    let hash: `0x${string}` | undefined
    // The node holds the swap; its block comes two hours later, past the 30-minute deadline.
    await rpc(stack.chains[1], 'evm_setAutomine', [false])
    try {
      hash = await sentDuring(wallet, () => dialog.getByRole('button', { name: 'Confirm Swap' }).click())
      await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
      await rpc(stack.chains[1], 'evm_increaseTime', [7_200])
      await rpc(stack.chains[1], 'evm_mine', [])
    } finally {
      await rpc(stack.chains[1], 'evm_setAutomine', [true])
    }
    if (!hash) throw new Error('no swap was sent')
    const receipt = await chain.client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('reverted')
    await page.locator('.popup', { hasText: 'Transaction failed' }).first().waitFor({ timeout: 30_000 })
  })
})

describe('error texts on the liquidity screens', () => {
  it("'Invalid range selected. The min price must be lower than the max price.' when min is above max", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await connect(page)
    await typeRange(page, '4000', '2000')
    await page.getByText('Invalid range selected. The min price must be lower than the max price.').waitFor({
      timeout: 20_000,
    })
  })

  it("'Invalid price input' for a starting price beyond what a pool can hold", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    // No WBTC/UNI pool exists at 1%: the form asks for a starting price.
    await page.goto(`${stack.webUrl}/add/${MAINNET_TOKENS.WBTC.address}/${MAINNET_TOKENS.UNI.address}/10000`)
    await connect(page)
    await page.getByText('Set Starting Price').first().waitFor({ timeout: 20_000 })
    // The range chart of a pool that does not exist yet.
    await page.getByTestId('chart-state').getByText('Your position will appear here').waitFor()
    await page.locator('#add-starting-price').fill('1000000000000000000000000000000000000000000')
    await page.getByRole('button', { name: 'Invalid price input' }).waitFor({ timeout: 20_000 })
  })

  it("'Only the owner of this position or an approved operator can remove its liquidity.' to another account", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(`${stack.webUrl}/remove/${seeded.inRange}`)
    await connect(page)
    await page
      .getByText('Only the owner of this position or an approved operator can remove its liquidity.')
      .waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('remove-button').isDisabled()).toBe(true)
  })

  it("'Position not found.' when increasing a position that does not exist", async () => {
    const { page, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(`${stack.webUrl}/increase/ETH/${USDC}/3000/999999`)
    await connect(page)
    await page.getByText('Position not found.').waitFor({ timeout: 30_000 })
  })

  it("blocks a v2 remove whose pool tokens left the account, with the pair's reason, before the wallet is asked", async () => {
    const chain = stackChecks()
    // A fresh account (13) with its own ETH/USDC v2 liquidity, deposited on the chain.
    const lp = devAccount(13)
    await setEthBalance(lp.address, 20n * 10n ** 18n)
    await chain.traderSwaps(MAINNET_CONTRACTS.SwapRouter02, lp, {
      tokenIn: WETH,
      tokenOut: USDC,
      fee: 3000,
      amountIn: 10n ** 18n,
      payWithEth: true,
    })
    await depositV2(13, USDC, 1_000n * 10n ** 6n, 'ETH', 10n ** 18n / 2n)
    const pair = await pairOf(WETH, USDC)
    const lpTokens = await chain.tokenBalance(pair, lp.address)
    expect(lpTokens).toBeGreaterThan(0n)

    const { page, wallet, stack } = await openPage({ wallet: { account: 13 } })
    await page.goto(`${stack.webUrl}/remove/v2/ETH/${USDC}`)
    await connect(page)
    const dialog = await reviewV2Remove(page, '50%')
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor()
    // Meanwhile the pool tokens leave the account (another tab, another wallet): nothing can be removed.
    // They go to an address of no development account, so that no other test finds them (pool-v2.e2e.ts
    // expects account 1 to hold no v2 liquidity, whichever file runs first).
    await sendToken(pair, lp, privateKeyToAccount(generatePrivateKey()).address, lpTokens)
    // The dialog simulates the removal again on the new block: it would fail, so Confirm is disabled with
    // the pair's own reason. (Were the node unable to simulate, Confirm would try every remove variant and
    // say 'This transaction would fail. Please contact support.': removeRequest.test.ts.)
    const revert = dialog.getByTestId('simulated-revert')
    await revert.waitFor({ timeout: 30_000 })
    // The pair's reason: its pool-token transfer underflows, or it burns nothing (by the variant simulated).
    expect(await revert.textContent()).toMatch(
      /^This transaction would fail: (ds-math-sub-underflow|UniswapV2: INSUFFICIENT_LIQUIDITY_BURNED)/,
    )
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true)
    expect(wallet.methods).not.toContain('eth_sendTransaction')
  })

  it("'Liquidity data not available.' when the indexer cannot be reached", async () => {
    const { page, stack } = await openPage()
    // The app served with an indexer nothing listens on: its queries fail for real.
    const app = await serveAppWith(stack, { indexerUrl: 'http://127.0.0.1:9' })
    onTestFinished(() => app.close())
    await page.goto(`${app.url}/add/ETH/${USDC}/3000`)
    await page.getByText('Liquidity data not available.').waitFor({ timeout: 60_000 })
  })
})

describe('error texts of the chain and the indexer', () => {
  it("'You may have lost your network connection.' when mainnet's latest block is more than 10 minutes old", async () => {
    const { page, stack } = await openPage()
    const chain = chainClient()
    await page.clock.install()
    await page.goto(`${stack.webUrl}/swap`)
    const warning = page.getByTestId('network-warning')
    // The page's clock goes to 11 minutes after the chain's latest block; the check runs every 10 s.
    // Other tests may mine a newer block meanwhile, so the step is repeated from the newest block.
    await expect
      .poll(
        async () => {
          const latest = await chain.getBlock({ blockTag: 'latest' })
          await page.clock.setSystemTime(Number(latest.timestamp) * 1000 + 11 * 60_000)
          await page.clock.runFor(20_000)
          return warning.count()
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1)
    // Mainnet has no status page: the general text, not '… might be down right now'.
    expect(await warning.textContent()).toBe('You may have lost your network connection.')
  })

  it("'There is no liquidity data.' for a pool that exists but has no liquidity anywhere", async () => {
    const stack = useStack()
    const chain = stackChecks()
    const owner = devAccount(7)
    const token = await deployPlainToken('EMPTY', 'E2E Empty Pool Token')
    const [token0, token1] = token.toLowerCase() < WETH.toLowerCase() ? [token, WETH] : [WETH, token]
    // Created and initialized at a price of 1, with no position: the pool has no initialized tick.
    await chain.successfulReceipt(
      await chain.client.writeContract({
        account: owner,
        chain: null,
        address: MAINNET_CONTRACTS.NonfungiblePositionManager,
        abi: parseAbi([
          'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
        ]),
        functionName: 'createAndInitializePoolIfNecessary',
        args: [token0, token1, 3000, 2n ** 96n],
      }),
    )
    const { page } = await openPage()
    await page.goto(`${stack.webUrl}/add/ETH/${token}/3000`)
    const importWarning = page.getByRole('dialog', { name: 'Import a token' })
    const chartState = page.getByTestId('chart-state')
    await expect
      .poll(
        async () => {
          if (await importWarning.isVisible())
            await importWarning.getByRole('button', { name: 'Import' }).click()
          return chartState.textContent()
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe('There is no liquidity data.')
  })
})
