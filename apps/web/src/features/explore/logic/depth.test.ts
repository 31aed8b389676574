import { describe, expect, it } from 'vitest'
import { depthPath, depthSteps, depthWindow } from './depth'

describe('liquidity depth', () => {
  const entries = [
    { price0: 0.5, activeLiquidity: 10 },
    { price0: 1, activeLiquidity: 30 },
    { price0: 2, activeLiquidity: 0 },
    { price0: 4, activeLiquidity: 5 },
  ]

  it('cuts the steps at the window and drops empty ones', () => {
    expect(depthSteps(entries, 0.75, 3)).toEqual([
      { from: 0.75, to: 1, liquidity: 10 },
      { from: 1, to: 2, liquidity: 30 },
    ])
    expect(depthSteps(entries, 5, 6)).toEqual([{ from: 5, to: 6, liquidity: 5 }])
    expect(depthWindow(2)).toEqual([1, 4])
  })

  it('draws one closed bar per step', () => {
    const path = depthPath(
      [{ from: 1, to: 2, liquidity: 3 }],
      (p) => p * 10,
      (l) => 100 - l,
    )
    expect(path).toBe('M10,100V97H20V100Z')
    expect(
      depthPath(
        [],
        (p) => p,
        (l) => l,
      ),
    ).toBe('')
  })
})
