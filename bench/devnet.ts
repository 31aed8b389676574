import { startAnvil, startDevnet } from '@exchange/devnet'
import { measure } from './measures.ts'

/**
 * The devnet section: starting both seeded chains from the snapshot against starting two empty
 * anvils (the floor).
 */
const RUNS = 5

async function median(run: () => Promise<void>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

export async function benchDevnet() {
  const seeded = await median(async () => {
    const devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
    await devnet.stop()
  })
  const empty = await median(async () => {
    const [l1, l2] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 42161 })])
    await Promise.all([l1.stop(), l2.stop()])
  })

  measure({
    name: 'devnet: seeded snapshot start and stop, median',
    value: seeded,
    unit: 'ms',
    budget: { atMost: 10_000 },
  })
  measure({ name: 'devnet: two empty anvils start and stop, median', value: empty, unit: 'ms' })
  console.log('devnet start and stop, median of', RUNS)
  console.log(`  seeded snapshot (both chains)   ${seeded.toFixed(0)} ms`)
  console.log(`  reference: two empty anvils     ${empty.toFixed(0)} ms`)
  console.log(
    `  ratio                           ${(seeded / empty).toFixed(2)}x   (budget: answer within 10 s)`,
  )
}
