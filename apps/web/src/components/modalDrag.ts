/** A dialog on a narrow (mobile) screen closes when dragged down further than this (spec: 300 px). */
export const DISMISS_DRAG_PX = 300

/** How far down the dialog follows the pointer: never up, past its resting place. */
export function dragOffset(startY: number, currentY: number): number {
  return Math.max(0, currentY - startY)
}

/** Whether letting go after this drag closes the dialog. */
export function dismissesOnRelease(offset: number): boolean {
  return offset > DISMISS_DRAG_PX
}

/** A press on these starts their own gesture (typing, clicking, sliding), never a drag of the dialog. */
export const NO_DRAG_SELECTOR =
  'input, textarea, select, button, a, [role="slider"], [contenteditable="true"]'
