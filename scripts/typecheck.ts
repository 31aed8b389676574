import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** `npm run typecheck`: tsc over every workspace and tool folder that has a tsconfig.json. */
const ROOT = join(import.meta.dirname, '..')
const children = (folder: string) =>
  existsSync(join(ROOT, folder)) ? readdirSync(join(ROOT, folder)).map((name) => join(folder, name)) : []
const projects = [
  ...children('packages'),
  ...children('services'),
  ...children('apps'),
  'e2e',
  'bench',
  'scripts',
]
  .filter((folder) => existsSync(join(ROOT, folder, 'tsconfig.json')))
  .sort()

let failed = false
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`type check failed in ${project}`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
