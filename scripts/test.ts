import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { ensureBuilt } from '../apps/web/server/build.ts'
import { checkNodeVersion } from './engines.ts'
import { CHROMIUM, ensureMachinePackage } from './prerequisites.ts'

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
if (!checkNodeVersion()) process.exit(1)
// Checked first, so a machine without the browser stops before ten minutes of other tests, not after.
if (!ensureMachinePackage(CHROMIUM)) process.exit(1)
if (!run('type check', 'npm', ['run', '--silent', 'typecheck'])) process.exit(1)
if (!run('lint and format', npx, ['biome', 'check', '--error-on-warnings', '.'])) process.exit(1)
// The layers of ARCHITECTURE.md, feature faces and no import cycles (.dependency-cruiser.cjs).
if (!run('dependency rules', 'npm', ['run', '--silent', 'dependencies'])) process.exit(1)

const reports = mkdtempSync(join(tmpdir(), 'exchange-test-'))

/**
 * Runs a step beside others: its output comes line by line with `prefix`, so that two steps' lines can be
 * told apart. Resolves with whether it passed.
 */
function runBeside(title: string, prefix: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`))
    const done = (ok: boolean) => {
      console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve(ok)
    }
    child.once('error', () => done(false))
    child.once('exit', (code) => done(code === 0))
  })
}

// Both stages use the production build (the browser tests serve it, start.test.ts starts the app on it):
// built once here, so that the two do not build it at the same time.
console.log("\n▶ the app's production build, when stale")
await ensureBuilt({ log: (line) => console.log(`  ${line}`) })

// The unit stage is mostly computing and the browser stage mostly waiting (on blocks, receipts, the
// browser): on two cores they take about the time of the browser stage together, where one after the
// other took a third longer. Each starts its own chains and servers on ports of its own.
const unitReport = join(reports, 'unit.json')
const browserReport = join(reports, 'browser.json')
const [unitPassed, browserPassed] = await Promise.all([
  runBeside('unit and integration tests', '[unit]', npx, [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]),
  // The browser tests start their own devnet, serve the app, and drive Debian's Chromium.
  runBeside('browser tests', '[browser]', npx, [
    'vitest',
    'run',
    '--config',
    'e2e/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${browserReport}`,
  ]),
])

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
function readReport(path: string): VitestReport | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as VitestReport
  } catch {
    return undefined
  }
}
const summaries = [readReport(unitReport), readReport(browserReport)].filter((report) => report !== undefined)
const total = (key: keyof VitestReport) => summaries.reduce((sum, report) => sum + report[key], 0)
if (summaries.length > 0) {
  const skipped = total('numPendingTests') + total('numTodoTests')
  console.log(
    `\ntests: ${total('numPassedTests')} passed, ${total('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`,
  )
}
if (!unitPassed || !browserPassed || total('numPassedTests') === 0) process.exit(1)
