import * as ethersAddress from '@ethersproject/address'
import * as ethersSolidity from '@ethersproject/solidity'
import { ChainId, Token } from '@uniswap/sdk-core'
import { FeeAmount, computePoolAddress as sdkComputePoolAddress } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computePoolAddress } from './computePoolAddress'

const V3_FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984'
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6)
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18)
/** The USDC/WETH 0.05% pool on mainnet, as Etherscan names it. */
const USDC_WETH_500 = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'

const token = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => new Token(1, ethersAddress.getAddress(`0x${Buffer.from(bytes).toString('hex')}`), 18))

describe('computePoolAddress (viem, remembered)', () => {
  it('gives the known mainnet pool, in either token order', () => {
    for (const [tokenA, tokenB] of [
      [USDC, WETH],
      [WETH, USDC],
    ] as const)
      expect(computePoolAddress({ factoryAddress: V3_FACTORY, tokenA, tokenB, fee: 500 })).toBe(USDC_WETH_500)
  })

  it("gives the v3 SDK's address for any two tokens, fee, factory and init code hash, twice alike", () => {
    fc.assert(
      fc.property(
        token,
        token,
        fc.constantFrom(FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH),
        token,
        fc.option(fc.uint8Array({ minLength: 32, maxLength: 32 }), { nil: undefined }),
        fc.constantFrom(undefined, ChainId.MAINNET, ChainId.ARBITRUM_ONE, ChainId.ZKSYNC),
        (tokenA, tokenB, fee, factory, hash, chainId) => {
          fc.pre(!tokenA.equals(tokenB))
          const input = {
            factoryAddress: factory.address,
            tokenA,
            tokenB,
            fee,
            ...(hash ? { initCodeHashManualOverride: `0x${Buffer.from(hash).toString('hex')}` } : {}),
            ...(chainId === undefined ? {} : { chainId }),
          }
          const expected = sdkComputePoolAddress(input)
          expect(computePoolAddress(input)).toBe(expected)
          expect(computePoolAddress(input)).toBe(expected)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('matches the CREATE2 address built by hand with ethers', () => {
    // abi.encode(token0, token1, fee) is three 32-byte words: packed bytes32s are the same bytes.
    const word = (hex: string) => `0x${hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')}`
    const salt = ethersSolidity.keccak256(
      ['bytes32', 'bytes32', 'bytes32'],
      [word(USDC.address), word(WETH.address), word((500).toString(16))],
    )
    expect(computePoolAddress({ factoryAddress: V3_FACTORY, tokenA: WETH, tokenB: USDC, fee: 500 })).toBe(
      ethersAddress.getCreate2Address(
        V3_FACTORY,
        salt,
        '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
      ),
    )
  })

  it('refuses the same token twice, as the SDK does', () => {
    expect(() =>
      computePoolAddress({ factoryAddress: V3_FACTORY, tokenA: USDC, tokenB: USDC, fee: 500 }),
    ).toThrow()
  })
})
