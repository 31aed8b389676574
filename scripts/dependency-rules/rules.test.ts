import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The dependency rules (.dependency-cruiser.cjs) run on a fixture tree that breaks each of them once,
 * so a rule that stops firing (a typo in a path pattern, a changed option) fails here rather than
 * letting upward imports into the real tree unnoticed.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const FIXTURE = join(import.meta.dirname, 'fixture')

interface Violation {
  from: string
  to: string
  rule: { name: string; severity: string }
}

const depcruise = (cwd: string, outputType: 'json' | 'err', paths: string[]) =>
  spawnSync(
    join(ROOT, 'node_modules', '.bin', 'depcruise'),
    ['--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', outputType, ...paths],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )

/** The violations found, and the exit status of the check as `npm run dependencies` runs it. */
function cruise(cwd: string, paths: string[]): { status: number | null; violations: Violation[] } {
  const report = JSON.parse(depcruise(cwd, 'json', paths).stdout) as { summary: { violations: Violation[] } }
  return { status: depcruise(cwd, 'err', paths).status, violations: report.summary.violations }
}

describe('dependency rules', () => {
  const { status, violations } = cruise(FIXTURE, ['apps'])
  const found = violations.map(({ from, to, rule }) => `${rule.severity} ${rule.name}: ${from} → ${to}`)

  it('fail the check (non-zero exit) on the fixture', () => {
    expect(status).not.toBe(0)
  })

  it('name each deliberate violation as an error, and nothing else', () => {
    const src = 'apps/web/src'
    expect(found.sort()).toEqual(
      [
        `error core-imports-only-downward: ${src}/core/config.ts → ${src}/app/shell.ts`,
        `error feature-through-its-index: ${src}/features/tokens/index.ts → ${src}/features/swap/logic/page.ts`,
        `error features-send-through-the-flow: ${src}/features/pool/index.ts → ${src}/core/transactions/send.ts`,
        `error lib-imports-only-downward: ${src}/lib/format.ts → ${src}/features/swap/index.ts`,
        `error no-cycle: ${src}/components/ringA.ts → ${src}/components/ringB.ts`,
      ].sort(),
    )
  })

  it('find none in the repository itself', () => {
    const repository = cruise(ROOT, ['apps', 'packages', 'services', 'e2e', 'bench', 'scripts'])
    expect(repository.violations).toEqual([])
    expect(repository.status).toBe(0)
  })
})
