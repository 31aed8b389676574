/**
 * Runs `work` just after the browser next paints, and returns a function that cancels it. For work the
 * user need not wait for, such as drawing a chart under figures that are already known: the figures
 * paint first. A frame callback runs before its paint, so the work waits one task more. Where frames do
 * not come (no rAF), it runs after a task.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  if (typeof requestAnimationFrame === 'function')
    frame = requestAnimationFrame(() => {
      frame = undefined
      timer = setTimeout(work, 0)
    })
  else timer = setTimeout(work, 0)
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
