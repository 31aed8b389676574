import { DEV_ACCOUNTS, devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { decodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseWallet, connect, enableExpertMode } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'
import { sendToken, setEthBalance } from '../src/funding.ts'
import { type HostileQuoteApi, type QuoteAnswer, startHostileQuoteApi } from '../src/hostileQuoteApi.ts'
import { type ImpostorNode, startImpostorNode } from '../src/impostorNode.ts'
import { serveAppWith } from '../src/servedWith.ts'
import { actionButton } from '../src/swapFlow.ts'

/**
 * Issue 47: what a user signs is what they asked for — on the chain the app believes, with the key it
 * should, to the recipient it shows. Real signatures on the devnet; the hostile parts (a node that is not
 * the replica, a quote API that lies) stand in front of the real ones.
 */

// Fresh accounts (no other file uses them), funded here.
const TRADER = 30
const RECIPIENT = devAccount(31).address
const DAI_HOLDER = 32
const USDC = MAINNET_TOKENS.USDC.address
const DAI = MAINNET_TOKENS.DAI.address

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.allSettled(closers.splice(0).map((close) => close()))
})

async function fund(index: number) {
  await setEthBalance(devAccount(index).address, parseEther('10'))
}

/** Types `amount` ETH into /swap (ETH to USDC) and waits for the Swap button. */
async function quoteEthForUsdc(page: Page, amount: string) {
  await page.locator('#swap-currency-input-amount').fill(amount)
  await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
}

describe('the Devnet account signs only on the local replica', () => {
  it('is not offered when the served configuration says devnet: false', async () => {
    const stack = useStack()
    const app = await serveAppWith(stack, { devnet: false })
    closers.push(() => app.close())
    const { page } = await openPage()
    await page.goto(`${app.url}/swap`)
    await page.getByTestId('web3-status').click()
    await page.getByTestId('wallet-option-injected').waitFor()
    expect(await page.getByTestId('wallet-option-devnet').count()).toBe(0)
  })

  it('refuses to connect where the chain answers on loopback but is not anvil', async () => {
    const stack = useStack()
    const geth = await startImpostorNode({ target: stack.chains[1], clientVersion: 'Geth/v1.14.12-stable' })
    closers.push(() => geth.close())
    const app = await serveAppWith(stack, { rpcUrls: { ...stack.chains, 1: geth.url } })
    closers.push(() => app.close())
    const { page } = await openPage()
    await page.goto(`${app.url}/swap`)
    await chooseWallet(page, 'devnet')
    await page.getByRole('dialog').getByText('Error connecting', { exact: false }).first().waitFor()
    expect(await page.getByTestId('account-address').count()).toBe(0)
    expect(geth.methods).toContain('web3_clientVersion')
    expect(geth.methods).not.toContain('eth_sendRawTransaction')
  })
})

describe('a wallet whose chain 1 is not the replica', () => {
  let impostor: ImpostorNode
  afterEach(() => impostor?.close())

  it('cannot send: the swap is refused before the wallet is asked to sign', async () => {
    const stack = useStack()
    impostor = await startImpostorNode({ target: stack.chains[1] })
    await fund(TRADER)
    const { page, wallet } = await openPage({
      wallet: { account: TRADER, chains: { ...stack.chains, 1: impostor.url } },
    })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
    await connect(page)
    await quoteEthForUsdc(page, '0.01')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    await dialog.getByRole('alert').getByText('Your wallet is not on Ethereum (local replica)').waitFor()
    expect(wallet.calls('eth_sendTransaction')).toEqual([])
    // The check asked the wallet's own node for its genesis block.
    expect(impostor.methods).toContain('eth_getBlockByNumber')
  })

  it('is asked to add a replica under its own name, not as the real network', async () => {
    const stack = useStack()
    const { page, wallet } = await openPage({ wallet: { chains: { 1: stack.chains[1] } } })
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await page.getByTestId('network-selector').click()
    await page.getByTestId('network-option-10').click()
    await expect.poll(() => wallet.addedChains.length).toBe(1)
    expect(wallet.addedChains[0]).toMatchObject({
      chainName: 'Optimism (local replica)',
      rpcUrls: [stack.chains[10]],
    })
  })
})

/** The real answer with a second route that takes a tenth more of the input for nothing. */
const extraRoute = (answer: QuoteAnswer): QuoteAnswer => {
  const first = answer.route[0]?.[0] ?? {}
  const extra = (BigInt(answer.amount) / 10n).toString()
  return { ...answer, route: [...answer.route, [{ ...first, amountIn: extra, amountOut: '0' }]] }
}
/** The answer for twice the amount asked, consistent in itself. */
const otherAmount = (answer: QuoteAnswer): QuoteAnswer => ({
  ...answer,
  amount: (BigInt(answer.amount) * 2n).toString(),
  route: answer.route.map((route) =>
    route.map((hop, index) =>
      index === 0 ? { ...hop, amountIn: (BigInt(String(hop.amountIn)) * 2n).toString() } : hop,
    ),
  ),
})
/**
 * Held-split legs whose trader-paid amounts sum to more than the amount asked, with an `amount` that
 * agrees with them: a lie consistent in itself, which only a comparison with what was typed catches.
 */
