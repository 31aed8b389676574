import { type Address, parseSignature, recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  isSignatureValid,
  permitDeadline,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from './v2PairPermit'

const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const pair: Address = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
const spender: Address = '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b'

describe('the staking permit', () => {
  it("is typed data of the pair's 'Uniswap V2' domain that recovers to the owner", async () => {
    const typed = v2PermitTypedData({
      chainId: 1,
      pair,
      owner: owner.address,
      spender,
      value: 5n,
      nonce: 0n,
      deadline: 2_000_000_000n,
    })
    expect(typed.domain).toEqual({ name: 'Uniswap V2', version: '1', chainId: 1, verifyingContract: pair })
    const signature = await owner.signTypedData(typed)
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(owner.address)
    expect([27n, 28n]).toContain(parseSignature(signature).v)
  })

  it('lasts 1200 s from the later of chain time and the clock', () => {
    expect(permitDeadline(1_000, 900)).toBe(2_200n)
    expect(permitDeadline(1_000, 5_000.7)).toBe(6_200n)
    expect(permitDeadline(undefined, 5_000)).toBe(6_200n)
  })

  it('stands only for the same owner, token, spender, nonce and amount before its deadline', () => {
    const signature: V2PairPermitSignature = {
      owner: owner.address,
      spender,
      tokenAddress: pair,
      chainId: 1,
      amount: 5n,
      nonce: 3n,
      deadline: 1_000n,
      v: 27,
      r: `0x${'01'.repeat(32)}`,
      s: `0x${'02'.repeat(32)}`,
    }
    const wanted = {
      owner: owner.address,
      spender,
      tokenAddress: pair,
      chainId: 1,
      amount: 5n,
      nonce: 3n,
      nowSeconds: 999,
    }
    expect(isSignatureValid(signature, wanted)).toBe(true)
    expect(isSignatureValid(signature, { ...wanted, nowSeconds: 1_000 })).toBe(true)
    expect(isSignatureValid(signature, { ...wanted, nowSeconds: 1_001 })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, amount: 6n })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, nonce: 4n })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, spender: pair })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, tokenAddress: spender })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, owner: spender })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, chainId: 42161 })).toBe(false)
    expect(isSignatureValid(signature, { ...wanted, owner: owner.address.toLowerCase() as Address })).toBe(
      true,
    )
    expect(isSignatureValid(undefined, wanted)).toBe(false)
  })
})
