import {
  type Address,
  type Client,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import { getBlockNumber, readContract, simulateBlocks } from 'viem/actions'
import type { TokenProbe } from './tokenSafety'
import { type SimulatedLog, transferTaxes } from './transfers'

const v2Abi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/** The simulated trader and the wallet it sends to: addresses no one holds a key for, given ETH by override. */
const PROBE: Address = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
const RECEIVER: Address = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5af0'
/** A deadline no block reaches: the probe runs on one block and sends nothing. */
const NO_DEADLINE = 2n ** 48n

export interface ProbeParameters {
  token: Address
  weth: Address
  v2Factory: Address
  v2Router: Address
  /** The block the probe runs on; the latest by default. Both simulations use the same one. */
  blockNumber?: bigint
  /** ETH spent on the buy (0.01 ETH): small, so the pool's price barely moves. */
  buyValue?: bigint
}

/**
 * Buys a little of `token` through its v2 pair with WETH, moves a tenth to another wallet and sells
 * the rest, all in `eth_simulateV1` on one block with no transaction sent, and reports what each step
 * did (see `safetyVerdict`). The sell's amount is what the buy delivered, so the buy is simulated
 * once alone to learn it, then again before the transfer and the sell.
 */
export async function probeToken(client: Client, parameters: ProbeParameters): Promise<TokenProbe> {
  const { token, weth, v2Factory, v2Router } = parameters
  const blockNumber = parameters.blockNumber ?? (await getBlockNumber(client))
  const pair = await readContract(client, {
    address: v2Factory,
    abi: v2Abi,
    functionName: 'getPair',
    args: [token, weth],
    blockNumber,
  })
  if (pair === zeroAddress) return { pair: false }

  const buy = {
    account: PROBE,
    to: v2Router,
    value: parameters.buyValue ?? parseEther('0.01'),
    data: encodeFunctionData({
      abi: v2Abi,
      functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
      args: [0n, [weth, token], PROBE, NO_DEADLINE],
    }),
  }
  const balance = {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [PROBE] }),
  }
  const stateOverrides = [{ address: PROBE, balance: parseEther('10') }]
  const simulate = async (
    calls: readonly { account?: Address; to: Address; data: `0x${string}`; value?: bigint }[],
  ) =>
    (
      await simulateBlocks(client, {
        blockNumber,
        blocks: [{ calls, stateOverrides }],
        traceTransfers: true,
        validation: false,
      })
    )[0]?.calls ?? []

  const [bought, held] = await simulate([buy, balance])
  if (bought?.status !== 'success' || held?.status !== 'success') return { pair: true, buy: { ok: false } }
  const received = hexToBigInt(held.data)
  const buyTax = transferTaxes((bought.logs ?? []) as SimulatedLog[], PROBE).find(
    (tax) => tax.token === token,
  )
  if (received === 0n) return { pair: true, buy: { ok: false } }

  const moved = received > 1n ? received / 10n || 1n : 0n
  const sold = received - moved
  const tokenCall = (data: `0x${string}`) => ({ account: PROBE, to: token, data })
  const [, transferred, , sell] = await simulate([
    buy,
    tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, moved] })),
    tokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [v2Router, sold] })),
    {
      account: PROBE,
      to: v2Router,
      data: encodeFunctionData({
        abi: v2Abi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [sold, 0n, [token, weth], PROBE, NO_DEADLINE],
      }),
    },
  ])
  const sellTax = transferTaxes((sell?.logs ?? []) as SimulatedLog[], pair).find((tax) => tax.token === token)
  return {
    pair: true,
    buy: { ok: true, ...(buyTax ? { tax: buyTax } : {}) },
    transfer: { ok: transferred?.status === 'success' },
    sell: { ok: sell?.status === 'success', ...(sellTax ? { tax: sellTax } : {}) },
  }
}
