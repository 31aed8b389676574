import { CurrencyAmount, Percent, Token } from '@uniswap/sdk-core'
import { describe, expect, it, vi } from 'vitest'
import {
  confirmPriceImpactWithoutFee,
  fiatValuePriceImpact,
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
    [200, 1],
    [201, 2],
    [300, 2],
    [301, 3],
    [1501, 3],
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

describe('fiatValuePriceImpact', () => {
  const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
  const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
  const usd = (value: number) => CurrencyAmount.fromRawAmount(USDC, Math.round(value * 1e6))

  it('is the share of the input value the output lacks, negative for a gain', () => {
    expect(fiatValuePriceImpact(usd(1000), usd(940))?.toFixed(2)).toBe('6.00')
    expect(fiatValuePriceImpact(usd(1000), usd(1010))?.toFixed(2)).toBe('-1.00')
    expect(fiatValuePriceImpact(usd(1000), usd(1000))?.equalTo(0)).toBe(true)
  })

  it('is unknown without both values, for a zero input, or across two currencies', () => {
    expect(fiatValuePriceImpact(undefined, usd(1))).toBeUndefined()
    expect(fiatValuePriceImpact(usd(1), undefined)).toBeUndefined()
    expect(fiatValuePriceImpact(usd(0), usd(1))).toBeUndefined()
    expect(fiatValuePriceImpact(usd(1), CurrencyAmount.fromRawAmount(DAI, 1))).toBeUndefined()
  })
})
