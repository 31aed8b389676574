import { Percent } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import {
  autoSlippageTolerance,
  parseDeadlineInput,
  parseSlippageInput,
  SLIPPAGE_PRESET_BIPS,
  slippageInputText,
  slippageWarning,
  userSlippageToleranceOr,
} from './slippage'

describe('parseSlippageInput', () => {
  it.each([
    ['', 'auto'],
    ['0.5', 50],
    ['1', 100],
    ['0.125', 12],
    ['50', 5000],
    ['0', 0],
    ['.5', 50],
  ])('%s → %s', (text, value) => {
    expect(parseSlippageInput(text)).toEqual({ ok: true, value })
  })

  it.each(['50.01', '51', 'abc', '-1', '1.2.3', '.'])(
    "'%s' is 'Enter a valid slippage percentage'",
    (text) => {
      expect(parseSlippageInput(text)).toEqual({ ok: false, error: 'Enter a valid slippage percentage' })
    },
  )
})

describe('slippageWarning', () => {
  it('warns below 0.05% and above 1%', () => {
    expect(slippageWarning(4)).toBe('Your transaction may fail')
    expect(slippageWarning(5)).toBeUndefined()
    expect(slippageWarning(100)).toBeUndefined()
    expect(slippageWarning(101)).toBe('Your transaction may be frontrun')
    expect(slippageWarning('auto')).toBeUndefined()
  })
})

describe('parseDeadlineInput', () => {
  it('takes 1 to 180 minutes as seconds; empty is the default', () => {
    expect(parseDeadlineInput('')).toEqual({ ok: true, value: 'default' })
    expect(parseDeadlineInput('1')).toEqual({ ok: true, value: 60 })
    expect(parseDeadlineInput('30')).toEqual({ ok: true, value: 1800 })
    expect(parseDeadlineInput('180')).toEqual({ ok: true, value: 10_800 })
    for (const text of ['0', '0.5', '181', 'x']) expect(parseDeadlineInput(text).ok).toBe(false)
  })
})

describe('autoSlippageTolerance', () => {
  const toFixed = (percent: Percent) => percent.toFixed(2)
  it('is 0.10% on layer 2 or without a trade', () => {
    expect(
      toFixed(
        autoSlippageTolerance({ isL2: true, hasTrade: true, gasCostUsdCents: 100n, outputUsdCents: 1000n }),
      ),
    ).toBe('0.10')
    expect(
      toFixed(
        autoSlippageTolerance({
          isL2: false,
          hasTrade: false,
          gasCostUsdCents: undefined,
          outputUsdCents: undefined,
        }),
      ),
    ).toBe('0.10')
  })

  it('is the gas cost over the output value, clamped to 0.5%–25%', () => {
    const auto = (gas: bigint, output: bigint) =>
      toFixed(
        autoSlippageTolerance({ isL2: false, hasTrade: true, gasCostUsdCents: gas, outputUsdCents: output }),
      )
    expect(auto(1_000n, 100_000n)).toBe('1.00')
    // Rounded up to 0.1% steps, so that it does not move with every block's gas price.
    expect(auto(1_001n, 100_000n)).toBe('1.10')
    expect(auto(1_099n, 100_000n)).toBe('1.10')
    expect(auto(1n, 100_000n)).toBe('0.50')
    expect(auto(50_000n, 100_000n)).toBe('25.00')
  })

  it('falls back to 0.5% when a value is unknown', () => {
    expect(
      toFixed(
        autoSlippageTolerance({
          isL2: false,
          hasTrade: true,
          gasCostUsdCents: undefined,
          outputUsdCents: 5n,
        }),
      ),
    ).toBe('0.50')
    expect(
      toFixed(
        autoSlippageTolerance({ isL2: false, hasTrade: true, gasCostUsdCents: 5n, outputUsdCents: 0n }),
      ),
    ).toBe('0.50')
  })

  it('uses the user setting unless it is auto', () => {
    expect(userSlippageToleranceOr(75, new Percent(1, 100)).toFixed(2)).toBe('0.75')
    expect(userSlippageToleranceOr('auto', new Percent(1, 100)).toFixed(2)).toBe('1.00')
  })
})

describe('slippage presets', () => {
  it("are the spec's quick picks, each a valid setting", () => {
    expect([...SLIPPAGE_PRESET_BIPS]).toEqual([1, 100, 300, 500, 1000, 1500])
    for (const bips of SLIPPAGE_PRESET_BIPS)
      expect(parseSlippageInput(slippageInputText(bips))).toEqual({ ok: true, value: bips })
  })

  it('show in the custom field with two decimals, auto as empty', () => {
    expect(slippageInputText(1)).toBe('0.01')
    expect(slippageInputText(1500)).toBe('15.00')
    expect(slippageInputText('auto')).toBe('')
  })
})
