import type { EncodableLeg } from '@exchange/router'
import { Trade } from '@uniswap/router-sdk'
import { CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route } from '@uniswap/v2-sdk'
import {
  type Address,
  createClient,
  custom,
  decodeFunctionData,
  type EIP1193RequestFn,
  type Hex,
  parseAbi,
  RpcRequestError,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { contractAddress } from '../../../core/addresses'
import { sendTransaction } from '../../../core/transactions/send'
import type { ConnectedWalletClient } from '../../../lib/transactions/walletClient'
import { OVERSPEND_MESSAGE } from '../logic/allowedSpend'
import { FEE_ON_TRANSFER_ABI } from '../logic/feeOnTransferCall'
import { GAS_ESTIMATE_FAILED, GAS_ESTIMATE_UNEXPECTED } from '../logic/revertReason'
import { swapSend, swapTransactionRequest } from './swapExecution'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function usdcForDai() {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(USDC, (10n ** 12n).toString()),
    CurrencyAmount.fromRawAmount(DAI, (10n ** 24n).toString()),
  )
  const inputAmount = CurrencyAmount.fromRawAmount(USDC, '1000000000')
  return new Trade({
    v2Routes: [
      {
        routev2: new Route([pair], USDC, DAI),
        inputAmount,
        outputAmount: pair.getOutputAmount(inputAmount)[0],
      },
    ],
    v3Routes: [],
    tradeType: TradeType.EXACT_INPUT,
  })
}

const revertWithoutReason = () =>
  new RpcRequestError({ body: {}, url: 'node', error: { code: 3, message: 'execution reverted' } })

/**
 * A node as a fixture: it answers the estimate as `estimate` says, and eth_simulateV1 with `simulated`;
 * without it, it lacks the method (so the pre-sign check is the partial eth_call, which succeeds).
 */
function nodeWhoseEstimate(estimate: () => Hex, simulated?: unknown) {
  const methods: string[] = []
  const request = (async ({ method }: { method: string }) => {
    methods.push(method)
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_simulateV1':
        if (simulated !== undefined) return simulated
        throw new RpcRequestError({
          body: {},
          url: 'node',
          error: { code: -32601, message: 'Method not found' },
        })
      case 'eth_call':
        return '0x'
      case 'eth_getTransactionCount':
        return '0x7'
      case 'eth_estimateGas':
        return estimate()
      default:
        throw new Error(`unexpected ${method}`)
    }
  }) as EIP1193RequestFn
  return { client: createClient({ chain: mainnet, transport: custom({ request }) }), methods }
}

/** Sends 1,000 USDC for DAI on that node; the wallet, when asked, fails with 'the wallet was asked'. */
function send(estimate: () => Hex, simulated?: unknown) {
  const { client, methods } = nodeWhoseEstimate(estimate, simulated)
  const getWalletClient = vi.fn(async (): Promise<ConnectedWalletClient> => {
    throw new Error('the wallet was asked')
  })
  const addTransaction = vi.fn()
  const outcome = (async () => {
    const plan = await swapSend(
      usdcForDai(),
      {
        slippageTolerance: new Percent(50, 10_000),
        recipient: ACCOUNT,
        deadline: 2_000_000_000n,
        permit: undefined,
      },
      ACCOUNT,
    )
    // The swap as the transaction flow sends it: the one send action with the swap's words and check.
    const ctx = {
      client,
      account: ACCOUNT as Address,
      getWalletClient,
      record: addTransaction,
      words: plan.words,
      checkSimulation: plan.checkSimulation,
    }
    return sendTransaction(ctx, plan.request, plan.info)
  })()
  return { outcome, methods, getWalletClient, addTransaction }
}

describe('a swap sent when the gas estimate fails', () => {
  it("says 'Unexpected issue with estimating the gas. Please try again.' when the estimate reverts but the same call succeeds", async () => {
    const { outcome, methods, getWalletClient, addTransaction } = await send(() => {
      throw revertWithoutReason()
    })
    await expect(outcome).rejects.toThrow(GAS_ESTIMATE_UNEXPECTED)
    expect(GAS_ESTIMATE_UNEXPECTED).toBe('Unexpected issue with estimating the gas. Please try again.')
    // The plain call ran after the failed estimate (on the pending block), and nothing was sent.
    expect(methods.lastIndexOf('eth_call')).toBeGreaterThan(methods.indexOf('eth_estimateGas'))
    expect(getWalletClient).not.toHaveBeenCalled()
    expect(addTransaction).not.toHaveBeenCalled()
  })

  it("says 'Unexpected error. Could not estimate gas for the swap.' when the node estimates zero gas", async () => {
    const { outcome, getWalletClient } = await send(() => '0x0')
    await expect(outcome).rejects.toThrow(GAS_ESTIMATE_FAILED)
    expect(GAS_ESTIMATE_FAILED).toBe('Unexpected error. Could not estimate gas for the swap.')
    expect(getWalletClient).not.toHaveBeenCalled()
  })
})

