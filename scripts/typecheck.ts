import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

/**
 * `npm run typecheck`: tsc over every workspace and tool folder that has a tsconfig.json, as many at once
 * as the machine has cores (each tsc uses one; one after another they took three minutes of CI). Each
 * project's output is printed whole when it ends, so that two projects' errors do not interleave.
 */
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

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { cwd: ROOT })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      resolve(false)
    })
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output))
      if (code !== 0) console.error(`type check failed in ${project}`)
      resolve(code === 0)
    })
  })
}

const waiting = [...projects]
let failed = false
async function worker() {
  for (let project = waiting.shift(); project !== undefined; project = waiting.shift())
    if (!(await check(project))) failed = true
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker))
process.exit(failed ? 1 : 0)
