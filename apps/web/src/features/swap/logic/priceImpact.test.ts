import { Percent } from '@uniswap/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import {
  confirmPriceImpactWithoutFee,
  HIGH_IMPACT_CONFIRM_MESSAGE,
  priceImpactTone,
  VERY_HIGH_IMPACT_PROMPT_MESSAGE,
  warningSeverity,
} from './priceImpact'

const pct = (basisPoints: number) => new Percent(basisPoints, 10_000)

describe('warningSeverity', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [100, 0],
    [101, 1],
    [300, 1],
    [301, 2],
    [500, 2],
    [501, 3],
    [1500, 3],
    [1501, 4],
  ])('%s bp → %s', (bp, severity) => {
    expect(warningSeverity(bp === undefined ? undefined : pct(bp))).toBe(severity)
  })
})

describe('priceImpactTone', () => {
  it.each([
    [-10, 'positive'],
    [0, 'neutral'],
    [99, 'neutral'],
    [100, 'warning'],
    [299, 'warning'],
    [300, 'danger'],
    [2000, 'danger'],
  ])('%s bp → %s', (bp, tone) => {
    expect(priceImpactTone(pct(bp))).toBe(tone)
  })
})

describe('confirmPriceImpactWithoutFee', () => {
  it('asks nothing below 5% or when the impact is unknown', () => {
    const dialogs = { confirm: vi.fn(), prompt: vi.fn() }
    expect(confirmPriceImpactWithoutFee(pct(499), dialogs)).toBe(true)
    expect(confirmPriceImpactWithoutFee(undefined, dialogs)).toBe(true)
    expect(dialogs.confirm).not.toHaveBeenCalled()
    expect(dialogs.prompt).not.toHaveBeenCalled()
  })

  it('asks yes/no from 5% and follows the answer', () => {
    const yes = { confirm: vi.fn(() => true), prompt: vi.fn() }
    expect(confirmPriceImpactWithoutFee(pct(500), yes)).toBe(true)
    expect(yes.confirm).toHaveBeenCalledWith(HIGH_IMPACT_CONFIRM_MESSAGE)
    expect(confirmPriceImpactWithoutFee(pct(999), { confirm: () => false, prompt: () => null })).toBe(false)
  })

  it("needs 'confirm' typed from 10%", () => {
    const typed = { confirm: vi.fn(), prompt: vi.fn(() => 'confirm') }
    expect(confirmPriceImpactWithoutFee(pct(1000), typed)).toBe(true)
    expect(typed.prompt).toHaveBeenCalledWith(VERY_HIGH_IMPACT_PROMPT_MESSAGE)
    expect(confirmPriceImpactWithoutFee(pct(2500), { confirm: () => true, prompt: () => 'yes' })).toBe(false)
  })
})
