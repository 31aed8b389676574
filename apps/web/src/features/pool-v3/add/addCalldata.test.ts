import { Ether, Percent, Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk'
import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { addTransactionRequest, tryAddTransactionRequest } from './addCalldata'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const MANAGER = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'
const RECIPIENT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sqrtPrice = encodeSqrtRatioX96('1000000000000000000', '2000000000')
const pool = new Pool(
  USDC,
  WETH,
  FeeAmount.MEDIUM,
  sqrtPrice.toString(),
  '1000000000000000000',
  TickMath.getTickAtSqrtRatio(sqrtPrice),
)
const position = new Position({
  pool,
  liquidity: (10n ** 15n).toString(),
  tickLower: 195_000,
  tickUpper: 199_020,
})
const managerAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[])',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params)',
  'function increaseLiquidity((uint256 tokenId, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params)',
  'function refundETH()',
])
const inner = (data: `0x${string}`) => {
  const outer = decodeFunctionData({ abi: managerAbi, data })
  expect(outer.functionName).toBe('multicall')
  return (outer.args[0] as readonly `0x${string}`[]).map((call) =>
    decodeFunctionData({ abi: managerAbi, data: call }),
  )
}
const common = {
  position,
  recipient: RECIPIENT,
  slippage: new Percent(50, 10_000),
  deadline: 1_700_000_000n,
  createPool: false,
  manager: MANAGER,
} as const

describe('addTransactionRequest', () => {
  it('mints a new position for the recipient, sending the native side as value', () => {
    const request = addTransactionRequest({ ...common, currencyA: Ether.onChain(1), currencyB: USDC })
    expect(request.to).toBe(MANAGER)
    expect(request.value).toBe(BigInt(position.mintAmounts.amount1.toString()))
    const [mint, refund] = inner(request.data ?? '0x')
    expect(mint?.functionName).toBe('mint')
    expect((mint?.args[0] as { recipient: string } | undefined)?.recipient).toBe(RECIPIENT)
    expect(refund?.functionName).toBe('refundETH')
  })
  it('increases the given position, with no value between two tokens', () => {
    const request = addTransactionRequest({ ...common, currencyA: WETH, currencyB: USDC, tokenId: 42n })
    expect(request.value).toBe(0n)
    const call = decodeFunctionData({ abi: managerAbi, data: request.data ?? '0x' })
    expect(call.functionName).toBe('increaseLiquidity')
    expect((call.args[0] as { tokenId: bigint }).tokenId).toBe(42n)
  })
})

describe('tryAddTransactionRequest', () => {
  it('is undefined for a position without liquidity, where the SDK refuses to build the call', () => {
    const empty = new Position({ pool, liquidity: '0', tickLower: 195_000, tickUpper: 199_020 })
    expect(() =>
      addTransactionRequest({ ...common, position: empty, currencyA: WETH, currencyB: USDC }),
    ).toThrow()
    expect(
      tryAddTransactionRequest({ ...common, position: empty, currencyA: WETH, currencyB: USDC }),
    ).toBeUndefined()
  })
})