const ETH = Ether.onChain(1)
const TAX5 = new Token(1, '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05', 18, 'TAX5')
const pair = new Pair(
  CurrencyAmount.fromRawAmount(ETH.wrapped, '50000000000000000000'),
  CurrencyAmount.fromRawAmount(TAX5, '100000000000000000000000'),
)
const trade = () =>
  new Trade({
    v2Routes: [
      {
        routev2: new Route([pair], ETH, TAX5),
        inputAmount: CurrencyAmount.fromRawAmount(ETH, '100000000000000000'),
        outputAmount: CurrencyAmount.fromRawAmount(TAX5, '190000000000000000000'),
      },
    ],
    v3Routes: [],
    tradeType: TradeType.EXACT_INPUT,
  })
const options = {
  slippageTolerance: new Percent(50, 10_000),
  recipient: ACCOUNT,
  deadline: 1_800_000_000n,
  permit: undefined,
} as const

describe('swapTransactionRequest', () => {
  it('sends an ordinary trade to SwapRouter02', async () => {
    const request = await swapTransactionRequest(trade(), options)
    expect(request.to).toBe(contractAddress(1, 'SwapRouter02'))
  })
  it("encodes a held split's legs, after the input token's permit, with one minimum paid out last", async () => {
    const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
    const legs: EncodableLeg[] = [
      {
        tokenPath: [USDC.address as Address, WETH],
        pools: [{ protocol: 'v2' }],
        paidBy: 'trader',
        amountIn: 10n ** 9n,
      },
      {
        tokenPath: [WETH, DAI.address as Address],
        pools: [{ protocol: 'v3', fee: 500 }],
        paidBy: 'router',
        amountIn: 0n,
        sqrtPriceLimitX96: 2n ** 96n,
      },
      {
        tokenPath: [WETH, DAI.address as Address],
        pools: [{ protocol: 'v3', fee: 3000 }],
        paidBy: 'router',
        amountIn: 0n,
      },
    ]
    const held = Object.assign(usdcForDai(), { legs })
    const permit = {
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
      amount: '1000000000',
      deadline: '1800000000',
    } as const
    const request = await swapTransactionRequest(held, { ...options, permit })
    expect(request.to).toBe(contractAddress(1, 'SwapRouter02'))
    expect(request.value).toBe(0n)
    const ROUTER = parseAbi([
      'function multicall(uint256 deadline, bytes[] data)',
      'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
      'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
      'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
      'function sweepToken(address token, uint256 amountMinimum, address recipient)',
    ])
    const outer = decodeFunctionData({ abi: ROUTER, data: request.data })
    expect(outer.args[0]).toBe(options.deadline)
    const calls = (outer.args[1] as Hex[]).map((data) => decodeFunctionData({ abi: ROUTER, data }))
    expect(calls.map((call) => call.functionName)).toEqual([
      'selfPermit',
      'swapExactTokensForTokens',
      'exactInputSingle',
      'exactInputSingle',
      'sweepToken',
    ])
    const minimum = BigInt(held.minimumAmountOut(options.slippageTolerance).quotient.toString())
    expect(calls.at(-1)!.args).toEqual([DAI.address, minimum, ACCOUNT])
  })
  it('sends a fee-on-transfer trade to UniswapV2Router02’s supporting function', async () => {
    const request = await swapTransactionRequest(Object.assign(trade(), { feeOnTransfer: true }), options)
    expect(request.to).toBe(contractAddress(1, 'UniswapV2Router02'))
    expect(request.value).toBe(10n ** 17n)
    expect(decodeFunctionData({ abi: FEE_ON_TRANSFER_ABI, data: request.data }).functionName).toBe(
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    )
  })
})

describe('a swap sent when the simulation takes more than the trade allows', () => {
  const ROUTER = contractAddress(1, 'SwapRouter02') as Address
  const word = (value: bigint | string) =>
    `0x${(typeof value === 'string' ? value.slice(2).toLowerCase() : value.toString(16)).padStart(64, '0')}` as Hex
  /** eth_simulateV1's answer: the account pays `paid` USDC to the router (the trade allows 1,000 USDC). */
  const paying = (paid: bigint) => [
    {
      number: '0x1',
      calls: [
        {
          status: '0x1',
          returnData: '0x',
          gasUsed: '0x1d4c0',
          logs: [
            {
              address: USDC.address,
              topics: [
                '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
                word(ACCOUNT),
                word(ROUTER),
              ],
              data: word(paid),
            },
          ],
        },
      ],
    },
  ]
  const sendPaying = (paid: bigint) => send(() => '0x30d40', paying(paid))

  it('refuses before the wallet is asked (expert mode has no dialog to stop it)', async () => {
    const { outcome, getWalletClient } = sendPaying(1_000_000_001n)
    await expect(outcome).rejects.toThrow(OVERSPEND_MESSAGE)
    expect(getWalletClient).not.toHaveBeenCalled()
  })

  it('goes on to the wallet when the simulation pays exactly the typed amount', async () => {
    const { outcome, getWalletClient } = sendPaying(1_000_000_000n)
    await expect(outcome).rejects.toThrow('the wallet was asked')
    expect(getWalletClient).toHaveBeenCalledOnce()
  })
})