const greedyLegs = (answer: QuoteAnswer): QuoteAnswer => {
  const hop = answer.route[0]?.[0] as { tokenIn: { address: string }; tokenOut: { address: string } }
  const leg = (amountIn: string) => ({
    paidBy: 'trader',
    holdsOutput: false,
    amountIn,
    amountOut: '1',
    tokenPath: [hop.tokenIn.address, hop.tokenOut.address],
    pools: [{ type: 'v3-pool', address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', fee: '500' }],
  })
  const extra = BigInt(answer.amount) / 10n
  return {
    ...answer,
    amount: (BigInt(answer.amount) + extra).toString(),
    legs: [leg(answer.amount), leg(extra.toString())],
  }
}

describe('a quote API answer that would spend more than was typed', () => {
  let hostile: HostileQuoteApi | undefined
  afterEach(() => hostile?.close())

  it.each([
    ['a second route with zero output', extraRoute],
    ['an amount other than the one asked', otherAmount],
    ['held-split legs that sum to more', greedyLegs],
  ])(
    'is refused when it has %s: the app routes in the browser and spends exactly the amount typed',
    async (_, tamper) => {
      const stack = useStack()
      hostile = await startHostileQuoteApi(stack.quoteApiUrl, tamper)
      const app = await serveAppWith(stack, { quoteApiUrl: hostile.url })
      closers.push(() => app.close())
      await fund(TRADER)
      const { page, wallet } = await openPage({ wallet: { account: TRADER } })
      await page.goto(`${app.url}/swap?inputCurrency=ETH&outputCurrency=${USDC}`)
      await connect(page)
      await quoteEthForUsdc(page, '0.02')
      expect(hostile.tampered).toBeGreaterThan(0)
      await actionButton(page).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
      await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
      await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
      const sent = wallet.calls('eth_sendTransaction')
      expect(sent).toHaveLength(1)
      // The hostile answer would have sent 0.022 ETH (extra route), 0.04 (other amount) or 0.022 (legs).
      const params = sent[0]?.params as [{ value: `0x${string}` }] | undefined
      const value = BigInt(params?.[0].value ?? -1)
      expect(value).toBe(parseEther('0.02'))
    },
  )
})

describe('a recipient set by a link', () => {
  const link = (webUrl: string) =>
    `${webUrl}/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=0.01&recipient=${RECIPIENT}`

  it('is ignored outside expert mode: the output goes to the account, and the dialog names no one else', async () => {
    const stack = useStack()
    await fund(TRADER)
    const { page } = await openPage({ wallet: { account: TRADER } })
    await page.goto(link(stack.webUrl))
    await connect(page)
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    expect(await page.getByRole('button', { name: '- Remove recipient' }).count()).toBe(0)
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).waitFor()
    expect(await dialog.getByTestId('confirm-recipient').count()).toBe(0)
  })

  it('in expert mode, is named by the dialog and by Activity, and receives the output', async () => {
    const stack = useStack()
    await fund(TRADER)
    const chain = chainClient()
    const received = () =>
      chain.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
    const before = await received()
    const { page } = await openPage({ wallet: { account: TRADER } })
    // ?ape turns expert mode on (remembered in the settings), then the link is opened.
    await enableExpertMode(page, stack.webUrl)
    await page.goto(link(stack.webUrl))
    await connect(page)
    await page.getByRole('button', { name: '- Remove recipient' }).waitFor()
    await expect.poll(() => actionButton(page).textContent(), { timeout: 30_000 }).toBe('Swap')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByText('Transaction Submitted').waitFor({ timeout: 30_000 })
    await expect(dialog.getByTestId('confirm-recipient').textContent()).resolves.toBe(
      `Output will be sent to ${RECIPIENT}`,
    )
    await expect.poll(received, { timeout: 30_000 }).toBeGreaterThan(before)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.goto(`${stack.webUrl}/activity`)
    await expect
      .poll(() => page.getByTestId('summary-recipient').first().textContent(), { timeout: 30_000 })
      .toContain(`Output will be sent to ${RECIPIENT}`)
  })
})

describe('a DAI-style permit (unlimited and permanent)', () => {
  it('is named as such before the signature, and the ordinary approval is offered instead', async () => {
    const holder = devAccount(DAI_HOLDER).address
    await fund(DAI_HOLDER)
    await sendToken(DAI, DEV_ACCOUNTS[6]!, holder, parseUnits('100', 18))
    const { page, wallet, stack } = await openPage({ wallet: { account: DAI_HOLDER } })
    await page.goto(`${stack.webUrl}/swap?inputCurrency=${DAI}&outputCurrency=${USDC}`)
    await connect(page)
    await page.locator('#swap-currency-input-amount').fill('50')
    await page
      .getByRole('button', { name: 'Allow the protocol to use your DAI' })
      .waitFor({ timeout: 20_000 })
    const note = page.getByTestId('unlimited-permit-note')
    await expect(note.textContent()).resolves.toContain(
      'Signing for DAI gives the router an unlimited allowance that never expires.',
    )
    await note.getByRole('button', { name: 'Approve with a transaction instead' }).click()
    const approval = await wallet.waitForRequest('eth_sendTransaction', {
      includePast: true,
      timeout: 20_000,
    })
    await page
      .getByRole('button', { name: 'Allow the protocol to use your DAI' })
      .waitFor({ state: 'detached', timeout: 30_000 })
    await expect.poll(() => actionButton(page).isEnabled(), { timeout: 30_000 }).toBe(true)
    // An approval transaction to DAI, and no signature.
    expect(wallet.calls('eth_signTypedData_v4')).toEqual([])
    const tx = (approval?.params as [{ to: string; data: `0x${string}` }] | undefined)?.[0]
    expect(tx?.to.toLowerCase()).toBe(DAI.toLowerCase())
    const call = decodeFunctionData({ abi: erc20Abi, data: tx?.data ?? '0x' })
    expect(call.functionName).toBe('approve')
    expect(String(call.args[0]).toLowerCase()).toBe(MAINNET_CONTRACTS.SwapRouter02.toLowerCase())
  })
})
