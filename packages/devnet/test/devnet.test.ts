import { readFileSync } from 'node:fs'
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
import {
  type Address,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  maxUint128,
  maxUint256,
  namehash,
  parseAbi,
  parseEther,
  parseSignature,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadArtifact } from '../src/artifacts.ts'
import type { AddressBook } from '../src/build.ts'
import {
  ARBITRUM_CONTRACTS,
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  MAINNET_CONTRACTS as C,
  MAINNET,
  STAKING_REWARDS,
  SUSHI_V2_FACTORY,
  MAINNET_TOKENS as T,
} from '../src/canonical.ts'
import { DEV_ACCOUNTS, type DevnetClient, devnetClient } from '../src/client.ts'
import { type Devnet, startDevnet } from '../src/devnet.ts'
import { GovernorBravo } from '../src/generated/contracts.ts'
import { seedingInputsHash } from '../src/inputs.ts'
import { AIRDROP_FILE } from '../src/paths.ts'
import { reverseNode } from '../src/seed/ens.ts'
import type { AirdropTree } from '../src/seed/merkle.ts'
import { FEE_RECIPIENT } from '../src/seed/tokens.ts'
import { readSnapshotMeta } from '../src/snapshot.ts'
import { daiPermitTypedData, eip2612PermitTypedData, PERMITTABLE_TOKENS } from './permit-types.ts'

let devnet: Devnet
let l1: DevnetClient
let l2: DevnetClient
let book: AddressBook
let arbitrumBook: AddressBook
const [account0, account1, account2, , , account5] = DEV_ACCOUNTS as [
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
]

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  l1 = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
  l2 = devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url)
  book = devnet.chains[MAINNET]!.addressBook
  arbitrumBook = devnet.chains[ARBITRUM_ONE]!.addressBook
})

afterAll(async () => {
  await devnet?.stop()
})

async function mined(client: DevnetClient, hash: Hex) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

