import { CurrencyAmount, Ether, Percent, Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk'
import { decodeFunctionData, parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  collectCallParameters,
  collectTransactionRequest,
  MAX_UINT128,
  REMOVE_V3_SLIPPAGE,
  removeAmounts,
  removeButtonState,
  removeCallParameters,
  removeSlippage,
  removeTransactionRequest,
  unlessRefused,
} from './removeLiquidity'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const ETH = Ether.onChain(1)
const RECIPIENT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// USDC/WETH at 2000 USDC per WETH: price token1/token0 in raw units = 1e18 / (2000 * 1e6).
const sqrtPrice = encodeSqrtRatioX96('1000000000000000000', '2000000000')
const pool = new Pool(
  USDC,
  WETH,
  FeeAmount.MEDIUM,
  sqrtPrice.toString(),
  '1000000000000000000',
  TickMath.getTickAtSqrtRatio(sqrtPrice),
)
const LIQUIDITY = 10n ** 15n
const position = new Position({
  pool,
  liquidity: LIQUIDITY.toString(),
  tickLower: 195_000,
  tickUpper: 199_020,
})

const managerAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[])',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
])
const decodeMulticall = (calldata: `0x${string}`) => {
  const outer = decodeFunctionData({ abi: managerAbi, data: calldata })
  expect(outer.functionName).toBe('multicall')
  return (outer.args[0] as readonly `0x${string}`[]).map((data) =>
    decodeFunctionData({ abi: managerAbi, data }),
  )
}

describe('removeAmounts', () => {
  it('pays out the whole position at Max, and the matching share at 25/50/75', () => {
    const max = removeAmounts(position, 100)
    expect(max.liquidityValue0.quotient.toString()).toBe(position.amount0.quotient.toString())
    expect(max.liquidityValue1.quotient.toString()).toBe(position.amount1.quotient.toString())
    for (const percent of [25, 50, 75]) {
      const { liquidityPercentage, liquidityValue0, liquidityValue1 } = removeAmounts(position, percent)
      expect(liquidityPercentage.equalTo(new Percent(percent, 100))).toBe(true)
      const share = new Position({
        pool,
        liquidity: ((LIQUIDITY * BigInt(percent)) / 100n).toString(),
        tickLower: 195_000,
        tickUpper: 199_020,
      })
      expect(liquidityValue0.quotient.toString()).toBe(share.amount0.quotient.toString())
      expect(liquidityValue1.quotient.toString()).toBe(share.amount1.quotient.toString())
      // Rounding down, the share is never more than that fraction of the whole.
      expect(BigInt(liquidityValue0.quotient.toString()) * 100n).toBeLessThanOrEqual(
        BigInt(position.amount0.quotient.toString()) * BigInt(percent),
      )
    }
  })

  it('pays nothing at 0%', () => {
    const none = removeAmounts(position, 0)
    expect(none.liquidityValue0.quotient.toString()).toBe('0')
    expect(none.liquidityValue1.quotient.toString()).toBe('0')
  })
})

