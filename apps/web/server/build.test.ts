import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildReason, bundledWorkspaces, REPO_ROOT } from './build.ts'

const OLD = new Date('2026-01-01T00:00:00Z')
const BUILT = new Date('2026-01-02T00:00:00Z')
const LATER = new Date('2026-01-03T00:00:00Z')

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

/** Writes a file with a given modification time, creating its folders. */
async function file(path: string, content: string, time: Date = OLD) {
  await mkdir(join(path, '..'), { recursive: true })
  await writeFile(path, content)
  await utimes(path, time, time)
}

const pkg = (name: string, extra: object = {}) => JSON.stringify({ name, ...extra })

/**
 * A small monorepo: the app depends on @t/lib, which depends on @t/deep (bundled too) and has @t/tool
 * as a devDependency (not bundled); @t/service is a workspace nothing in the app uses. Built at BUILT.
 */
async function monorepo() {
  root = await mkdtemp(join(tmpdir(), 'build-reason-'))
  const web = join(root, 'apps', 'web')
  await file(
    join(root, 'package.json'),
    JSON.stringify({ workspaces: ['packages/*', 'services/*', 'apps/*'] }),
  )
  await file(join(web, 'package.json'), pkg('@t/web', { dependencies: { '@t/lib': '*', react: '*' } }))
  await file(join(web, 'src', 'main.tsx'), 'export {}')
  await file(join(web, 'dist', 'index.html'), '<!doctype html>', BUILT)
  await file(
    join(root, 'packages', 'lib', 'package.json'),
    pkg('@t/lib', { dependencies: { '@t/deep': '*' }, devDependencies: { '@t/tool': '*' } }),
  )
  await file(join(root, 'packages', 'lib', 'src', 'index.ts'), 'export {}')
  await file(join(root, 'packages', 'deep', 'package.json'), pkg('@t/deep'))
  await file(join(root, 'packages', 'deep', 'src', 'index.ts'), 'export {}')
  await file(join(root, 'packages', 'tool', 'package.json'), pkg('@t/tool'))
  await file(
    join(root, 'services', 'service', 'package.json'),
    pkg('@t/service', { dependencies: { '@t/lib': '*' } }),
  )
  return { root, web, dist: join(web, 'dist') }
}

describe('the build freshness check', () => {
  it("finds the app's bundled workspaces from its dependencies: packages/router, not the devnet (never imported), no service", async () => {
    const found = (await bundledWorkspaces()).map((dir) => dir.slice(REPO_ROOT.length).replace(/^\//, ''))
    expect(found).toContain('packages/router')
    expect(found).not.toContain('packages/devnet')
    expect(found.filter((dir) => dir.startsWith('services/') || dir.startsWith('apps/'))).toEqual([])
  })

  it('follows runtime dependencies from workspace to workspace, not devDependencies', async () => {
    const { root, web } = await monorepo()
    expect(await bundledWorkspaces(web)).toEqual([
      join(root, 'packages', 'deep'),
      join(root, 'packages', 'lib'),
    ])
  })

  it('is fresh when nothing changed, and stale when a bundled workspace (even one reached through another) changed', async () => {
    const { root, web, dist } = await monorepo()
    expect(await buildReason(dist, web)).toBeUndefined()
    await file(join(root, 'packages', 'deep', 'src', 'index.ts'), 'export const changed = 1', LATER)
    expect(await buildReason(dist, web)).toBe(
      'packages/deep (bundled by the app) changed after the last build',
    )
  })

  it("is stale when the app's own sources changed", async () => {
    const { web, dist } = await monorepo()
    await file(join(web, 'src', 'main.tsx'), 'export const changed = 1', LATER)
    expect(await buildReason(dist, web)).toBe('apps/web sources changed after the last build')
  })

  it('ignores what the bundle never holds: tests, node_modules, dev-only and unrelated workspaces', async () => {
    const { root, web, dist } = await monorepo()
    await file(join(root, 'packages', 'lib', 'src', 'index.test.ts'), 'test', LATER)
    await file(join(root, 'packages', 'lib', 'test', 'more.ts'), 'test', LATER)
    await file(join(root, 'packages', 'lib', 'node_modules', 'x', 'index.js'), 'x', LATER)
    await file(join(root, 'packages', 'tool', 'src', 'index.ts'), 'export {}', LATER)
    await file(join(root, 'services', 'service', 'src', 'index.ts'), 'export {}', LATER)
    expect(await buildReason(dist, web)).toBeUndefined()
  })

  it('asks for a build when there is none', async () => {
    const { web } = await monorepo()
    expect(await buildReason(join(web, 'nowhere'), web)).toMatch(/index\.html is missing$/)
  })
})