const balanceOf = (client: DevnetClient, token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

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

describe('development accounts', () => {
  it('hold ETH and tokens on both chains', async () => {
    for (const account of DEV_ACCOUNTS) {
      expect(await l1.getBalance({ address: account.address })).toBeGreaterThan(parseEther('9000'))
      for (const token of [T.USDC, T.DAI, T.WETH, T.WBTC]) {
        expect(await balanceOf(l1, token.address, account.address)).toBeGreaterThan(0n)
      }
      expect(await balanceOf(l2, ARBITRUM_TOKENS.USDC.address, account.address)).toBeGreaterThan(0n)
    }
  })

  it("has a Sushi-style fork at SushiSwap's factory address, with account 0 holding its LP", async () => {
    expect(book.contracts.SushiV2Factory).toBe(SUSHI_V2_FACTORY)
    expect(book.sushiPairs.length).toBeGreaterThanOrEqual(2)
    for (const pair of book.sushiPairs) {
      const a = book.tokens[pair.symbolA]!
      const b = book.tokens[pair.symbolB]!
      // The fork's pairs run the v2-core pair code: Uniswap's init code hash from Sushi's factory.
      const computed = computePairAddress({
        factoryAddress: SUSHI_V2_FACTORY,
        tokenA: new Token(1, a.address, a.decimals),
        tokenB: new Token(1, b.address, b.decimals),
      })
      expect(computed).toBe(getAddress(pair.address))
      expect(await balanceOf(l1, pair.address, account0.address)).toBeGreaterThan(0n)
    }
  })

  it('account 0 holds v2 LP, staked LP earning rewards, positions in range, out of range and closed, and votes', async () => {
    const pair = book.v2Pairs.find((entry) => [entry.symbolA, entry.symbolB].sort().join() === 'USDC,WETH')!
    expect(await balanceOf(l1, pair.address, account0.address)).toBeGreaterThan(0n)

    const staking = {
      address: STAKING_REWARDS['WETH-USDC'],
      abi: loadArtifact('StakingRewards').abi,
    } as const
    expect(
      await l1.readContract({ ...staking, functionName: 'balanceOf', args: [account0.address] }),
    ).toBeGreaterThan(0n)
    expect(
      await l1.readContract({ ...staking, functionName: 'earned', args: [account0.address] }),
    ).toBeGreaterThan(0n)
    const periodFinish = (await l1.readContract({ ...staking, functionName: 'periodFinish' })) as bigint
    expect(periodFinish).toBeGreaterThan(BigInt(Math.floor(Date.now() / 1000)) + 365n * 86_400n)

    const manager = {
      address: C.NonfungiblePositionManager,
      abi: loadArtifact('NonfungiblePositionManager').abi,
    } as const
    const { inRange, outOfRange, closed } = book.account0Positions
    const statusOf = async (tokenId: string) => {
      const position = (await l1.readContract({
        ...manager,
        functionName: 'positions',
        args: [BigInt(tokenId)],
      })) as readonly unknown[]
      const [token0, token1, fee, tickLower, tickUpper, liquidity] = [
        position[2],
        position[3],
        position[4],
        position[5],
        position[6],
        position[7],
      ] as [Address, Address, number, number, number, bigint]
      expect(await l1.readContract({ ...manager, functionName: 'ownerOf', args: [BigInt(tokenId)] })).toBe(
        account0.address,
      )
      if (liquidity === 0n) return 'closed'
      const pool = book.v3Pools.find(
        (entry) => entry.token0 === token0 && entry.token1 === token1 && entry.fee === fee,
      )!
      const slot0 = (await l1.readContract({
        address: pool.address,
        abi: loadArtifact('UniswapV3Pool').abi,
        functionName: 'slot0',
      })) as readonly unknown[]
      const tick = slot0[1] as number
      return tick >= tickLower && tick < tickUpper ? 'in range' : 'out of range'
    }
    expect(await statusOf(inRange!)).toBe('in range')
    expect(await statusOf(outOfRange!)).toBe('out of range')
    expect(await statusOf(closed!)).toBe('closed')

    // Unclaimed fees: what collect would pay out now.
    const { result } = await l1.simulateContract({
      ...manager,
      functionName: 'collect',
      args: [
        {
          tokenId: BigInt(inRange!),
          recipient: account0.address,
          amount0Max: maxUint128,
          amount1Max: maxUint128,
        },
      ],
      account: account0.address,
    })
    const [fees0, fees1] = result as [bigint, bigint]
    expect(fees0 > 0n && fees1 > 0n).toBe(true)

    const votes = await l1.readContract({
      address: C.UNI,
      abi: parseAbi(['function getCurrentVotes(address) view returns (uint96)']),
      functionName: 'getCurrentVotes',
      args: [account0.address],
    })
    expect(votes).toBeGreaterThan(parseUnits('2500000', 18))
  })
})

describe('pools', () => {
  const quoter = () => ({ address: C.QuoterV2, abi: loadArtifact('QuoterV2').abi }) as const
  async function quoteWethToUsdc(fee: number, amountIn: bigint) {
    const { result } = await l1.simulateContract({
      ...quoter(),
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: T.WETH.address, tokenOut: T.USDC.address, amountIn, fee, sqrtPriceLimitX96: 0n }],
    })
    return (result as readonly [bigint])[0]
  }

  it('have at least 20 concentrated positions on each main pool', async () => {
    const manager = {
      address: C.NonfungiblePositionManager,
      abi: loadArtifact('NonfungiblePositionManager').abi,
    } as const
    const total = (await l1.readContract({ ...manager, functionName: 'totalSupply' })) as bigint
    const positions = await Promise.all(
      Array.from({ length: Number(total) }, (_, i) =>
        l1.readContract({ ...manager, functionName: 'positions', args: [BigInt(i + 1)] }),
      ),
    )
    const perPool = new Map<string, number>()
    for (const position of positions as (readonly unknown[])[]) {
      const [token0, token1, fee, tickLower, tickUpper, liquidity] = position.slice(2, 8) as [
        string,
        string,
        number,
        number,
        number,
        bigint,
      ]
      const fullRange = tickLower <= -887_000 && tickUpper >= 887_000
      if (liquidity > 0n && !fullRange)
        perPool.set(`${token0}/${token1}/${fee}`, (perPool.get(`${token0}/${token1}/${fee}`) ?? 0) + 1)
    }
    const main = [
      ['USDC', 'WETH', 500],
      ['USDC', 'WETH', 3000],
      ['USDT', 'WETH', 500],
      ['DAI', 'WETH', 500],
      ['WBTC', 'WETH', 500],
      ['USDC', 'USDT', 100],
      ['DAI', 'USDC', 100],
    ] as const
    for (const [a, b, fee] of main) {
      const pool = book.v3Pools.find(
        (entry) => [entry.symbol0, entry.symbol1].sort().join() === [a, b].sort().join() && entry.fee === fee,
      )!
      expect(perPool.get(`${pool.token0}/${pool.token1}/${fee}`), `${a}/${b} ${fee}`).toBeGreaterThanOrEqual(
        20,
      )
    }
  })

  it('cross 1%, 3%, 5%, 10% and 15% price impact at sizes a development account can trade', async () => {
    const spot = Number(formatUnits(await quoteWethToUsdc(500, parseEther('0.01')), 6)) / 0.01
    expect(spot).toBeGreaterThan(2900)
    expect(spot).toBeLessThan(3100)
    const impactAt = async (eth: number) =>
      1 - Number(formatUnits(await quoteWethToUsdc(500, parseEther(String(eth))), 6)) / (eth * spot)
    expect(await impactAt(10)).toBeLessThan(0.01)
    const sizes = [10, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2000, 4000]
    const impacts = await Promise.all(sizes.map(impactAt))
    for (const threshold of [0.01, 0.03, 0.05, 0.1, 0.15]) {
      const first = impacts.findIndex((impact) => impact > threshold)
      expect(first, `a trade crossing ${threshold * 100}%`).toBeGreaterThan(0)
      expect(sizes[first]).toBeLessThanOrEqual(4000)
    }
    // Distinct thresholds are reached at distinct sizes: impact grows with size.
    for (let i = 1; i < impacts.length; i++) expect(impacts[i]).toBeGreaterThan(impacts[i - 1]!)
  })

  it('make a split across fee tiers beat the best single pool on a large trade', async () => {
    const size = parseEther('800')
    const single = [await quoteWethToUsdc(500, size), await quoteWethToUsdc(3000, size)]
    // bigints: Math.max does not apply.
    const [best] = [...single].sort((a, b) => (a === b ? 0 : a > b ? -1 : 1))
    const split =
      (await quoteWethToUsdc(500, (size * 6n) / 10n)) + (await quoteWethToUsdc(3000, (size * 4n) / 10n))
    expect(split).toBeGreaterThan(best!)
  })
})

