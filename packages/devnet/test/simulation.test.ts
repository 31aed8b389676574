import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_ACCOUNTS,
  type Devnet,
  devnetClient,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  startDevnet,
  UNSAFE_TOKENS,
} from '../src/index.ts'

/**
 * The app's pre-signing simulation (apps/web/src/lib/simulation) against the real contracts on the
 * devnet's anvil, which answers `eth_simulateV1` with transfer tracing as current mainnet clients do.
 * Loaded at run time: the app's modules type-check under its bundler resolution, not this package's
 * NodeNext one, so the shape used here is declared.
 */
type Outcome =
  | {
      status: 'success'
      changes: { tokens: { token: Address; amount: bigint }[] }
      feeOnTransfer: { token: Address; sent: bigint; received: bigint }[]
      partial: boolean
    }
  | { status: 'revert'; revert: { kind: string; reason?: string }; partial: boolean }
type Simulate = (
  client: unknown,
  request: { account: Address; to: Address; data?: Hex; value?: bigint; watchTokens?: Address[] },
) => Promise<Outcome>
const { simulateTransaction } = (await import(
  new URL('../../../apps/web/src/lib/simulation/simulate.ts', import.meta.url).href
)) as { simulateTransaction: Simulate }
type Verdict =
  | { kind: 'honeypot' | 'transfers-blocked' | 'none' }
  | { kind: 'tax'; buyPercent: number; sellPercent: number }
  | { kind: 'unknown'; why: string }
type Probe = (
  client: unknown,
  parameters: { token: Address; weth: Address; v2Factory: Address; v2Router: Address },
) => Promise<unknown>
const { probeToken } = (await import(
  new URL('../../../apps/web/src/lib/simulation/probeToken.ts', import.meta.url).href
)) as { probeToken: Probe }
const { safetyVerdict } = (await import(
  new URL('../../../apps/web/src/lib/simulation/tokenSafety.ts', import.meta.url).href
)) as { safetyVerdict: (probe: unknown) => Verdict }

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
])
const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

let devnet: Devnet
let client: ReturnType<typeof devnetClient>
const account = DEV_ACCOUNTS[3] ?? DEV_ACCOUNTS[0]
if (!account) throw new Error('no development account')

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  const l1 = devnet.chains[1]
  if (!l1) throw new Error('no mainnet replica')
  client = devnetClient(1, l1.url)
})
afterAll(async () => {
  await devnet?.stop()
})

const swapCalldata = async (
  token: Address,
  amountOutMin: bigint,
  deadlineOffset = 600n,
  supporting = false,
) => {
  const { timestamp } = await client.getBlock()
  return encodeFunctionData({
    abi: routerAbi,
    functionName: supporting ? 'swapExactETHForTokensSupportingFeeOnTransferTokens' : 'swapExactETHForTokens',
    args: [amountOutMin, [MAINNET_CONTRACTS.WETH9, token], account.address, timestamp + deadlineOffset],
  })
}

