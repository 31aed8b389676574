import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS, csvField, transactionsCsv } from './csv'
import { type TransactionDetails, TransactionType } from './state'

const A = `0x${'a'.repeat(64)}`
const B = `0x${'b'.repeat(64)}`
const C = `0x${'c'.repeat(64)}`
const FROM = '0x00000000000000000000000000000000000000aa'
const base = {
  from: FROM,
  chainId: 1,
  info: { type: TransactionType.DELEGATE as const, delegatee: FROM },
}
const receipt = (hash: string, status: 0 | 1) => ({
  blockHash: A,
  blockNumber: 42,
  contractAddress: null,
  from: FROM,
  status,
  to: FROM,
  transactionHash: hash,
  transactionIndex: 0,
})

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField(undefined)).toBe('')
    expect(csvField(7)).toBe('7')
  })
})

describe('transactionsCsv', () => {
  it('writes a header and one line per record, newest first, with status and the mined hash', () => {
    const records: TransactionDetails[] = [
      { ...base, hash: A, addedTime: Date.UTC(2026, 0, 1), nonce: 3, value: '0', receipt: receipt(A, 1) },
      {
        ...base,
        hash: B,
        addedTime: Date.UTC(2026, 0, 2),
        nonce: 4,
        outcome: 'replaced',
        replacedBy: C,
        receipt: receipt(C, 1),
      },
      {
        ...base,
        hash: C,
        addedTime: Date.UTC(2026, 0, 3),
        receipt: receipt(C, 0),
        revertReason: 'Too little received, sorry',
      },
    ]
    const csv = transactionsCsv(records, (chainId, hash) => `https://explorer/${chainId}/tx/${hash}`)
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(CSV_COLUMNS.join(','))
    expect(lines).toHaveLength(5)
    expect(lines[4]).toBe('')
    expect(lines[1]).toBe(
      `2026-01-03T00:00:00.000Z,1,${FROM},${C},,failed,DELEGATE,,,,42,"Too little received, sorry",https://explorer/1/tx/${C}`,
    )
    expect(lines[2]).toBe(
      `2026-01-02T00:00:00.000Z,1,${FROM},${B},${C},success,DELEGATE,4,,,42,,https://explorer/1/tx/${C}`,
    )
    expect(lines[3]).toBe(
      `2026-01-01T00:00:00.000Z,1,${FROM},${A},,success,DELEGATE,3,,0,42,,https://explorer/1/tx/${A}`,
    )
  })

  it('writes only the header for no records', () => {
    expect(transactionsCsv([], () => '')).toBe(`${CSV_COLUMNS.join(',')}\r\n`)
  })
})
