import { Token } from '@uniswap/sdk-core'
import { computePoolAddress, type FeeAmount } from '@uniswap/v3-sdk'
import { type Address, erc20Abi, getAddress, parseAbi, parseEther, parseSignature, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadArtifact } from '../src/artifacts.ts'
import type { AddressBook } from '../src/build.ts'
import { ARBITRUM_ONE, ARBITRUM_CONTRACTS as C, ARBITRUM_TOKENS as T } from '../src/canonical.ts'
import { DEV_ACCOUNTS, type DevnetClient, devnetClient } from '../src/client.ts'
import { type Devnet, startDevnet } from '../src/devnet.ts'
import { eip2612PermitTypedData, PERMITTABLE_TOKENS } from './permit-types.ts'

/**
 * The Arbitrum replica has both USDCs of the real network: Circle's native USDC (what the default
 * token list calls 'USDC') with the deepest WETH pools, and the bridged USDC.e, at the same prices.
 */
let devnet: Devnet
let l2: DevnetClient
let book: AddressBook

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  l2 = devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url)
  book = devnet.chains[ARBITRUM_ONE]!.addressBook
})

afterAll(async () => {
  await devnet?.stop()
})

const NATIVE_USDC: Address = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'
const BRIDGED_USDC: Address = '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8'
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])

const poolOf = (a: Address, b: Address, fee: number) => {
  const entry = book.v3Pools.find(
    (pool) =>
      pool.fee === fee &&
      [pool.token0, pool.token1]
        .map((x) => x.toLowerCase())
        .sort()
        .join() ===
        [a, b]
          .map((x) => x.toLowerCase())
          .sort()
          .join(),
  )
  if (!entry) throw new Error(`no pool ${a}/${b}/${fee} in the address book`)
  return entry
}

/** Dollars per ETH in a WETH/USDC-style pool (WETH is token0 on Arbitrum, the 6-decimal USDC token1). */
async function ethPrice(pool: Address): Promise<number> {
  const [sqrtPriceX96] = await l2.readContract({ address: pool, abi: poolAbi, functionName: 'slot0' })
  const ratio = Number(sqrtPriceX96) / 2 ** 96
  return ratio * ratio * 10 ** (18 - 6)
}

async function quoteEthToUsdc(usdc: Address, fee: number, eth: string): Promise<bigint> {
  const { result } = await l2.simulateContract({
    address: C.QuoterV2,
    abi: loadArtifact('QuoterV2').abi,
    functionName: 'quoteExactInputSingle',
    args: [
      { tokenIn: T.WETH.address, tokenOut: usdc, amountIn: parseEther(eth), fee, sqrtPriceLimitX96: 0n },
    ],
  })
  return (result as readonly [bigint, ...unknown[]])[0]
}

