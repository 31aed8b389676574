import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * `npm test`: type check, lint, then every unit, integration and (once they exist) browser test.
 * Stops at the first failing step and ends with one plain summary line of the test counts.
 */
const ROOT = join(import.meta.dirname, '..')

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env })
  const ok = result.status === 0
  console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return ok
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
if (!run('type check', 'npm', ['run', '--silent', 'typecheck'])) process.exit(1)
if (!run('lint and format', npx, ['biome', 'check', '--error-on-warnings', '.'])) process.exit(1)

const report = join(mkdtempSync(join(tmpdir(), 'exchange-test-')), 'vitest.json')
const passed = run('unit and integration tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
])

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
let summary: VitestReport | undefined
try {
  summary = JSON.parse(readFileSync(report, 'utf8')) as VitestReport
} catch {
  summary = undefined
}
if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests
  console.log(
    `\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  )
}
if (!passed || !summary || summary.numPassedTests === 0) process.exit(1)
