import {
  CHAIN_TO_ADDRESSES_MAP,
  ChainId,
  ENS_REGISTRAR_ADDRESSES,
  GOVERNANCE_BRAVO_ADDRESSES,
  MERKLE_DISTRIBUTOR_ADDRESS,
  SWAP_ROUTER_02_ADDRESSES,
  TIMELOCK_ADDRESSES,
  Token,
  UNI_ADDRESSES,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core'
import { computePairAddress } from '@uniswap/v2-sdk'
import { computePoolAddress, type FeeAmount } from '@uniswap/v3-sdk'
import { erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ARBITRUM_CONTRACTS,
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  MAINNET_CONTRACTS as C,
  MAINNET,
  MAINNET_TOKENS as T,
} from '../src/canonical.ts'
import { seedingInputsHash } from '../src/inputs.ts'
import { readSnapshotMeta } from '../src/snapshot.ts'
import { account0, arbitrumBook, balanceOf, book, devnet, l1, l2, onDevnet } from './devnet-fixture.ts'

// What the snapshot holds: the chains, the address book and its contracts.
onDevnet()

describe('the snapshot', () => {
  it('was built from the current seeding code', () => {
    expect(readSnapshotMeta().inputsHash).toBe(seedingInputsHash())
    expect(devnet.stale).toBe(false)
  })

  it('starts both chains with their chain ids', async () => {
    expect(await l1.getChainId()).toBe(1)
    expect(await l2.getChainId()).toBe(42161)
    expect(await l1.getBlockNumber()).toBeGreaterThan(100n)
  })
})

describe('the address book', () => {
  it('has code at every contract, token, pool, pair and staking entry on both chains', async () => {
    for (const [client, entries] of [
      [l1, book],
      [l2, arbitrumBook],
    ] as const) {
      const addresses = [
        ...Object.values(entries.contracts),
        ...Object.values(entries.tokens).map((token) => token.address),
        ...entries.v3Pools.map((pool) => pool.address),
        ...entries.v2Pairs.map((pair) => pair.address),
        ...Object.values(entries.stakingRewards).map((staking) => staking.address),
      ]
      expect(addresses.length).toBeGreaterThan(10)
      for (const address of addresses) {
        const code = await client.getCode({ address })
        expect(code && code.length > 2, `code at ${address}`).toBe(true)
      }
    }
  })

  it('matches the addresses @uniswap/sdk-core exports', () => {
    const mainnet = CHAIN_TO_ADDRESSES_MAP[ChainId.MAINNET]
    expect(C.UniswapV3Factory).toBe(mainnet.v3CoreFactoryAddress)
    expect(C.UniswapInterfaceMulticall).toBe(mainnet.multicallAddress)
    expect(C.Quoter).toBe(mainnet.quoterAddress)
    expect(C.V3Migrator).toBe(mainnet.v3MigratorAddress)
    expect(C.NonfungiblePositionManager).toBe(mainnet.nonfungiblePositionManagerAddress)
    expect(C.SwapRouter02).toBe(SWAP_ROUTER_02_ADDRESSES(ChainId.MAINNET))
    expect(C.UniswapV2Factory).toBe(V2_FACTORY_ADDRESSES[ChainId.MAINNET])
    expect(C.UniswapV2Router02).toBe(V2_ROUTER_ADDRESSES[ChainId.MAINNET])
    expect(C.UNI).toBe(UNI_ADDRESSES[ChainId.MAINNET])
    expect(C.GovernorBravo).toBe(GOVERNANCE_BRAVO_ADDRESSES[ChainId.MAINNET])
    expect(C.Timelock).toBe(TIMELOCK_ADDRESSES[ChainId.MAINNET])
    expect(C.MerkleDistributor).toBe(MERKLE_DISTRIBUTOR_ADDRESS[ChainId.MAINNET])
    expect(C.ENSRegistry).toBe(ENS_REGISTRAR_ADDRESSES[ChainId.MAINNET])
    expect(C.WETH9).toBe(WETH9[ChainId.MAINNET]?.address)

    const arbitrum = CHAIN_TO_ADDRESSES_MAP[ChainId.ARBITRUM_ONE]
    expect(ARBITRUM_CONTRACTS.UniswapV3Factory).toBe(arbitrum.v3CoreFactoryAddress)
    expect(ARBITRUM_CONTRACTS.UniswapInterfaceMulticall).toBe(arbitrum.multicallAddress)
    expect(ARBITRUM_CONTRACTS.Quoter).toBe(arbitrum.quoterAddress)
    expect(ARBITRUM_CONTRACTS.NonfungiblePositionManager).toBe(arbitrum.nonfungiblePositionManagerAddress)
    expect(ARBITRUM_CONTRACTS.TickLens).toBe(arbitrum.tickLensAddress)
    expect(ARBITRUM_CONTRACTS.SwapRouter02).toBe(SWAP_ROUTER_02_ADDRESSES(ChainId.ARBITRUM_ONE))
    expect(ARBITRUM_CONTRACTS.WETH9).toBe(WETH9[ChainId.ARBITRUM_ONE]?.address)
  })

  it('puts every v3 pool and v2 pair where the SDKs compute them', async () => {
    for (const [chainId, entries] of [
      [MAINNET, book],
      [ARBITRUM_ONE, arbitrumBook],
    ] as const) {
      expect(entries.v3Pools.length).toBeGreaterThanOrEqual(8)
      for (const pool of entries.v3Pools) {
        const token0 = entries.tokens[pool.symbol0]!
        const token1 = entries.tokens[pool.symbol1]!
        const computed = computePoolAddress({
          factoryAddress: entries.contracts.UniswapV3Factory!,
          tokenA: new Token(chainId, token0.address, token0.decimals),
          tokenB: new Token(chainId, token1.address, token1.decimals),
          fee: pool.fee as FeeAmount,
        })
        expect(computed).toBe(getAddress(pool.address))
      }
    }
    expect(book.v2Pairs.length).toBeGreaterThanOrEqual(8)
    for (const pair of book.v2Pairs) {
      const a = book.tokens[pair.symbolA]!
      const b = book.tokens[pair.symbolB]!
      const computed = computePairAddress({
        factoryAddress: C.UniswapV2Factory,
        tokenA: new Token(1, a.address, a.decimals),
        tokenB: new Token(1, b.address, b.decimals),
      })
      expect(computed).toBe(getAddress(pair.address))
    }
  })

  it('has the tokens with their real names, symbols and decimals', async () => {
    const expected = [
      [T.USDC.address, 'USD Coin', 'USDC', 6],
      [T.USDT.address, 'Tether USD', 'USDT', 6],
      [T.DAI.address, 'Dai Stablecoin', 'DAI', 18],
      [T.WBTC.address, 'Wrapped BTC', 'WBTC', 8],
      [T.UNI.address, 'Uniswap', 'UNI', 18],
      [T.LINK.address, 'ChainLink Token', 'LINK', 18],
      [T.WETH.address, 'Wrapped Ether', 'WETH', 18],
      [T.PAXG.address, 'Paxos Gold', 'PAXG', 18],
    ] as const
    for (const [address, name, symbol, decimals] of expected) {
      expect(await l1.readContract({ address, abi: erc20Abi, functionName: 'name' })).toBe(name)
      expect(await l1.readContract({ address, abi: erc20Abi, functionName: 'symbol' })).toBe(symbol)
      expect(await l1.readContract({ address, abi: erc20Abi, functionName: 'decimals' })).toBe(decimals)
    }
    expect(
      await l2.readContract({
        address: ARBITRUM_TOKENS.USDC.address,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    ).toBe(6)
  })
})

describe('Multicall3', () => {
  it('batches reads at its canonical address, as viem and wagmi expect', async () => {
    const results = await l1.multicall({
      multicallAddress: C.Multicall3,
      contracts: [
        { address: T.USDC.address, abi: erc20Abi, functionName: 'symbol' },
        { address: T.DAI.address, abi: erc20Abi, functionName: 'decimals' },
        { address: T.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [account0.address] },
      ],
    })
    expect(results.map((result) => result.status)).toEqual(['success', 'success', 'success'])
    expect(results[0]?.result).toBe('USDC')
    expect(results[1]?.result).toBe(18)
    expect(results[2]?.result).toBe(await balanceOf(l1, T.USDC.address, account0.address))
    expect(await l2.getCode({ address: ARBITRUM_CONTRACTS.Multicall3 })).not.toBe(undefined)
  })
})
