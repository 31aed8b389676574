import { createRequire } from 'node:module'
import {
  CHAIN_TO_ADDRESSES_MAP,
  ChainId,
  SWAP_ROUTER_02_ADDRESSES,
  Token,
  V2_FACTORY_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core'
import { computePoolAddress, type FeeAmount } from '@uniswap/v3-sdk'
import {
  erc20Abi,
  getAddress,
  type Hex,
  maxUint128,
  parseAbi,
  parseEther,
  parseSignature,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadArtifact } from '../src/artifacts.ts'
import type { AddressBook } from '../src/build.ts'
import { OPTIMISM_CONTRACTS as C, OPTIMISM, OPTIMISM_TOKENS as T } from '../src/canonical.ts'
import { DEV_ACCOUNTS, type DevnetClient, devnetClient } from '../src/client.ts'
import { type Devnet, startDevnet } from '../src/devnet.ts'

const require = createRequire(import.meta.url)

let devnet: Devnet
let op: DevnetClient
let book: AddressBook
const account0 = DEV_ACCOUNTS[0]!
const account3 = DEV_ACCOUNTS[3]!

beforeAll(async () => {
  devnet = await startDevnet({ opPort: 0, chainIds: [OPTIMISM] })
  op = devnetClient(OPTIMISM, devnet.chains[OPTIMISM]!.url)
  book = devnet.chains[OPTIMISM]!.addressBook
})

afterAll(async () => {
  await devnet?.stop()
})

async function mined(hash: Hex) {
  const receipt = await op.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
  op.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

interface TokenList {
  tokens: { chainId: number; address: string; symbol: string; decimals: number }[]
}

/** The Optimism token list as its npm package publishes it. */
function optimismList(): TokenList {
  const module = require('@eth-optimism/tokenlist') as TokenList | { default: TokenList }
  return 'default' in module ? module.default : module
}

describe('the Optimism replica', () => {
  it('starts as chain 10 from the snapshot', async () => {
    expect(await op.getChainId()).toBe(10)
    expect(await op.getBlockNumber()).toBeGreaterThan(100n)
    expect(book.chainId).toBe(10)
  })

  it("places the v3 contracts at Optimism's addresses as @uniswap/sdk-core exports them", () => {
    const addresses = CHAIN_TO_ADDRESSES_MAP[ChainId.OPTIMISM]
    expect(C.UniswapV3Factory).toBe(addresses.v3CoreFactoryAddress)
    expect(C.UniswapInterfaceMulticall).toBe(addresses.multicallAddress)
    expect(C.Quoter).toBe(addresses.quoterAddress)
    expect(C.V3Migrator).toBe(addresses.v3MigratorAddress)
    expect(C.NonfungiblePositionManager).toBe(addresses.nonfungiblePositionManagerAddress)
    expect(C.SwapRouter02).toBe(SWAP_ROUTER_02_ADDRESSES(ChainId.OPTIMISM))
    expect(C.WETH9).toBe(WETH9[ChainId.OPTIMISM]?.address)
    expect(C.WETH9).toBe('0x4200000000000000000000000000000000000006')
  })

  it("has the tokens at the addresses of Optimism's token list, with their names, symbols and decimals", async () => {
    const listed = optimismList().tokens.filter((token) => token.chainId === 10)
    for (const token of Object.values(T)) {
      const entry = listed.find((candidate) => getAddress(candidate.address) === token.address)
      expect(entry, `${token.symbol} on the Optimism list`).toBeDefined()
      expect(entry?.decimals).toBe(token.decimals)
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        op.readContract({ address: token.address, abi: erc20Abi, functionName })
      expect(await read('name')).toBe(token.name)
      expect(await read('symbol')).toBe(token.symbol)
      expect(await read('decimals')).toBe(token.decimals)
    }
  })

  it('has code at every contract, token and pool of the address book', async () => {
    const addresses = [
      ...Object.values(book.contracts),
      ...Object.values(book.tokens).map((token) => token.address),
      ...book.v3Pools.map((pool) => pool.address),
    ]
    expect(addresses.length).toBeGreaterThan(20)
    for (const address of addresses) {
      const code = await op.getCode({ address })
      expect(code && code.length > 2, `code at ${address}`).toBe(true)
    }
  })

  it('has no Uniswap v2 (as Optimism had none then)', async () => {
    const v2Factory = V2_FACTORY_ADDRESSES[ChainId.OPTIMISM] as `0x${string}`
    expect(await op.getCode({ address: v2Factory })).toBeUndefined()
    expect(book.v2Pairs).toEqual([])
    expect(Object.keys(book.contracts)).not.toContain('UniswapV2Factory')
  })

  it('puts every pool where the v3 SDK computes it, in the tiers Optimism trades', () => {
    for (const pool of book.v3Pools) {
      const token0 = book.tokens[pool.symbol0]!
      const token1 = book.tokens[pool.symbol1]!
      const computed = computePoolAddress({
        factoryAddress: C.UniswapV3Factory,
        tokenA: new Token(10, token0.address, token0.decimals),
        tokenB: new Token(10, token1.address, token1.decimals),
        fee: pool.fee as FeeAmount,
      })
      expect(computed).toBe(getAddress(pool.address))
    }
    const tiers = book.v3Pools.map((pool) => `${[pool.symbol0, pool.symbol1].sort().join('/')} ${pool.fee}`)
    for (const expected of [
      'USDC/WETH 500',
      'USDC/WETH 3000',
      'OP/WETH 3000',
      'OP/USDC 3000',
      'DAI/USDC 100',
    ])
      expect(tiers).toContain(expected)
  })

  it('funds the development accounts with ETH and every token', async () => {
    for (const account of DEV_ACCOUNTS) {
      expect(await op.getBalance({ address: account.address })).toBeGreaterThan(parseEther('1000'))
      for (const token of Object.values(T))
        expect(await balanceOf(token.address, account.address), token.symbol).toBeGreaterThan(0n)
    }
  })

  it('gives account 0 an in-range WETH/USDC position (#1) with unclaimed fees and no allowance left', async () => {
    const manager = {
      address: C.NonfungiblePositionManager,
      abi: loadArtifact('NonfungiblePositionManager').abi,
    } as const
    expect(book.account0Positions.inRange).toBe('1')
    expect(await op.readContract({ ...manager, functionName: 'ownerOf', args: [1n] })).toBe(account0.address)
    const { result } = await op.simulateContract({
      ...manager,
      account: account0.address,
      functionName: 'collect',
      args: [{ tokenId: 1n, recipient: account0.address, amount0Max: maxUint128, amount1Max: maxUint128 }],
    })
    const [fees0, fees1] = result as readonly [bigint, bigint]
    expect(fees0).toBeGreaterThan(0n)
    expect(fees1).toBeGreaterThan(0n)
    for (const token of [T.WETH, T.USDC])
      expect(
        await op.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [account0.address, C.NonfungiblePositionManager],
        }),
      ).toBe(0n)
  })

  it('prices WETH near $3,000 with market-maker depth: 10 ETH moves the 0.05% pool by less than 1%', async () => {
    const quote = async (amountIn: bigint) => {
      const { result } = await op.simulateContract({
        address: C.QuoterV2,
        abi: loadArtifact('QuoterV2').abi,
        functionName: 'quoteExactInputSingle',
        args: [
          { tokenIn: T.WETH.address, tokenOut: T.USDC.address, amountIn, fee: 500, sqrtPriceLimitX96: 0n },
        ],
      })
      return Number((result as readonly [bigint])[0]) / 1e6
    }
    const spot = (await quote(parseEther('0.01'))) / 0.01
    expect(spot).toBeGreaterThan(2900)
    expect(spot).toBeLessThan(3100)
    expect(1 - (await quote(parseEther('10'))) / (10 * spot)).toBeLessThan(0.01)
  })

  it('swaps OP for WETH through SwapRouter02 for exactly what QuoterV2 predicted', async () => {
    const amountIn = parseUnits('500', 18)
    const { result } = await op.simulateContract({
      address: C.QuoterV2,
      abi: loadArtifact('QuoterV2').abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: T.OP.address, tokenOut: T.WETH.address, amountIn, fee: 3000, sqrtPriceLimitX96: 0n }],
    })
    const quoted = (result as readonly [bigint])[0]
    await mined(
      await op.writeContract({
        account: account3,
        chain: op.chain,
        address: T.OP.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [C.SwapRouter02, amountIn],
      }),
    )
    const wethBefore = await balanceOf(T.WETH.address, account3.address)
    await mined(
      await op.writeContract({
        account: account3,
        chain: op.chain,
        address: C.SwapRouter02,
        abi: loadArtifact('SwapRouter02').abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: T.OP.address,
            tokenOut: T.WETH.address,
            fee: 3000,
            recipient: account3.address,
            amountIn,
            amountOutMinimum: quoted,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    )
    expect((await balanceOf(T.WETH.address, account3.address)) - wethBefore).toBe(quoted)
  })

  it('OP accepts an EIP-2612 permit signed in its domain ("Optimism", version 1, chain 10)', async () => {
    const owner = DEV_ACCOUNTS[4]!
    const spender = C.SwapRouter02
    const value = parseUnits('7', 18)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const signature = await owner.signTypedData({
      domain: { name: 'Optimism', version: '1', chainId: 10, verifyingContract: T.OP.address },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: owner.address, spender, value, nonce: 0n, deadline },
    })
    const { v, r, s } = parseSignature(signature)
    await mined(
      await op.writeContract({
        account: account3,
        chain: op.chain,
        address: T.OP.address,
        abi: parseAbi(['function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)']),
        functionName: 'permit',
        args: [owner.address, spender, value, deadline, Number(v), r, s],
      }),
    )
    expect(
      await op.readContract({
        address: T.OP.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner.address, spender],
      }),
    ).toBe(value)
  })
})
