/** The spec's tooltip width. */
export const TOOLTIP_WIDTH_PX = 256
const GAP_PX = 8
const EDGE_PX = 8

/**
 * Where a tooltip goes (fixed, in viewport pixels): 8 px below its anchor, centred on it, moved sideways
 * to stay 8 px inside the viewport.
 */
export function tooltipPosition(
  anchor: { left: number; width: number; bottom: number },
  viewportWidth: number,
): { top: number; left: number } {
  const centred = anchor.left + anchor.width / 2 - TOOLTIP_WIDTH_PX / 2
  const max = Math.max(EDGE_PX, viewportWidth - TOOLTIP_WIDTH_PX - EDGE_PX)
  return { top: anchor.bottom + GAP_PX, left: Math.min(Math.max(centred, EDGE_PX), max) }
}
