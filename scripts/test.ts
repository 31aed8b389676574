import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuilt } from '../apps/web/server/build.ts'
import { checkNodeVersion } from './engines.ts'
import { prefixLines } from './prefixLines.ts'
import { CHROMIUM, ensureMachinePackage } from './prerequisites.ts'

/**
 * `npm test`: lint, dependency rules and the production build; then the browser tests side by side
 * with the type check and the unit and integration tests. The browser tests are the longest part and
 * mostly wait on blocks, pages and receipts, and vitest gives the unit tests one worker on a 2-core
 * machine, so side by side the run takes about as long as the browser tests alone. Each part's lines
 * are prefixed with its name. Ends with one plain summary line of the test counts.
 */
const ROOT = join(import.meta.dirname, '..')

/** Runs one step, its output prefixed with `label` when it shares the terminal with another step. */
function run(title: string, command: string, args: string[], label?: string): Promise<boolean> {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    })
    const out = prefixLines(label ?? '', (text) => process.stdout.write(text))
    const err = prefixLines(label ?? '', (text) => process.stderr.write(text))
    child.stdout?.on('data', out.push)
    child.stderr?.on('data', err.push)
    const finish = (ok: boolean) => {
      out.flush()
      err.flush()
      console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve(ok)
    }
    child.once('error', (error) => {
      console.error(error)
      finish(false)
    })
    // 'close', not 'exit': the last output has been read by then.
    child.once('close', (code) => finish(code === 0))
  })
}

async function build(): Promise<boolean> {
  console.log('\n▶ production build of the app (shared by the unit and browser tests)')
  try {
    if (!(await ensureBuilt({ log: (line) => console.log(`  ${line}`) }))) console.log('  up to date')
    return true
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return false
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
if (!checkNodeVersion()) process.exit(1)
// Checked first, so a machine without the browser stops before any test, not after.
if (!ensureMachinePackage(CHROMIUM)) process.exit(1)
if (!(await run('lint and format', npx, ['biome', 'check', '--error-on-warnings', '.']))) process.exit(1)
// The layers of ARCHITECTURE.md, feature faces and no import cycles (.dependency-cruiser.cjs).
if (!(await run('dependency rules', 'npm', ['run', '--silent', 'dependencies']))) process.exit(1)
// Built once before both suites: each would otherwise start its own build into the same folder.
if (!(await build())) process.exit(1)

const reports = mkdtempSync(join(tmpdir(), 'exchange-test-'))
const unitReport = join(reports, 'unit.json')
const browserReport = join(reports, 'browser.json')
const [unitPassed, browserPassed] = await Promise.all([
  (async () =>
    (await run('type check', 'npm', ['run', '--silent', 'typecheck'], 'types')) &&
    (await run(
      'unit and integration tests',
      npx,
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
      'unit',
    )))(),
  // The browser tests start their own devnet, serve the built app, and drive Debian's Chromium.
  run(
    'browser tests',
    npx,
    [
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${browserReport}`,
    ],
    'browser',
  ),
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
