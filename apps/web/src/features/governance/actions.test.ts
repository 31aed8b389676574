import { decodeAbiParameters, encodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeCall, encodeProposalAction, parseArgument, parseFunctionSignature } from './actions'

const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const GRANTS = '0x4b4e140D1f131fdaD6fb59C13AF796fD194e4135'

describe('proposal actions', () => {
  it('reads a function signature in its canonical form, with or without names', () => {
    expect(parseFunctionSignature('transfer(address,uint256)')).toMatchObject({
      signature: 'transfer(address,uint256)',
    })
    expect(parseFunctionSignature(' transfer(address to, uint amount) ')?.signature).toBe(
      'transfer(address,uint256)',
    )
    expect(parseFunctionSignature('setDelay(uint256)')?.inputs).toHaveLength(1)
    expect(parseFunctionSignature('noArgs()')?.inputs).toHaveLength(0)
    for (const bad of ['', 'transfer', 'transfer(address', '(uint256)', 'f(uint257)', 'f(foo)'])
      expect(parseFunctionSignature(bad)).toBeUndefined()
  })

  it('encodes the arguments only, as the governor expects next to the signature', () => {
    const result = encodeProposalAction({
      target: UNI.toLowerCase(),
      signature: 'transfer(address,uint256)',
      args: [GRANTS, '1000000000000000000000000'],
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.action.target).toBe(UNI)
    expect(result.action.value).toBe(0n)
    expect(result.action.signature).toBe('transfer(address,uint256)')
    expect(result.action.calldata).toBe(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [GRANTS, 10n ** 24n]),
    )
  })

  it('says which part of an action is wrong', () => {
    const good = { target: UNI, signature: 'transfer(address,uint256)', args: [GRANTS, '1'] }
    expect(encodeProposalAction({ ...good, target: '0x12' })).toEqual({ ok: false, error: 'TARGET' })
    expect(encodeProposalAction({ ...good, signature: 'transfer(' })).toEqual({
      ok: false,
      error: 'SIGNATURE',
    })
    expect(encodeProposalAction({ ...good, args: [GRANTS] })).toEqual({ ok: false, error: 'ARGUMENTS' })
    expect(encodeProposalAction({ ...good, args: ['bob', '1'] })).toEqual({ ok: false, error: 'ARGUMENTS' })
    expect(encodeProposalAction({ ...good, args: [GRANTS, '1.5'] })).toEqual({
      ok: false,
      error: 'ARGUMENTS',
    })
    expect(encodeProposalAction({ ...good, args: [GRANTS, '-1'] })).toEqual({ ok: false, error: 'ARGUMENTS' })
  })

  it('takes booleans, bytes, strings, arrays and tuples', () => {
    expect(parseArgument({ type: 'bool' }, 'true')).toBe(true)
    expect(() => parseArgument({ type: 'bool' }, 'yes')).toThrow()
    expect(parseArgument({ type: 'bytes32' }, `0x${'ab'.repeat(32)}`)).toBe(`0x${'ab'.repeat(32)}`)
    expect(parseArgument({ type: 'string' }, ' hello, world ')).toBe(' hello, world ')
    expect(parseArgument({ type: 'uint256[]' }, '[1, "2"]')).toEqual([1n, 2n])
    expect(() => parseArgument({ type: 'uint256[2]' }, '[1]')).toThrow()
    expect(
      parseArgument(
        { type: 'tuple', components: [{ type: 'address' }, { type: 'uint8' }] } as never,
        `["${GRANTS.toLowerCase()}", 3]`,
      ),
    ).toEqual([GRANTS, 3n])
    const encoded = encodeProposalAction({
      target: UNI,
      signature: 'f(uint256[],bool)',
      args: ['[7,8]', 'false'],
    })
    expect(
      encoded.ok && decodeAbiParameters([{ type: 'uint256[]' }, { type: 'bool' }], encoded.action.calldata),
    ).toEqual([[7n, 8n], false])
  })

  it('describes a call by decoding its arguments', () => {
    const calldata = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [GRANTS, 10n ** 24n])
    expect(describeCall('transfer(address,uint256)', calldata)).toBe(
      `transfer(${GRANTS}, 1000000000000000000000000)`,
    )
    expect(describeCall('setDelay(uint256)', encodeAbiParameters([{ type: 'uint256' }], [172_800n]))).toBe(
      'setDelay(172800)',
    )
    expect(describeCall('transfer(address,uint256)', '0x1234')).toBe('transfer(address,uint256) 0x1234')
    expect(describeCall('', '0xabcdef')).toBe('0xabcdef')
  })
})