describe('removeCallParameters', () => {
  const fees = {
    feeValue0: CurrencyAmount.fromRawAmount(USDC, 1_234_567),
    feeValue1: CurrencyAmount.fromRawAmount(WETH, '500000000000000'),
  }

  it('decreases the percent of the liquidity with 5% slippage minimums and the deadline, then collects all', () => {
    const { calldata, value } = removeCallParameters({
      position,
      tokenId: 7n,
      percent: 50,
      ...fees,
      recipient: RECIPIENT,
      deadline: 1_700_000_000n,
      native: undefined,
      slippage: removeSlippage('auto'),
    })
    expect(value).toBe(0n)
    const [decrease, collect, ...rest] = decodeMulticall(calldata)
    expect(rest).toEqual([])
    expect(decrease?.functionName).toBe('decreaseLiquidity')
    const params = decrease?.args[0] as {
      tokenId: bigint
      liquidity: bigint
      amount0Min: bigint
      amount1Min: bigint
      deadline: bigint
    }
    expect(params.tokenId).toBe(7n)
    expect(params.liquidity).toBe(LIQUIDITY / 2n)
    expect(params.deadline).toBe(1_700_000_000n)
    const half = new Position({
      pool,
      liquidity: (LIQUIDITY / 2n).toString(),
      tickLower: 195_000,
      tickUpper: 199_020,
    })
    const mins = half.burnAmountsWithSlippage(REMOVE_V3_SLIPPAGE)
    expect(params.amount0Min).toBe(BigInt(mins.amount0.toString()))
    expect(params.amount1Min).toBe(BigInt(mins.amount1.toString()))
    // The minimums are below what the half pays now, within the slippage.
    const { liquidityValue0, liquidityValue1 } = removeAmounts(position, 50)
    expect(params.amount0Min).toBeLessThanOrEqual(BigInt(liquidityValue0.quotient.toString()))
    expect(params.amount1Min).toBeLessThanOrEqual(BigInt(liquidityValue1.quotient.toString()))
    expect(collect?.functionName).toBe('collect')
    expect(collect?.args[0]).toEqual({
      tokenId: 7n,
      recipient: RECIPIENT,
      amount0Max: MAX_UINT128,
      amount1Max: MAX_UINT128,
    })
  })

  it('unwraps WETH to ETH unless the user collects as WETH', () => {
    const { calldata } = removeCallParameters({
      position,
      tokenId: 7n,
      percent: 100,
      ...fees,
      recipient: RECIPIENT,
      deadline: 1n,
      native: ETH,
      slippage: REMOVE_V3_SLIPPAGE,
    })
    const [decrease, collect, unwrap, sweep] = decodeMulticall(calldata)
    const params = decrease?.args[0] as { liquidity: bigint; amount0Min: bigint; amount1Min: bigint }
    expect(params.liquidity).toBe(LIQUIDITY)
    expect(collect?.args[0]).toMatchObject({ recipient: zeroAddress })
    expect(unwrap?.functionName).toBe('unwrapWETH9')
    expect(unwrap?.args).toEqual([5n * 10n ** 14n + params.amount1Min, RECIPIENT])
    expect(sweep?.functionName).toBe('sweepToken')
    expect(sweep?.args).toEqual([USDC.address, 1_234_567n + params.amount0Min, RECIPIENT])
  })
})

describe('collectCallParameters', () => {
  it('collects the maximum amounts to the recipient', () => {
    const { calldata, value } = collectCallParameters({
      tokenId: 1n,
      feeValue0: CurrencyAmount.fromRawAmount(USDC, 10),
      feeValue1: CurrencyAmount.fromRawAmount(WETH, 20),
      recipient: RECIPIENT,
      native: undefined,
    })
    expect(value).toBe(0n)
    // A single call is sent as it is, without the multicall wrapper.
    const call = decodeFunctionData({ abi: managerAbi, data: calldata })
    expect(call.functionName).toBe('collect')
    expect(call.args[0]).toEqual({
      tokenId: 1n,
      recipient: RECIPIENT,
      amount0Max: MAX_UINT128,
      amount1Max: MAX_UINT128,
    })
  })
})

describe('removeButtonState', () => {
  it('follows the spec precedence: Closed, Connect Wallet, Enter a percent, Remove', () => {
    expect(removeButtonState({ account: false, closed: true, percent: 50, amountsKnown: true })).toEqual({
      label: 'CLOSED',
      disabled: true,
    })
    expect(removeButtonState({ account: false, closed: false, percent: 50, amountsKnown: true }).label).toBe(
      'CONNECT_WALLET',
    )
    expect(removeButtonState({ account: true, closed: false, percent: 0, amountsKnown: true })).toEqual({
      label: 'ENTER_A_PERCENT',
      disabled: true,
    })
    expect(removeButtonState({ account: true, closed: false, percent: 25, amountsKnown: true })).toEqual({
      label: 'REMOVE',
      disabled: false,
    })
    expect(
      removeButtonState({ account: true, closed: false, percent: 25, amountsKnown: false }).disabled,
    ).toBe(true)
  })
})

