import {
  type DEV_ACCOUNTS,
  type devAccount,
  devnetClient,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
} from '@exchange/devnet'
import { type Address, erc20Abi, type Hex, maxUint256, parseAbi, parseEther, parseEventLogs } from 'viem'
import { useStack } from './context.ts'

/**
 * v3 positions made on the chain by the test, as another user or an earlier session of this one would:
 * trades through the 0.3% WETH/USDC pool, and a position minted around its price.
 */
export const MANAGER = MAINNET_CONTRACTS.NonfungiblePositionManager
const WETH = MAINNET_CONTRACTS.WETH9
const USDC = MAINNET_TOKENS.USDC.address

export const managerAbi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])
export const wethAbi = parseAbi(['function deposit() payable'])

type Account = (typeof DEV_ACCOUNTS)[number] | ReturnType<typeof devAccount>

const client = () => devnetClient(1, useStack().chains[1])

/** Waits for a receipt and fails on a revert. */
export async function mined(hash: Hex) {
  const receipt = await client().waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} failed`)
  return receipt
}

export async function poolTick(token0: Address, token1: Address, fee: number): Promise<number> {
  const pool = await client().readContract({
    address: MAINNET_CONTRACTS.UniswapV3Factory,
    abi: factoryAbi,
    functionName: 'getPool',
    args: [token0, token1, fee],
  })
  const [, tick] = await client().readContract({ address: pool, abi: poolAbi, functionName: 'slot0' })
  return tick
}

/** Sells ETH for USDC in the 0.3% WETH/USDC pool straight through SwapRouter02, as another trader. */
export async function sellEthInMainPool(trader: Account, eth: string) {
  const hash = await client().writeContract({
    account: trader,
    chain: null,
    address: MAINNET_CONTRACTS.SwapRouter02,
    abi: routerAbi,
    functionName: 'exactInputSingle',
    value: parseEther(eth),
    // A fixed limit, not an estimate: an estimate made at one block's timestamp may fall short in the
    // next block (the pool's oracle writes an observation only when the time has moved).
    gas: 1_000_000n,
    args: [
      {
        tokenIn: WETH,
        tokenOut: USDC,
        fee: 3000,
        recipient: trader.address,
        amountIn: parseEther(eth),
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success')
    throw new Error(`The swap failed (block ${receipt.blockNumber}, gas used ${receipt.gasUsed} of 1000000)`)
}

/**
 * `lp`'s own USDC/WETH 0.3% position, ±600 ticks around the price, minted directly on the chain: 2 ETH
 * wrapped, 1 ETH sold for USDC, both approved to the position manager, then all its USDC and 1 WETH.
 */
export async function mintUsdcWethPosition(lp: Account): Promise<bigint> {
  const c = client()
  await mined(
    await c.writeContract({
      account: lp,
      chain: null,
      address: WETH,
      abi: wethAbi,
      functionName: 'deposit',
      value: parseEther('2'),
    }),
  )
  await sellEthInMainPool(lp, '1')
  for (const token of [WETH, USDC] as Address[])
    await mined(
      await c.writeContract({
        account: lp,
        chain: null,
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [MANAGER, maxUint256],
      }),
    )
  const center = Math.floor((await poolTick(USDC, WETH, 3000)) / 60) * 60
  const usdc = await c.readContract({
    address: USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [lp.address],
  })
  const receipt = await mined(
    await c.writeContract({
      account: lp,
      chain: null,
      address: MANAGER,
      abi: managerAbi,
      functionName: 'mint',
      args: [
        {
          token0: USDC,
          token1: WETH,
          fee: 3000,
          tickLower: center - 600,
          tickUpper: center + 600,
          amount0Desired: usdc,
          amount1Desired: parseEther('1'),
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: lp.address,
          deadline: maxUint256,
        },
      ],
    }),
  )
  const [transfer] = parseEventLogs({ abi: managerAbi, eventName: 'Transfer', logs: receipt.logs })
  if (!transfer) throw new Error('The mint minted no position')
  return transfer.args.tokenId
}
