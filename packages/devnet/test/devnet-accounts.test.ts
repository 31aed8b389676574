import { Token } from '@uniswap/sdk-core'
import { computePairAddress } from '@uniswap/v2-sdk'
import { type Address, getAddress, maxUint128, namehash, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadArtifact } from '../src/artifacts.ts'
import {
  ARBITRUM_TOKENS,
  MAINNET_CONTRACTS as C,
  STAKING_REWARDS,
  SUSHI_V2_FACTORY,
  MAINNET_TOKENS as T,
} from '../src/canonical.ts'
import { DEV_ACCOUNTS } from '../src/client.ts'
import { reverseNode } from '../src/seed/ens.ts'
import { account0, account1, balanceOf, book, l1, l2, onDevnet } from './devnet-fixture.ts'

// What the development accounts hold: balances, liquidity, positions, votes and account 0's ENS name.
onDevnet()

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
