/**
 * What `npm test` makes of a vitest run: the arguments it runs vitest with, the JSON report's verdict
 * (a failed, skipped, todo or focused test fails the run, not only a failed one), and the environment
 * it refuses (test sizes below their defaults, a CI run that would not build what it tests).
 */

/** vitest's JSON report, the fields read here. */
export interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}

/**
 * `vitest run`'s arguments for one step of `npm test`: both reporters (the console and the JSON the
 * verdict reads), and `.only` refused outright (vitest otherwise allows it outside CI and skips the rest).
 */
export function vitestArguments(reportFile: string, extra: readonly string[] = []): string[] {
  return [
    'vitest',
    'run',
    ...extra,
    '--allowOnly=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]
}

/** Why the run fails, one line each; empty when it passes. */
export function reportProblems(report: VitestReport | undefined): string[] {
  if (!report) return ['no test report was written']
  const problems: string[] = []
  if (report.numFailedTests > 0) problems.push(`${report.numFailedTests} failed`)
  // A skipped or todo test is a test that did not run: it proves nothing, so the run does not pass.
  if (report.numPendingTests > 0)
    problems.push(`${report.numPendingTests} skipped (it.skip, skipIf or ctx.skip)`)
  if (report.numTodoTests > 0) problems.push(`${report.numTodoTests} todo`)
  if (report.numPassedTests === 0) problems.push('no test passed')
  return problems
}

/** The browser fuzz test's default size (e2e/tests/fuzz.e2e.ts); `npm test` runs at least that many. */
export const FUZZ_CASES_DEFAULT = 1000

/** Environment `npm test` refuses, one line each: a smaller fuzz run, or CI testing a build it did not make. */
export function environmentProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const cases = env.FUZZ_CASES
  if (cases !== undefined && cases !== '' && !(Number(cases) >= FUZZ_CASES_DEFAULT))
    problems.push(`FUZZ_CASES=${cases} is below the default of ${FUZZ_CASES_DEFAULT} (it may only raise it)`)
  if (env.CI) {
    for (const name of ['E2E_SKIP_BUILD', 'E2E_DIST_DIR'])
      if (env[name]) problems.push(`${name} is refused when CI is set: CI tests the build it makes`)
  }
  return problems
}
