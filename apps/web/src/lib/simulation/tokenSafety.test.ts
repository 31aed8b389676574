import { describe, expect, it } from 'vitest'
import { safetyVerdict, taxPercent } from './tokenSafety'

const TOKEN = '0x45804880De22913dAFE09f4980848ECE6EcbAf78'
const ok = { ok: true }
const taxed = (sent: bigint, received: bigint) =>
  ({ ok: true, tax: { token: TOKEN, sent, received } }) as const

describe('taxPercent', () => {
  it('gives the part taken in percent', () => {
    expect(taxPercent({ token: TOKEN, sent: 1000n, received: 950n })).toBe(5)
    expect(taxPercent({ token: TOKEN, sent: 1_000_000n, received: 999_800n })).toBe(0.02)
    expect(taxPercent({ token: TOKEN, sent: 3n, received: 2n })).toBe(33.3333)
    // A fee rounded down on chain: 5% of 10^18 + 19 wei is 5·10^16 wei, a hair under 5%.
    expect(
      taxPercent({ token: TOKEN, sent: 10n ** 18n + 19n, received: 10n ** 18n + 19n - 5n * 10n ** 16n }),
    ).toBe(5)
  })
  it('is 0 when nothing was taken, or for a trace that makes no sense', () => {
    expect(taxPercent(undefined)).toBe(0)
    expect(taxPercent({ token: TOKEN, sent: 0n, received: 0n })).toBe(0)
    expect(taxPercent({ token: TOKEN, sent: 5n, received: 9n })).toBe(0)
  })
})

describe('safetyVerdict', () => {
  it('says nothing about a token it could not probe', () => {
    expect(safetyVerdict({ pair: false })).toEqual({ kind: 'unknown', why: 'no-pair' })
    expect(safetyVerdict({ pair: true, buy: { ok: false } })).toEqual({
      kind: 'unknown',
      why: 'buy-reverted',
    })
  })
  it('calls a token that can be bought but not sold a honeypot, whatever else it does', () => {
    expect(safetyVerdict({ pair: true, buy: ok, transfer: ok, sell: { ok: false } })).toEqual({
      kind: 'honeypot',
    })
    expect(
      safetyVerdict({ pair: true, buy: taxed(100n, 90n), transfer: { ok: false }, sell: { ok: false } }),
    ).toEqual({
      kind: 'honeypot',
    })
  })
  it('names blocked transfers', () => {
    expect(safetyVerdict({ pair: true, buy: ok, transfer: { ok: false }, sell: ok })).toEqual({
      kind: 'transfers-blocked',
    })
  })
  it('gives the tax on buy and on sell', () => {
    expect(
      safetyVerdict({ pair: true, buy: taxed(1000n, 950n), transfer: ok, sell: taxed(1000n, 900n) }),
    ).toEqual({
      kind: 'tax',
      buyPercent: 5,
      sellPercent: 10,
    })
    expect(safetyVerdict({ pair: true, buy: ok, transfer: ok, sell: taxed(1000n, 950n) })).toEqual({
      kind: 'tax',
      buyPercent: 0,
      sellPercent: 5,
    })
  })
  it('has no warning for a plain token', () => {
    expect(safetyVerdict({ pair: true, buy: ok, transfer: ok, sell: ok })).toEqual({ kind: 'none' })
  })
})