describe('the two USDCs of the Arbitrum replica', () => {
  it('are native USDC (USDC, USD Coin) and bridged USDC.e, in the address book and on chain', async () => {
    expect(T.USDC.address).toBe(NATIVE_USDC)
    expect(T['USDC.e'].address).toBe(BRIDGED_USDC)
    expect(book.tokens.USDC?.address).toBe(NATIVE_USDC)
    expect(book.tokens['USDC.e']?.address).toBe(BRIDGED_USDC)
    const read = (address: Address, functionName: 'name' | 'symbol') =>
      l2.readContract({ address, abi: erc20Abi, functionName })
    expect(await read(NATIVE_USDC, 'symbol')).toBe('USDC')
    expect(await read(NATIVE_USDC, 'name')).toBe('USD Coin')
    expect(await read(BRIDGED_USDC, 'symbol')).toBe('USDC.e')
    expect(await l2.readContract({ address: NATIVE_USDC, abi: erc20Abi, functionName: 'decimals' })).toBe(6)
  })

  it('native USDC has WETH pools at 0.05%, 0.3% and 1% where the SDK computes them, with liquidity', async () => {
    for (const fee of [500, 3000, 10000]) {
      const pool = poolOf(T.WETH.address, NATIVE_USDC, fee)
      const computed = computePoolAddress({
        factoryAddress: C.UniswapV3Factory,
        tokenA: new Token(ARBITRUM_ONE, T.WETH.address, 18),
        tokenB: new Token(ARBITRUM_ONE, NATIVE_USDC, 6),
        fee: fee as FeeAmount,
      })
      expect(getAddress(pool.address)).toBe(computed)
      expect(
        await l2.readContract({ address: pool.address, abi: poolAbi, functionName: 'liquidity' }),
      ).toBeGreaterThan(0n)
    }
    // The real network's native WETH/USDC 0.05% pool sits at this address too.
    expect(getAddress(poolOf(T.WETH.address, NATIVE_USDC, 500).address)).toBe(
      '0xC6962004f452bE9203591991D15f6b388e09E8D0',
    )
  })

  it('prices ETH the same in the native USDC and the USDC.e pools, near $3,000', async () => {
    const native = await ethPrice(poolOf(T.WETH.address, NATIVE_USDC, 500).address)
    const bridged = await ethPrice(poolOf(T.WETH.address, BRIDGED_USDC, 500).address)
    expect(native).toBeGreaterThan(2_950)
    expect(native).toBeLessThan(3_050)
    expect(Math.abs(native / bridged - 1)).toBeLessThan(0.005)
    // The two USDCs trade at par with each other.
    const stable = poolOf(NATIVE_USDC, BRIDGED_USDC, 100)
    const [sqrtPriceX96] = await l2.readContract({
      address: stable.address,
      abi: poolAbi,
      functionName: 'slot0',
    })
    const par = (Number(sqrtPriceX96) / 2 ** 96) ** 2
    expect(Math.abs(par - 1)).toBeLessThan(0.002)
  })

  it('has market-maker depth: 10 ETH sell for native USDC within 1% of the price', async () => {
    const out = await quoteEthToUsdc(NATIVE_USDC, 500, '10')
    const price = await ethPrice(poolOf(T.WETH.address, NATIVE_USDC, 500).address)
    const perEth = Number(out) / 1e6 / 10
    expect(perEth).toBeGreaterThan(price * 0.99)
    expect(perEth).toBeLessThan(price)
  })

  it('development accounts hold both USDCs', async () => {
    for (const account of DEV_ACCOUNTS) {
      for (const token of [NATIVE_USDC, BRIDGED_USDC]) {
        const balance = await l2.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(balance).toBeGreaterThanOrEqual(parseUnits('90000', 6))
      }
    }
  })

  it('native USDC accepts the EIP-2612 permit the app signs (domain USD Coin, version 2)', async () => {
    const [owner, relayer] = [DEV_ACCOUNTS[7]!, DEV_ACCOUNTS[8]!]
    const info = PERMITTABLE_TOKENS[ARBITRUM_ONE]?.[NATIVE_USDC]
    if (!info) throw new Error('the app does not list native USDC as permittable')
    const nonce = await l2.readContract({
      address: NATIVE_USDC,
      abi: parseAbi(['function nonces(address) view returns (uint256)']),
      functionName: 'nonces',
      args: [owner.address],
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const value = parseUnits('42', 6)
    const signature = await owner.signTypedData(
      eip2612PermitTypedData({
        info,
        chainId: ARBITRUM_ONE,
        token: NATIVE_USDC,
        owner: owner.address,
        spender: C.SwapRouter02,
        value,
        nonce,
        deadline,
      }),
    )
    const { v, r, s } = parseSignature(signature)
    const hash = await l2.writeContract({
      account: relayer,
      chain: l2.chain,
      address: NATIVE_USDC,
      abi: parseAbi(['function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)']),
      functionName: 'permit',
      args: [owner.address, C.SwapRouter02, value, deadline, Number(v), r, s],
    })
    expect((await l2.waitForTransactionReceipt({ hash })).status).toBe('success')
    const allowance = await l2.readContract({
      address: NATIVE_USDC,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner.address, C.SwapRouter02],
    })
    expect(allowance).toBe(value)
  })
})
