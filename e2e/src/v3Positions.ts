import { type DEV_ACCOUNTS, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import { type Address, erc20Abi, type Hex, maxUint256, parseAbi, parseEther, parseEventLogs } from 'viem'
import { POSITION_MANAGER_ABI } from './chainChecks.ts'
import { stackChecks } from './devnetReads.ts'

/**
 * v3 positions made on the chain by the test, as another user or an earlier session of this one would:
 * trades through the 0.3% WETH/USDC pool, and a position minted around its price.
 */
export const MANAGER = MAINNET_CONTRACTS.NonfungiblePositionManager
const WETH = MAINNET_CONTRACTS.WETH9
const USDC = MAINNET_TOKENS.USDC.address

/** The position manager's calls and events the tests use (positions, ownerOf, collect, mint, Transfer…). */
export const managerAbi = POSITION_MANAGER_ABI
export const wethAbi = parseAbi(['function deposit() payable'])

type Account = (typeof DEV_ACCOUNTS)[number]

const client = () => stackChecks().client

/** Waits for a receipt and fails on a revert. */
export const mined = (hash: Hex) => stackChecks().successfulReceipt(hash)

export const poolTick = (token0: Address, token1: Address, fee: number): Promise<number> =>
  stackChecks().poolTick(MAINNET_CONTRACTS.UniswapV3Factory, token0, token1, fee)

/** Sells ETH for USDC in the 0.3% WETH/USDC pool straight through SwapRouter02, as another trader. */
export async function sellEthInMainPool(trader: Account, eth: string): Promise<void> {
  await stackChecks().traderSwaps(MAINNET_CONTRACTS.SwapRouter02, trader, {
    tokenIn: WETH,
    tokenOut: USDC,
    fee: 3000,
    amountIn: parseEther(eth),
    payWithEth: true,
  })
}

/**
 * `lp`'s own USDC/WETH 0.3% position, ±600 ticks around the price, minted directly on the chain: `wrap` ETH
 * wrapped (2), `sell` ETH sold for USDC (1), both tokens approved to the position manager, then `usdc`
 * (all it holds) and `weth` (1) desired.
 */
export async function mintUsdcWethPosition(
  lp: Account,
  {
    wrap = '2',
    sell = '1',
    usdc,
    weth = '1',
  }: { wrap?: string; sell?: string; usdc?: bigint; weth?: string } = {},
): Promise<bigint> {
  const c = client()
  await mined(
    await c.writeContract({
      account: lp,
      chain: null,
      address: WETH,
      abi: wethAbi,
      functionName: 'deposit',
      value: parseEther(wrap),
    }),
  )
  await sellEthInMainPool(lp, sell)
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
          amount0Desired: usdc ?? (await stackChecks().tokenBalance(USDC, lp.address)),
          amount1Desired: parseEther(weth),
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