describe('removeSlippage', () => {
  it("is 5% while the user has set none, else the user's own tolerance", () => {
    expect(removeSlippage('auto')).toBe(REMOVE_V3_SLIPPAGE)
    expect(removeSlippage(undefined).toFixed(2)).toBe('5.00')
    expect(removeSlippage(1).toFixed(2)).toBe('0.01')
    expect(removeSlippage(0).toFixed(2)).toBe('0.00')
    expect(removeSlippage(1500).toFixed(2)).toBe('15.00')
    expect(() => removeSlippage(-1)).toThrow()
    expect(() => removeSlippage(10_001)).toThrow()
  })

  it('a user-set tolerance reaches the decrease call: tighter minimums than the 5% default', () => {
    // In range (the pool's tick is about 200311), so the bound moves both minimums.
    const inRange = new Position({
      pool,
      liquidity: LIQUIDITY.toString(),
      tickLower: 199_980,
      tickUpper: 200_640,
    })
    const params = (slippage: Percent) => {
      const { calldata } = removeCallParameters({
        position: inRange,
        tokenId: 7n,
        percent: 100,
        feeValue0: CurrencyAmount.fromRawAmount(USDC, 0),
        feeValue1: CurrencyAmount.fromRawAmount(WETH, 0),
        recipient: RECIPIENT,
        deadline: 1n,
        native: undefined,
        slippage,
      })
      return decodeMulticall(calldata)[0]?.args[0] as { amount0Min: bigint; amount1Min: bigint }
    }
    const user = params(removeSlippage(1))
    const fallback = params(removeSlippage('auto'))
    expect(user.amount0Min).toBeGreaterThan(fallback.amount0Min)
    expect(user.amount1Min).toBeGreaterThan(fallback.amount1Min)
    const mins = inRange.burnAmountsWithSlippage(new Percent(1, 10_000))
    expect(user.amount0Min).toBe(BigInt(mins.amount0.toString()))
    expect(user.amount1Min).toBe(BigInt(mins.amount1.toString()))
  })
})

describe('removeTransactionRequest and collectTransactionRequest', () => {
  const MANAGER_ADDRESS = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'
  const fees = {
    feeValue0: CurrencyAmount.fromRawAmount(USDC, 10),
    feeValue1: CurrencyAmount.fromRawAmount(WETH, 20),
  }
  it('send the SDK calldata to the position manager', () => {
    const removal = {
      position,
      tokenId: 7n,
      percent: 50,
      ...fees,
      recipient: RECIPIENT,
      deadline: 1_700_000_000n,
      native: ETH,
      slippage: removeSlippage('auto'),
    } as const
    const { calldata, value } = removeCallParameters(removal)
    expect(removeTransactionRequest({ ...removal, manager: MANAGER_ADDRESS })).toEqual({
      to: MANAGER_ADDRESS,
      data: calldata,
      value,
    })
    const collect = { tokenId: 1n, ...fees, recipient: RECIPIENT as `0x${string}`, native: undefined }
    expect(collectTransactionRequest({ ...collect, manager: MANAGER_ADDRESS })).toEqual({
      to: MANAGER_ADDRESS,
      data: collectCallParameters(collect).calldata,
      value: 0n,
    })
  })
  it('unlessRefused is undefined where the SDK refuses a position without liquidity', () => {
    const empty = new Position({ pool, liquidity: '0', tickLower: 195_000, tickUpper: 199_020 })
    const build = () =>
      removeTransactionRequest({
        manager: MANAGER_ADDRESS,
        position: empty,
        tokenId: 7n,
        percent: 100,
        ...fees,
        recipient: RECIPIENT,
        deadline: 1n,
        native: undefined,
        slippage: removeSlippage('auto'),
      })
    expect(build).toThrow()
    expect(unlessRefused(build)).toBeUndefined()
    expect(unlessRefused(() => 5)).toBe(5)
  })
})
