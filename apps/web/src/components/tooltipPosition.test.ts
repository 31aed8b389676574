import { describe, expect, it } from 'vitest'
import { TOOLTIP_WIDTH_PX, tooltipPosition } from './tooltipPosition'

describe('tooltipPosition', () => {
  it('centres a 256 px tooltip 8 px below its anchor', () => {
    expect(TOOLTIP_WIDTH_PX).toBe(256)
    expect(tooltipPosition({ left: 400, width: 100, bottom: 50 }, 1280)).toEqual({ top: 58, left: 322 })
  })

  it('stays inside the viewport at either edge', () => {
    expect(tooltipPosition({ left: 1200, width: 70, bottom: 40 }, 1280).left).toBe(1280 - 256 - 8)
    expect(tooltipPosition({ left: 0, width: 20, bottom: 40 }, 1280).left).toBe(8)
    expect(tooltipPosition({ left: 0, width: 20, bottom: 40 }, 200).left).toBe(8)
  })
})
