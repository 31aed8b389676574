import { type DEV_ACCOUNTS, type DevnetChainId, devnetClient } from '@exchange/devnet'
import {
  type Address,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import type { TestWallet, WalletRequest } from './wallet.ts'

/** The gas limit of a test trader's swap (traderSwaps). */
const TRADER_SWAP_GAS = 1_000_000n

/**
 * Reads the browser tests use to check a money path on the chain after its receipt: balances, the
 * gas a receipt paid, v3 positions and the amounts a collect moved.
 */

export const POSITION_MANAGER_ABI = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Collect(uint256 indexed tokenId, address recipient, uint256 amount0, uint256 amount1)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const FACTORY_ABI = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
const POOL_ABI = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
const ROUTER_ABI = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])
const MAX_UINT128 = 2n ** 128n - 1n

/** Checks on one devnet chain, by its JSON-RPC URL. */
export function chainChecks(chainId: DevnetChainId, url: string) {
  const client = devnetClient(chainId, url)

  const tokenBalance = (token: Address, account: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

  /**
   * The receipt of a mined transaction; throws if it reverted. Polls the node itself: viem's
   * waitForTransactionReceipt watches block numbers and was seen to miss a receipt the node had.
   */
  const successfulReceipt = async (hash: Hex): Promise<TransactionReceipt> => {
    const deadline = Date.now() + 30_000
    for (;;) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
      if (receipt) {
        // The block and gas say whether it ran out of gas (an estimate made at one block's timestamp can
        // fall short in the next) or reverted for its own reasons.
        if (receipt.status !== 'success')
          throw new Error(
            `Transaction ${hash} reverted (block ${receipt.blockNumber}, gas used ${receipt.gasUsed})`,
          )
        return receipt
      }
      if (Date.now() > deadline) throw new Error(`No receipt for ${hash} within 30 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** What the sender paid for gas: the ETH a receipt's transaction took besides its value. */
  const gasPaid = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice

  const position = async (manager: Address, tokenId: bigint) => {
    const [, , token0, token1, fee, tickLower, tickUpper, liquidity, , , tokensOwed0, tokensOwed1] =
      await client.readContract({
        address: manager,
        abi: POSITION_MANAGER_ABI,
        functionName: 'positions',
        args: [tokenId],
      })
    return { token0, token1, fee, tickLower, tickUpper, liquidity, tokensOwed0, tokensOwed1 }
  }

  const ownerOf = (manager: Address, tokenId: bigint) =>
    client.readContract({
      address: manager,
      abi: POSITION_MANAGER_ABI,
      functionName: 'ownerOf',
      args: [tokenId],
    })

  /** How many position NFTs the account holds, and the newest one's id. */
  const newestPosition = async (manager: Address, owner: Address) => {
    const count = await client.readContract({
      address: manager,
      abi: POSITION_MANAGER_ABI,
      functionName: 'balanceOf',
      args: [owner],
    })
    if (count === 0n) return { count, tokenId: undefined }
    const tokenId = await client.readContract({
      address: manager,
      abi: POSITION_MANAGER_ABI,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, count - 1n],
    })
    return { count, tokenId }
  }

  /**
   * The fees a collect would pay now, or at the end of `blockNumber` (the manager's static call with
   * the maximum amounts). The devnet mines a block per transaction, so the state at a receipt's block
   * minus one is what that transaction found, whatever other tests traded meanwhile.
   */
  const feesOwed = async (manager: Address, tokenId: bigint, owner: Address, blockNumber?: bigint) => {
    const { result } = await client.simulateContract({
      ...(blockNumber === undefined ? {} : { blockNumber }),
      account: owner,
      address: manager,
      abi: POSITION_MANAGER_ABI,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }],
    })
    return result
  }

  /** The amounts the manager's Collect event says a transaction moved out of the position. */
  const collected = (receipt: TransactionReceipt, manager: Address) => {
    const events = parseEventLogs({
      abi: POSITION_MANAGER_ABI,
      eventName: 'Collect',
      logs: receipt.logs,
    }).filter((event) => event.address.toLowerCase() === manager.toLowerCase())
    if (events.length !== 1) throw new Error(`Expected one Collect event, found ${events.length}`)
    const { amount0, amount1, recipient } = events[0]!.args
    return { amount0, amount1, recipient }
  }

  /** What the manager's IncreaseLiquidity event says a mint or increase deposited. */
  const deposited = (receipt: TransactionReceipt, manager: Address) => {
    const events = parseEventLogs({
      abi: POSITION_MANAGER_ABI,
      eventName: 'IncreaseLiquidity',
      logs: receipt.logs,
    }).filter((event) => event.address.toLowerCase() === manager.toLowerCase())
    if (events.length !== 1) throw new Error(`Expected one IncreaseLiquidity event, found ${events.length}`)
    return events[0]!.args
  }

  const poolTick = async (factory: Address, tokenA: Address, tokenB: Address, fee: number) => {
    const pool = await client.readContract({
      address: factory,
      abi: FACTORY_ABI,
      functionName: 'getPool',
      args: [tokenA, tokenB, fee],
    })
    const [, tick] = await client.readContract({ address: pool, abi: POOL_ABI, functionName: 'slot0' })
    return tick
  }

  /**
   * Another trader swaps straight through SwapRouter02 in one pool (`value` when tokenIn is the
   * wrapped native and paid in ETH; otherwise the trader approves the router first).
   */
  const traderSwaps = async (
    router: Address,
    trader: (typeof DEV_ACCOUNTS)[number],
    swap: { tokenIn: Address; tokenOut: Address; fee: number; amountIn: bigint; payWithEth?: boolean },
  ) => {
    if (!swap.payWithEth) {
      await successfulReceipt(
        await client.writeContract({
          account: trader,
          chain: null,
          address: swap.tokenIn,
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, maxUint256],
        }),
      )
    }
    return successfulReceipt(
      await client.writeContract({
        account: trader,
        chain: null,
        address: router,
        abi: ROUTER_ABI,
        functionName: 'exactInputSingle',
        // Other test files trade through the same pools meanwhile: an estimate made before their trades
        // can fall short of the ticks this swap then crosses (an out-of-gas revert). A devnet swap
        // through one pool stays far below this.
        gas: TRADER_SWAP_GAS,
        ...(swap.payWithEth ? { value: swap.amountIn } : {}),
        args: [
          {
            tokenIn: swap.tokenIn,
            tokenOut: swap.tokenOut,
            fee: swap.fee,
            recipient: trader.address,
            amountIn: swap.amountIn,
            amountOutMinimum: 0n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    )
  }

  return {
    client,
    tokenBalance,
    ethBalance: (account: Address) => client.getBalance({ address: account }),
    successfulReceipt,
    gasPaid,
    position,
    ownerOf,
    newestPosition,
    feesOwed,
    collected,
    deposited,
    poolTick,
    traderSwaps,
  }
}

/** Hashes of the transactions the wallet sent for the page, in order. */
export function sentHashes(wallet: TestWallet): Hex[] {
  return wallet
    .calls('eth_sendTransaction')
    .filter((request) => typeof request.result === 'string')
    .map((request) => request.result as Hex)
}

/** The hash of the one transaction the page sends from now on (after `action`). */
export async function sentDuring(wallet: TestWallet, action: () => Promise<void>): Promise<Hex> {
  const before = sentHashes(wallet).length
  await action()
  const deadline = Date.now() + 30_000
  while (sentHashes(wallet).length === before) {
    if (Date.now() > deadline) throw new Error('The page sent no transaction')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const sent = sentHashes(wallet).slice(before)
  if (sent.length !== 1) throw new Error(`Expected one transaction, the page sent ${sent.length}`)
  return sent[0]!
}

/** The wallet's answer to a request once it has one (a transaction's hash for eth_sendTransaction). */
export async function answered(request: WalletRequest): Promise<Hex> {
  for (let tries = 0; request.result === undefined && request.error === undefined && tries < 300; tries++)
    await new Promise((resolve) => setTimeout(resolve, 50))
  if (request.error) throw new Error(`the wallet failed: ${request.error.message}`)
  return request.result as Hex
}