describe('swaps', () => {
  it('a v3 swap through SwapRouter02 moves balances by exactly what QuoterV2 predicted', async () => {
    const amountIn = parseUnits('2500', 6)
    const { result } = await l1.simulateContract({
      address: C.QuoterV2,
      abi: loadArtifact('QuoterV2').abi,
      functionName: 'quoteExactInputSingle',
      args: [
        { tokenIn: T.USDC.address, tokenOut: T.WETH.address, amountIn, fee: 3000, sqrtPriceLimitX96: 0n },
      ],
    })
    const quoted = (result as readonly [bigint])[0]
    const trader = account2
    await mined(
      l1,
      await l1.writeContract({
        account: trader,
        chain: l1.chain,
        address: T.USDC.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [C.SwapRouter02, amountIn],
      }),
    )
    const [usdcBefore, wethBefore] = [
      await balanceOf(l1, T.USDC.address, trader.address),
      await balanceOf(l1, T.WETH.address, trader.address),
    ]
    await mined(
      l1,
      await l1.writeContract({
        account: trader,
        chain: l1.chain,
        address: C.SwapRouter02,
        abi: loadArtifact('SwapRouter02').abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: T.USDC.address,
            tokenOut: T.WETH.address,
            fee: 3000,
            recipient: trader.address,
            amountIn,
            amountOutMinimum: quoted,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    )
    expect(usdcBefore - (await balanceOf(l1, T.USDC.address, trader.address))).toBe(amountIn)
    expect((await balanceOf(l1, T.WETH.address, trader.address)) - wethBefore).toBe(quoted)
  })

  it('a v2 swap through Router02 moves balances by exactly what getAmountsOut predicted', async () => {
    const router = { address: C.UniswapV2Router02, abi: loadArtifact('UniswapV2Router02').abi } as const
    const amountIn = parseEther('1.5')
    const path = [T.WETH.address, T.DAI.address]
    const amounts = (await l1.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })) as bigint[]
    const trader = account2
    const daiBefore = await balanceOf(l1, T.DAI.address, trader.address)
    const ethBefore = await l1.getBalance({ address: trader.address })
    const receipt = await mined(
      l1,
      await l1.writeContract({
        account: trader,
        chain: l1.chain,
        ...router,
        functionName: 'swapExactETHForTokens',
        args: [amounts[1]!, path, trader.address, maxUint256],
        value: amountIn,
      }),
    )
    expect((await balanceOf(l1, T.DAI.address, trader.address)) - daiBefore).toBe(amounts[1])
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethBefore - (await l1.getBalance({ address: trader.address }))).toBe(amountIn + gasPaid)
  })

  it('the fee-on-transfer token takes its 0.02% fee', async () => {
    const amount = parseEther('1')
    const [toBefore, feeBefore] = [
      await balanceOf(l1, T.PAXG.address, account5.address),
      await balanceOf(l1, T.PAXG.address, FEE_RECIPIENT),
    ]
    await mined(
      l1,
      await l1.writeContract({
        account: account1,
        chain: l1.chain,
        address: T.PAXG.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account5.address, amount],
      }),
    )
    const fee = (amount * 200n) / 1_000_000n
    expect((await balanceOf(l1, T.PAXG.address, account5.address)) - toBefore).toBe(amount - fee)
    expect((await balanceOf(l1, T.PAXG.address, FEE_RECIPIENT)) - feeBefore).toBe(fee)
  })

  it('works on the Arbitrum replica too', async () => {
    const trader = account2
    const amountIn = parseEther('0.5')
    const wethBefore = await balanceOf(l2, ARBITRUM_TOKENS.USDC.address, trader.address)
    await mined(
      l2,
      await l2.writeContract({
        account: trader,
        chain: l2.chain,
        address: ARBITRUM_CONTRACTS.SwapRouter02,
        abi: loadArtifact('SwapRouter02').abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: ARBITRUM_TOKENS.WETH.address,
            tokenOut: ARBITRUM_TOKENS.USDC.address,
            fee: 500,
            recipient: trader.address,
            amountIn,
            amountOutMinimum: 1n,
            sqrtPriceLimitX96: 0n,
          },
        ],
        value: amountIn,
      }),
    )
    const received = (await balanceOf(l2, ARBITRUM_TOKENS.USDC.address, trader.address)) - wethBefore
    expect(Number(formatUnits(received, 6))).toBeGreaterThan(1400)
  })
})

