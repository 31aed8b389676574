import { type Hex, parseSignature, serializeSignature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { splitSignature } from './signature'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('splitSignature', () => {
  it("agrees with viem's parseSignature on real signatures, in both forms", async () => {
    for (const message of ['a', 'permit', 'another message']) {
      const signature = await account.signMessage({ message })
      const viem = parseSignature(signature)
      const ours = splitSignature(signature)
      expect(ours.r).toBe(viem.r)
      expect(ours.s).toBe(viem.s)
      expect(BigInt(ours.v)).toBe(viem.v)
      const compact = serializeSignature({ ...viem, to: 'hex' }).slice(0, 132) as Hex
      expect(splitSignature(compact).r).toBe(viem.r)
      const yParityAndS = `0x${((BigInt(viem.yParity) << 255n) | BigInt(viem.s)).toString(16).padStart(64, '0')}`
      const eip2098 = `${viem.r}${yParityAndS.slice(2)}` as Hex
      expect(splitSignature(eip2098)).toEqual(ours)
    }
  })

  it('rejects malformed signatures', () => {
    expect(() => splitSignature('0x1234')).toThrow('Invalid signature')
    expect(() => splitSignature(`0x${'11'.repeat(64)}05`)).toThrow('Invalid signature v')
  })
})
