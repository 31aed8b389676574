import { defaultAbiCoder as ethersAbiCoder } from '@ethersproject/abi'
import * as ethersAddress from '@ethersproject/address'
import { BigNumber as EthersBigNumber } from '@ethersproject/bignumber'
import * as ethersBytes from '@ethersproject/bytes'
import { id as ethersId } from '@ethersproject/hash'
import { keccak256 as ethersKeccak256 } from '@ethersproject/keccak256'
import * as ethersSolidity from '@ethersproject/solidity'
import { toUtf8Bytes as ethersToUtf8Bytes } from '@ethersproject/strings'
import { isAddress as ethersIsAddress } from 'ethers/lib/utils'
import { describe, expect, it } from 'vitest'
import { getAddress, getCreate2Address } from './address'
import { BigNumber } from './bignumber'
import { concat, hexZeroPad } from './bytes'
import { isAddress as isAddressForV4, defaultAbiCoder as v4AbiCoder } from './ethersUtils'
import { id } from './hash'
import { keccak256 } from './keccak256'
import { pack, keccak256 as solidityKeccak256 } from './solidity'
import { toUtf8Bytes } from './strings'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const V3_FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984'
const V3_INIT_CODE_HASH = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'

/** The real package's answer, or its error message. */
function outcome<T>(run: () => T): T | string {
  try {
    return run()
  } catch {
    return 'throws'
  }
}

describe('ethers shims against @ethersproject', () => {
  it('id hashes a text as ethers does: function signatures, event signatures, any text', () => {
    for (const text of [
      'transfer(address,uint256)',
      'Transfer(address,address,uint256)',
      'mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))',
      '',
      'ünïcødé ✓ 🦄',
    ])
      expect(id(text)).toBe(ethersId(text))
  })

  it('getAddress checksums, accepts any single case, and rejects a bad checksum like ethers', () => {
    for (const input of [
      USDC,
      USDC.toLowerCase(),
      `0x${USDC.slice(2).toUpperCase()}`,
      `${USDC.slice(0, -1)}b`,
      '0x1234',
      'nope',
    ]) {
      expect(outcome(() => getAddress(input))).toEqual(outcome(() => ethersAddress.getAddress(input)))
    }
  })

  it('getCreate2Address gives the v3 pool address ethers gives', () => {
    const salt = ethersSolidity.keccak256(['bytes'], [ethersAbiEncodePool(USDC, WETH, 500)])
    expect(getCreate2Address(V3_FACTORY, salt, V3_INIT_CODE_HASH)).toBe(
      ethersAddress.getCreate2Address(V3_FACTORY, salt, V3_INIT_CODE_HASH),
    )
  })

  it('solidity pack and keccak256 match', () => {
    const types = ['address', 'address']
    const values = [USDC, WETH]
    expect(pack(types, values)).toBe(ethersSolidity.pack(types, values))
    expect(solidityKeccak256(['bytes'], [pack(types, values)])).toBe(
      ethersSolidity.keccak256(['bytes'], [ethersSolidity.pack(types, values)]),
    )
    expect(solidityKeccak256(['uint24', 'int24'], [3000, -60])).toBe(
      ethersSolidity.keccak256(['uint24', 'int24'], [3000, -60]),
    )
  })

  it('bytes, keccak256 and UTF-8 match', () => {
    expect(keccak256(toUtf8Bytes('zksyncCreate2'))).toBe(ethersKeccak256(ethersToUtf8Bytes('zksyncCreate2')))
    expect(hexZeroPad(WETH, 32)).toBe(ethersBytes.hexZeroPad(WETH, 32))
    expect(Array.from(concat(['0x01', new Uint8Array([2, 3])]))).toEqual(
      Array.from(ethersBytes.concat(['0x01', new Uint8Array([2, 3])])),
    )
    expect(outcome(() => hexZeroPad('0x0102', 1))).toBe(outcome(() => ethersBytes.hexZeroPad('0x0102', 1)))
  })

  it('BigNumber arithmetic and comparisons match', () => {
    const a = BigNumber.from('1000')
    const b = EthersBigNumber.from('1000')
    expect(a.add(5).toString()).toBe(b.add(5).toString())
    expect(a.sub('0x10').toString()).toBe(b.sub('0x10').toString())
    expect(a.mul(3).div(7).toString()).toBe(b.mul(3).div(7).toString())
    expect(a.gte(BigNumber.from(0))).toBe(b.gte(EthersBigNumber.from(0)))
    expect(a.lt(999)).toBe(b.lt(999))
    expect(BigNumber.from(-5).toHexString()).toBe(EthersBigNumber.from(-5).toHexString())
    expect(BigNumber.from(EthersBigNumber.from(42)).toNumber()).toBe(42)
    expect(outcome(() => BigNumber.from('1.5'))).toBe(outcome(() => EthersBigNumber.from('1.5')))
  })
})

/** abi.encode(token0, token1, fee), the v3 pool salt's preimage, as the v3 SDK builds it. */
function ethersAbiEncodePool(tokenA: string, tokenB: string, fee: number): string {
  return `0x${tokenA.slice(2).toLowerCase().padStart(64, '0')}${tokenB.slice(2).toLowerCase().padStart(64, '0')}${fee.toString(16).padStart(64, '0')}`
}

describe('ethers/lib/utils for the v4 SDK', () => {
  it('isAddress agrees with ethers on checksums, cases and junk', () => {
    for (const address of [
      USDC,
      USDC.toLowerCase(),
      `0x${USDC.slice(2).toUpperCase()}`,
      USDC.replace('A0b8', 'a0B8'),
      '0x1234',
      'not an address',
      '',
      `${USDC}00`,
    ])
      expect(isAddressForV4(address), address).toBe(ethersIsAddress(address))
  })

  it('hands over ethers own ABI coder', () => {
    expect(v4AbiCoder).toBe(ethersAbiCoder)
  })
})
