import { type devAccount, type devnetClient, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import { type Address, erc20Abi, type Hex, maxUint256, parseAbi } from 'viem'
import { expect } from 'vitest'
import type { PoolStateCache } from '../src/pool-cache.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { NATIVE, type TradeRequest } from '../src/routing/trade.ts'
import { swapRouter02Calldata } from '../src/sdk.ts'

type Client = ReturnType<typeof devnetClient>
type Account = ReturnType<typeof devAccount>

/**
 * Executes trades of one account through SwapRouter02 on the devnet (`client()` is read when used, as
 * test files connect in beforeAll): quotes on a cache synced to the latest block, sends the calldata
 * the router writes, and returns what was paid and received.
 */
export function swapExecutor(client: () => Client, account: Account) {
  const balance = (token: Address | undefined) =>
    token
      ? client().readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
      : client().getBalance({ address: account.address })

  async function execute(cache: PoolStateCache, request: TradeRequest) {
    const wrapped = MAINNET_TOKENS.WETH.address
    const tokenIn = request.tokenIn === NATIVE ? undefined : request.tokenIn
    const tokenOut = request.tokenOut === NATIVE ? undefined : request.tokenOut
    if (tokenIn) {
      const hash = await client().writeContract({
        account,
        chain: client().chain,
        address: tokenIn,
        abi: erc20Abi,
        functionName: 'approve',
        args: [MAINNET_CONTRACTS.SwapRouter02, maxUint256],
      })
      await client().waitForTransactionReceipt({ hash })
    }
    await cache.sync()
    const snapshot = await cache.snapshot(tokenIn ?? wrapped, tokenOut ?? wrapped)
    const trade = findBestTrade(snapshot, request)
    if (!trade) throw new Error('no route')
    const { calldata, value } = swapRouter02Calldata(trade, {
      slippageBips: 50,
      recipient: account.address,
      deadline: Math.floor(Date.now() / 1000) + 3600,
    })
    const [inBefore, outBefore] = [await balance(tokenIn), await balance(tokenOut)]
    const call = { account, to: MAINNET_CONTRACTS.SwapRouter02, data: calldata as Hex, value: BigInt(value) }
    // The app's 120% gas margin: anvil's estimate has once been below the gas a split swap used.
    const gas = ((await client().estimateGas(call)) * 120n) / 100n
    const hash = await client().sendTransaction({ ...call, chain: client().chain, gas })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    const paid = inBefore - (await balance(tokenIn)) - (tokenIn ? 0n : fee)
    const received = (await balance(tokenOut)) - outBefore + (tokenOut ? 0n : fee)
    return { trade, paid, received }
  }

  /** Mints `amount` of a devnet token to the account, as its owner; UNI (no owner mint) comes from the treasury. */
  async function mint(token: Address, amount: bigint) {
    const ownerAbi = parseAbi([
      'function owner() view returns (address)',
      'function mint(address, uint256)',
      'function transfer(address, uint256) returns (bool)',
    ])
    const uni = token.toLowerCase() === MAINNET_CONTRACTS.UNI.toLowerCase()
    const owner = uni
      ? MAINNET_CONTRACTS.Timelock
      : await client().readContract({ address: token, abi: ownerAbi, functionName: 'owner' })
    await client().impersonateAccount({ address: owner })
    await client().setBalance({ address: owner, value: 10n ** 20n })
    const hash = await client().writeContract({
      account: owner,
      chain: client().chain,
      address: token,
      abi: ownerAbi,
      functionName: uni ? 'transfer' : 'mint',
      args: [account.address, amount],
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    await client().stopImpersonatingAccount({ address: owner })
  }

  return { balance, execute, mint }
}
