import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkNodeVersion } from './engines.ts'
import { CHROMIUM, ensureMachinePackage } from './prerequisites.ts'
import { environmentProblems, reportProblems, type VitestReport, vitestArguments } from './testReport.ts'

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
const refused = environmentProblems(process.env)
if (refused.length > 0) {
  for (const problem of refused) console.error(`npm test: ${problem}`)
  process.exit(1)
}
// Checked first, so a machine without the browser stops before ten minutes of other tests, not after.
if (!ensureMachinePackage(CHROMIUM)) process.exit(1)
if (!run('type check', 'npm', ['run', '--silent', 'typecheck'])) process.exit(1)
if (!run('lint and format', npx, ['biome', 'check', '--error-on-warnings', '.'])) process.exit(1)
// The layers of ARCHITECTURE.md, feature faces and no import cycles (.dependency-cruiser.cjs).
if (!run('dependency rules', 'npm', ['run', '--silent', 'dependencies'])) process.exit(1)

const reports = mkdtempSync(join(tmpdir(), 'exchange-test-'))
const unitReport = join(reports, 'unit.json')
const unitRun = run('unit and integration tests', npx, vitestArguments(unitReport))
// A skipped, todo or focused test fails the step too (vitest itself exits 0 with them).
const unitPassed = unitRun && verdict('unit and integration tests', unitReport)
// The browser tests start their own devnet, build and serve the app, and drive Debian's Chromium.
const browserReport = join(reports, 'browser.json')
const browserPassed =
  unitPassed &&
  run('browser tests', npx, vitestArguments(browserReport, ['--config', 'e2e/vitest.config.ts'])) &&
  verdict('browser tests', browserReport)

function verdict(title: string, path: string): boolean {
  const problems = reportProblems(readReport(path))
  if (problems.length > 0) console.log(`✘ ${title}: ${problems.join(', ')}`)
  return problems.length === 0
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
