import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  environmentProblems,
  FUZZ_CASES_DEFAULT,
  reportProblems,
  type VitestReport,
  vitestArguments,
} from './testReport.ts'

const ROOT = join(import.meta.dirname, '..')
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
const folder = mkdtempSync(join(tmpdir(), 'runner-test-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/**
 * Runs vitest on one fixture file as `npm test` runs it (vitestArguments, then reportProblems on its
 * JSON report), and says whether `npm test` would pass it. Globals stand in for `import 'vitest'`,
 * which the temporary folder could not resolve.
 */
function npmTestPasses(name: string, source: string): { passes: boolean; problems: string[] } {
  const dir = mkdtempSync(join(folder, `${name}-`))
  writeFileSync(join(dir, `${name}.test.js`), source)
  writeFileSync(join(dir, 'vitest.config.mjs'), 'export default { test: { globals: true } }\n')
  const report = join(dir, 'report.json')
  const [, ...args] = vitestArguments(report, ['--root', dir])
  const result = spawnSync(process.execPath, [VITEST, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
  })
  let parsed: VitestReport | undefined
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestReport
  } catch {}
  const problems = reportProblems(parsed)
  return { passes: result.status === 0 && problems.length === 0, problems }
}

describe('npm test, the runner', () => {
  it('passes a file whose tests all ran and passed, and fails one with it.skip, it.todo or it.only', () => {
    expect(npmTestPasses('clean', "it('runs', () => {})\n")).toEqual({ passes: true, problems: [] })
    const skipped = npmTestPasses('skipped', "it('runs', () => {})\nit.skip('is skipped', () => {})\n")
    expect(skipped).toMatchObject({ passes: false, problems: ['1 skipped (it.skip, skipIf or ctx.skip)'] })
    expect(npmTestPasses('todo', "it('runs', () => {})\nit.todo('later')\n")).toMatchObject({
      passes: false,
      problems: ['1 todo'],
    })
    // Focused: vitest itself refuses `.only` (--allowOnly=false), even outside CI.
    expect(npmTestPasses('only', "it.only('runs', () => {})\n").passes).toBe(false)
  }, 60_000)

  it('fails a run where nothing passed or no report was written', () => {
    const none = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }
    expect(reportProblems(none)).toEqual(['no test passed'])
    expect(reportProblems(undefined)).toEqual(['no test report was written'])
  })

  it('refuses a fuzz run below its default size, and CI testing a build it did not make', () => {
    expect(environmentProblems({})).toEqual([])
    expect(environmentProblems({ FUZZ_CASES: '5000' })).toEqual([])
    expect(environmentProblems({ FUZZ_CASES: '10' })).toHaveLength(1)
    expect(environmentProblems({ FUZZ_CASES: 'many' })).toHaveLength(1)
    expect(environmentProblems({ E2E_SKIP_BUILD: '1', E2E_DIST_DIR: '/tmp/dist' })).toEqual([])
    expect(environmentProblems({ CI: 'true', E2E_SKIP_BUILD: '1' })).toHaveLength(1)
    expect(environmentProblems({ CI: '1', E2E_DIST_DIR: '/tmp/dist' })).toHaveLength(1)
  })

  // npm test's lint step (biome check --error-on-warnings .) refuses them before any test runs.
  it('lints it.skip and it.only as errors (biome.json)', () => {
    const biome = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      linter: { rules: { suspicious: Record<string, string> } }
    }
    expect(biome.linter.rules.suspicious).toMatchObject({ noSkippedTests: 'error', noFocusedTests: 'error' })
  })

  it("knows the fuzz test's own default", () => {
    const fuzz = readFileSync(join(ROOT, 'e2e', 'tests', 'fuzz.e2e.ts'), 'utf8')
    expect(fuzz).toContain(`Number(process.env.FUZZ_CASES ?? ${FUZZ_CASES_DEFAULT})`)
  })
})