describe('simulateTransaction on the devnet', () => {
  it('previews an ETH → USDC swap as exactly what the chain then delivers', async () => {
    const usdc = getAddress(MAINNET_TOKENS.USDC.address)
    const value = parseEther('0.1')
    const data = await swapCalldata(usdc, 1n)
    const to = MAINNET_CONTRACTS.UniswapV2Router02
    const outcome = await simulateTransaction(client, {
      account: account.address,
      to,
      data,
      value,
      watchTokens: [usdc],
    })
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`)
    expect(outcome.partial).toBe(false)
    expect(outcome.feeOnTransfer).toEqual([])
    const paid = outcome.changes.tokens.find((change) => change.token === NATIVE)?.amount
    const received = outcome.changes.tokens.find((change) => change.token === usdc)?.amount
    expect(paid).toBe(-value)
    expect(received).toBeGreaterThan(0n)

    const before = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const hash = await client.sendTransaction({ account, chain: client.chain, to, data, value })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const after = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    // Same block state, no other transaction: the chain delivers what was shown.
    expect(after - before).toBe(received)
  })

  it('says the price moved beyond the slippage tolerance when the minimum cannot be met', async () => {
    const usdc = getAddress(MAINNET_TOKENS.USDC.address)
    const data = await swapCalldata(usdc, 10n ** 30n)
    const outcome = await simulateTransaction(client, {
      account: account.address,
      to: MAINNET_CONTRACTS.UniswapV2Router02,
      data,
      value: parseEther('0.1'),
    })
    expect(outcome).toEqual({
      status: 'revert',
      revert: { kind: 'slippage', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
      partial: false,
    })
  })

  it('says the deadline passed for an expired swap', async () => {
    const data = await swapCalldata(getAddress(MAINNET_TOKENS.USDC.address), 1n, -60n)
    const outcome = await simulateTransaction(client, {
      account: account.address,
      to: MAINNET_CONTRACTS.UniswapV2Router02,
      data,
      value: parseEther('0.1'),
    })
    expect(outcome).toMatchObject({ status: 'revert', revert: { kind: 'deadline' } })
  })

  it('marks a token that delivers less than its Transfer events say (PAXG, fee on transfer)', async () => {
    const paxg = getAddress(MAINNET_TOKENS.PAXG.address)
    const data = await swapCalldata(paxg, 1n, 600n, true)
    const outcome = await simulateTransaction(client, {
      account: account.address,
      to: MAINNET_CONTRACTS.UniswapV2Router02,
      data,
      value: parseEther('0.5'),
      watchTokens: [paxg],
    })
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`)
    const [tax] = outcome.feeOnTransfer
    expect(tax?.token).toBe(paxg)
    // PAXG on the devnet takes 0.02% (200 millionths, rounded down) of every transfer.
    expect(tax && tax.sent - tax.received).toBe(tax && (tax.sent * 200n) / 1_000_000n)
    expect(tax?.received).toBeGreaterThan(0n)
    const received = outcome.changes.tokens.find((change) => change.token === paxg)?.amount
    expect(received).toBe(tax?.received)
  })
})

describe('token safety probe on the devnet', () => {
  const verdictOf = async (token: Address) =>
    safetyVerdict(
      await probeToken(client, {
        token,
        weth: MAINNET_CONTRACTS.WETH9,
        v2Factory: MAINNET_CONTRACTS.UniswapV2Factory,
        v2Router: MAINNET_CONTRACTS.UniswapV2Router02,
      }),
    )

  it('finds the transfer fee of PAXG on buy and on sell', async () => {
    const verdict = await verdictOf(getAddress(MAINNET_TOKENS.PAXG.address))
    if (verdict.kind !== 'tax') throw new Error(`expected a tax, got ${JSON.stringify(verdict)}`)
    // 0.02% rounded down on chain: just under 0.02, never 0.
    expect(verdict.buyPercent).toBeGreaterThan(0.019)
    expect(verdict.buyPercent).toBeLessThanOrEqual(0.02)
    expect(verdict.sellPercent).toBeGreaterThan(0.019)
    expect(verdict.sellPercent).toBeLessThanOrEqual(0.02)
  })

  it('has no warning for USDC, and says nothing of a token without a v2 pair with WETH', async () => {
    expect(await verdictOf(getAddress(MAINNET_TOKENS.USDC.address))).toEqual({ kind: 'none' })
    expect(await verdictOf(getAddress(MAINNET_TOKENS.mAAPL.address))).toEqual({
      kind: 'unknown',
      why: 'no-pair',
    })
  })

  it('calls the seeded honeypot a honeypot', async () => {
    expect(await verdictOf(UNSAFE_TOKENS.honeypot.address)).toEqual({ kind: 'honeypot' })
  })

  it('gives the seeded tax token 5% on buy and on sell', async () => {
    expect(await verdictOf(UNSAFE_TOKENS.transferTax.address)).toEqual({
      kind: 'tax',
      buyPercent: 5,
      sellPercent: 5,
    })
  })

  it('sends nothing: the probe leaves the chain as it was', async () => {
    // The probe trades as this address (see probeToken.ts), with ETH given only inside the simulation.
    const probe = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
    const paxg = getAddress(MAINNET_TOKENS.PAXG.address)
    await verdictOf(paxg)
    expect(await client.getTransactionCount({ address: probe })).toBe(0)
    expect(await client.getBalance({ address: probe })).toBe(0n)
    expect(
      await client.readContract({ address: paxg, abi: erc20Abi, functionName: 'balanceOf', args: [probe] }),
    ).toBe(0n)
  })
})
