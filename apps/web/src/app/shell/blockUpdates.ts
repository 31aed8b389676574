/** How long later blocks wait, so that a burst of them (a tab coming back) makes one update. */
export const BLOCK_UPDATE_DEBOUNCE_MS = 100

/**
 * Passes blocks on to `update`: the first at once, since everything that reads the chain is waiting for
 * it (a page's first reads go out only with a block number), and each later one after
 * BLOCK_UPDATE_DEBOUNCE_MS, the newest of a burst only. `cancel` drops a block still waiting.
 */
export function blockUpdates<Block>(update: (block: Block) => void, delayMs = BLOCK_UPDATE_DEBOUNCE_MS) {
  let first = true
  let pending: ReturnType<typeof setTimeout> | undefined
  return {
    push(block: Block) {
      clearTimeout(pending)
      if (first) {
        first = false
        update(block)
        return
      }
      pending = setTimeout(() => update(block), delayMs)
    },
    cancel() {
      clearTimeout(pending)
    },
  }
}
