import { Token } from '@uniswap/sdk-core'
import { SelfPermit } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { selfPermitCall } from './selfPermitCall'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const r = `0x${'11'.repeat(32)}`
const s = `0x${'22'.repeat(32)}`

describe('selfPermitCall', () => {
  it("encodes an EIP-2612 permit as v3-sdk's SelfPermit does", () => {
    const permit = { v: 27, r, s, amount: '1000000000', deadline: '1800000000' } as const
    expect(selfPermitCall(USDC.address as `0x${string}`, permit)).toBe(SelfPermit.encodePermit(USDC, permit))
  })
  it("encodes DAI's allowed permit as v3-sdk's SelfPermit does", () => {
    const permit = { v: 28, r, s, nonce: '7', expiry: '1800000000' } as const
    expect(selfPermitCall(USDC.address as `0x${string}`, permit)).toBe(SelfPermit.encodePermit(USDC, permit))
  })
})
