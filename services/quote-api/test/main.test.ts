import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..', '..')

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

it('stops on SIGTERM, without spinning, after whoever read its output has gone', async () => {
  // A chain that refuses connections: the API starts and polls it in vain.
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/quote-api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, RPC_URL_1: 'http://127.0.0.1:9', QUOTE_API_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('quote API on')) resolve()
    })
    child.on('exit', () => reject(new Error('the quote API exited before serving')))
  })
  // The reader goes away: every later write of the child's fails with EPIPE.
  child.stdout.destroy()
  child.stderr.destroy()
  const pid = child.pid as number
  const before = cpuSeconds(pid)
  // SIGTERM logs that it stops (a write that fails), then the process closes and exits.
  child.kill('SIGTERM')
  const code = await Promise.race([
    exited,
    new Promise<'running'>((r) => setTimeout(() => r('running'), 8_000)),
  ])
  if (code === 'running') {
    const spent = cpuSeconds(pid) - before
    child.kill('SIGKILL')
    expect.fail(`still running 8 s after SIGTERM, having used ${spent.toFixed(1)} CPU seconds`)
  }
  expect(code).toBe(0)
}, 60_000)
