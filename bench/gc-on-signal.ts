/**
 * Loaded into a service the bench starts (with --expose-gc): SIGUSR2 collects garbage, so that the heap
 * the service reports is what it holds, not what it has not collected yet.
 */
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
})