describe('permits', () => {
  it('USDC accepts an EIP-2612 permit signature (domain version 2)', async () => {
    const owner = account1
    const spender = C.SwapRouter02
    const nonce = await l1.readContract({
      address: T.USDC.address,
      abi: parseAbi(['function nonces(address) view returns (uint256)']),
      functionName: 'nonces',
      args: [owner.address],
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const value = parseUnits('123', 6)
    // The typed data the app signs for USDC, from its table of permittable tokens.
    const info = PERMITTABLE_TOKENS[1]?.[T.USDC.address]
    if (!info) throw new Error('the app does not list USDC as permittable')
    const signature = await owner.signTypedData(
      eip2612PermitTypedData({
        info,
        chainId: 1,
        token: T.USDC.address,
        owner: owner.address,
        spender,
        value,
        nonce,
        deadline,
      }),
    )
    const { v, r, s } = parseSignature(signature)
    await mined(
      l1,
      await l1.writeContract({
        account: account2,
        chain: l1.chain,
        address: T.USDC.address,
        abi: parseAbi(['function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)']),
        functionName: 'permit',
        args: [owner.address, spender, value, deadline, Number(v), r, s],
      }),
    )
    expect(
      await l1.readContract({
        address: T.USDC.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner.address, spender],
      }),
    ).toBe(value)
  })

  it('DAI accepts a DAI-style permit signature', async () => {
    const holder = account1
    const spender = C.SwapRouter02
    const nonce = await l1.readContract({
      address: T.DAI.address,
      abi: parseAbi(['function nonces(address) view returns (uint256)']),
      functionName: 'nonces',
      args: [holder.address],
    })
    const info = PERMITTABLE_TOKENS[1]?.[T.DAI.address]
    if (!info) throw new Error('the app does not list DAI as permittable')
    const signature = await holder.signTypedData(
      daiPermitTypedData({
        info,
        chainId: 1,
        token: T.DAI.address,
        owner: holder.address,
        spender,
        value: 0n,
        nonce,
        deadline: 0n,
      }),
    )
    const { v, r, s } = parseSignature(signature)
    await mined(
      l1,
      await l1.writeContract({
        account: account2,
        chain: l1.chain,
        address: T.DAI.address,
        abi: parseAbi(['function permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)']),
        functionName: 'permit',
        args: [holder.address, spender, nonce, 0n, true, Number(v), r, s],
      }),
    )
    expect(
      await l1.readContract({
        address: T.DAI.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [holder.address, spender],
      }),
    ).toBe(maxUint256)
  })
})

describe('the position NFT', () => {
  it("account 0's position tokenURI decodes to JSON with an SVG image", async () => {
    const uri = (await l1.readContract({
      address: C.NonfungiblePositionManager,
      abi: loadArtifact('NonfungiblePositionManager').abi,
      functionName: 'tokenURI',
      args: [BigInt(book.account0Positions.inRange!)],
    })) as string
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8')) as {
      name: string
      image: string
    }
    expect(metadata.name).toContain('USDC/ETH')
    expect(metadata.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(metadata.image.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg')
  })
})

describe('the airdrop', () => {
  it("claims with account 0's proof, once", async () => {
    const tree = JSON.parse(readFileSync(AIRDROP_FILE, 'utf8')) as AirdropTree
    const claim = tree.claims[account0.address]!
    expect(tree.claims[account5.address]).toBeUndefined()
    for (const account of DEV_ACCOUNTS.slice(0, 5)) expect(tree.claims[account.address]).toBeDefined()
    const distributor = { address: C.MerkleDistributor, abi: loadArtifact('MerkleDistributor').abi } as const
    expect(await l1.readContract({ ...distributor, functionName: 'merkleRoot' })).toBe(tree.merkleRoot)
    expect(
      await l1.readContract({ ...distributor, functionName: 'isClaimed', args: [BigInt(claim.index)] }),
    ).toBe(false)
    const before = await balanceOf(l1, C.UNI, account0.address)
    await mined(
      l1,
      await l1.writeContract({
        account: account0,
        chain: l1.chain,
        ...distributor,
        functionName: 'claim',
        args: [BigInt(claim.index), account0.address, BigInt(claim.amount), claim.proof],
      }),
    )
    expect((await balanceOf(l1, C.UNI, account0.address)) - before).toBe(BigInt(claim.amount))
    expect(
      await l1.readContract({ ...distributor, functionName: 'isClaimed', args: [BigInt(claim.index)] }),
    ).toBe(true)
    await expect(
      l1.writeContract({
        account: account0,
        chain: l1.chain,
        ...distributor,
        functionName: 'claim',
        args: [BigInt(claim.index), account0.address, BigInt(claim.amount), claim.proof],
      }),
    ).rejects.toThrow('MerkleDistributor: Drop already claimed.')
  })
})

describe('governance', () => {
  const governor = { address: C.GovernorBravo, abi: GovernorBravo.abi } as const
  const STATES = ['Pending', 'Active', 'Canceled', 'Defeated', 'Succeeded', 'Queued', 'Expired', 'Executed']

  it('has proposals in the states Active, Pending, Succeeded, Defeated, Executed and Canceled', async () => {
    const expected: Record<string, string> = {
      active: 'Active',
      pending: 'Pending',
      succeeded: 'Succeeded',
      defeated: 'Defeated',
      executed: 'Executed',
      canceled: 'Canceled',
    }
    for (const [key, state] of Object.entries(expected)) {
      const id = BigInt(book.proposals[key]!)
      expect(STATES[await l1.readContract({ ...governor, functionName: 'state', args: [id] })]).toBe(state)
    }
    expect(await l1.readContract({ ...governor, functionName: 'votingPeriod' })).toBe(40_320n)
    expect(await l1.readContract({ ...governor, functionName: 'votingDelay' })).toBe(13_140n)
    expect(await l1.readContract({ ...governor, functionName: 'admin' })).toBe(C.Timelock)
  })

  it('counts a vote cast on the Active proposal', async () => {
    const id = BigInt(book.proposals.active!)
    const before = await l1.readContract({ ...governor, functionName: 'proposals', args: [id] })
    const receipt = await mined(
      l1,
      await l1.writeContract({
        account: account0,
        chain: l1.chain,
        ...governor,
        functionName: 'castVoteWithReason',
        args: [id, 1, 'For the test'],
      }),
    )
    expect(receipt.logs.length).toBe(1)
    const after = await l1.readContract({ ...governor, functionName: 'proposals', args: [id] })
    const startBlock = before[3]
    const weight = await l1.readContract({
      address: C.UNI,
      abi: parseAbi(['function getPriorVotes(address,uint256) view returns (uint96)']),
      functionName: 'getPriorVotes',
      args: [account0.address, startBlock],
    })
    expect(weight).toBeGreaterThan(0n)
    expect(after[5] - before[5]).toBe(weight)
    expect(
      (await l1.readContract({ ...governor, functionName: 'getReceipt', args: [id, account0.address] }))
        .hasVoted,
    ).toBe(true)
  })
})

describe('ENS', () => {
  const registry = () => ({ address: C.ENSRegistry, abi: loadArtifact('ENSRegistry').abi }) as const
  const resolverAbi = () => loadArtifact('PublicResolver').abi

  it("resolves account 0's name forward and in reverse, with an avatar record", async () => {
    const name = Object.entries(book.ens).find(([, address]) => address === account0.address)?.[0]
    expect(name).toBe('alice.eth')
    const node = namehash(name!)
    const resolver = (await l1.readContract({
      ...registry(),
      functionName: 'resolver',
      args: [node],
    })) as Address
    expect(resolver).toBe(C.PublicResolver)
    expect(
      await l1.readContract({ address: resolver, abi: resolverAbi(), functionName: 'addr', args: [node] }),
    ).toBe(account0.address)
    expect(
      await l1.readContract({
        address: resolver,
        abi: resolverAbi(),
        functionName: 'text',
        args: [node, 'avatar'],
      }),
    ).toContain('eip155:1/erc721:')

    const reverse = reverseNode(account0.address)
    const reverseResolver = (await l1.readContract({
      ...registry(),
      functionName: 'resolver',
      args: [reverse],
    })) as Address
    expect(
      await l1.readContract({
        address: reverseResolver,
        abi: resolverAbi(),
        functionName: 'name',
        args: [reverse],
      }),
    ).toBe('alice.eth')
    expect(book.ens['bob.eth']).toBe(account1.address)
  })
})
