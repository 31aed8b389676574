import { cpus } from 'node:os'
import type autocannon from 'autocannon'
import { measure } from '../measures.ts'
import { reportOptimum } from './optimum/compare.ts'
import type { pacedLoad } from './pacedLoad.ts'
import { percentile } from './stats.ts'
import { type OptimumComparison, type Row, rawAmount } from './trades.ts'
import { failedSide, ratioOf, shortOf, versusAlphaRouter } from './versus.ts'

/** The routing section's table and its lines against the budgets. */
export function printReport({
  rows,
  extraOptimum,
  ourLatencies,
  theirLatencies,
  sustained,
  loadBefore,
  saturated,
  repeated,
}: {
  rows: Row[]
  /** The issue's large trades, compared with the optimum only. */
  extraOptimum: OptimumComparison[]
  ourLatencies: number[]
  theirLatencies: number[]
  sustained: Awaited<ReturnType<typeof pacedLoad>>
  loadBefore: number
  saturated: autocannon.Result
  repeated: autocannon.Result
}) {
  const fmt = (value: number | undefined, digits = 5) => (value === undefined ? 'n/a' : value.toFixed(digits))
  console.log('')
  console.log(
    `  ${'trade'.padEnd(34)} ${'tags'.padEnd(38)} ${'routes'.padStart(6)} ${'vs Alpha'.padStart(9)} ${'vs optimum'.padStart(10)}  exact`,
  )
  let exactCount = 0
  for (const row of rows) {
    const exact =
      row.ours && row.oursExecuted
        ? row.spec.type === 'exactIn'
          ? row.oursExecuted.received === row.ours.quote
          : row.oursExecuted.paid === row.ours.quote && row.oursExecuted.received >= rawAmount(row.spec)
        : false
    if (exact) exactCount++
    const routes = `${row.ours?.routes ?? '-'}/${row.theirs?.routes ?? '-'}`
    console.log(
      `  ${row.label.padEnd(34)} ${row.spec.tags.join(',').padEnd(38)} ${routes.padStart(6)} ${fmt(ratioOf(row)).padStart(9)} ${fmt(row.optimum?.ratio).padStart(10)}  ${exact ? 'yes' : 'NO'}`,
    )
    if (shortOf(row)) {
      console.log(
        `  ${''.padEnd(34)} AlphaRouter's calldata delivered ${row.theirsExecuted!.received} of ${rawAmount(row.spec)} asked (ours all of it): not compared`,
      )
    }
  }
  // Ours over theirs, measured on chain (bench/routing/versus.ts): a row where a side failed counts 0.
  const all = versusAlphaRouter(rows)
  const split = versusAlphaRouter(rows, (row) => row.spec.tags.includes('split'))
  const ratios = all.ratios
  for (const row of all.failed)
    console.log(
      `  failed row (counts 0): ${row.label.trim()}: ${failedSide(row)} delivered no trade${[
        row.oursError,
        row.theirsError,
      ]
        .filter(Boolean)
        .map((why) => `; ${why}`)
        .join('')}`,
    )
  const ourP50 = percentile(ourLatencies, 50)
  const ourP99 = percentile(ourLatencies, 99)
  const theirP50 = percentile(theirLatencies, 50)
  const theirP99 = percentile(theirLatencies, 99)
  const pass = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET')
  measure({
    name: 'routing: output vs AlphaRouter, minimum',
    value: all.minimum,
    unit: 'x',
    budget: { atLeast: 1 },
  })
  measure({ name: 'routing: output vs AlphaRouter, median', value: percentile(ratios, 50), unit: 'x' })
  measure({
    name: 'routing: trades where a side failed (no quote, no calldata or reverted)',
    value: all.failed.length,
    unit: 'count',
    budget: { atMost: 0 },
  })
  measure({
    name: 'routing: split-worthy trades vs AlphaRouter, minimum',
    value: split.minimum,
    unit: 'x',
    budget: { atLeast: 1.001 },
  })
  measure({
    name: 'routing: quotes delivered exactly',
    value: exactCount / rows.length,
    unit: 'x',
    budget: { atLeast: 1 },
  })
  measure({ name: 'routing: quote latency p50 (warm)', value: ourP50, unit: 'ms', budget: { atMost: 5 } })
  measure({ name: 'routing: quote latency p99 (warm)', value: ourP99, unit: 'ms', budget: { atMost: 25 } })
  measure({ name: 'routing: paced 200/s load p99', value: sustained.p99, unit: 'ms', budget: { atMost: 50 } })
  console.log('')
  console.log(
    `  trades                          ${rows.length} (${all.compared.length} compared with AlphaRouter, ${all.failed.length} of them failed, ${rows.length - all.compared.length} where its calldata fell short)`,
  )
  console.log(
    `  quotes delivered exactly        ${exactCount} of ${rows.length} (executed through SwapRouter02)`,
  )
  console.log(
    `  output vs AlphaRouter, min      ${fmt(all.minimum, 7)}x (${all.worst?.label.trim()}; a failed row counts 0)   (budget: >= 1 on every trade) ${pass(all.minimum >= 1)}`,
  )
  console.log(`  output vs AlphaRouter, median   ${fmt(percentile(ratios, 50))}x`)
  console.log(
    `  split-worthy large trades, min  ${fmt(split.minimum)}x   (budget: >= 1.001) ${pass(split.minimum >= 1.001)}`,
  )
  console.log(
    `  quote latency p50 (warm)        ${ourP50.toFixed(1)} ms vs AlphaRouter ${theirP50.toFixed(0)} ms: ${(ourP50 / theirP50).toFixed(4)}x   (budget: <= 0.1) ${pass(ourP50 / theirP50 <= 0.1)}`,
  )
  console.log(
    `  quote latency p99 (warm)        ${ourP99.toFixed(1)} ms vs AlphaRouter ${theirP99.toFixed(0)} ms: ${(ourP99 / theirP99).toFixed(4)}x`,
  )
  const sustainedOk = sustained.rate >= 195 && sustained.p99 < 50 && sustained.failures === 0
  console.log(
    `  load, paced 200/s, distinct     ${sustained.rate.toFixed(0)} quotes/s, p50 ${sustained.p50.toFixed(1)} ms, p99 ${sustained.p99.toFixed(1)} ms, ${sustained.failures} failed   (budget: 200/s sustained, p99 < 50 ms) ${pass(sustainedOk)}`,
  )
  console.log(
    `  ${''.padEnd(32)}time in the API process (Server-Timing): p50 ${sustained.serverP50.toFixed(2)} ms, p99 ${sustained.serverP99.toFixed(2)} ms; machine load average ${loadBefore.toFixed(1)} on ${cpus().length} cores`,
  )
  for (const [name, result] of [
    ['load, max, distinct requests', saturated],
    ['load, max, repeated requests', repeated],
  ] as const) {
    console.log(
      `  ${name.padEnd(32)}${result.requests.average.toFixed(0)} quotes/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors (autocannon, 8 connections)`,
    )
  }
  reportOptimum([...rows.flatMap((row) => (row.optimum ? [row.optimum] : [])), ...extraOptimum])
}
