import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, rpc, startAnvil } from '../src/anvil.ts'

const answers = (url: string) =>
  rpc<string>(url, 'eth_chainId').then(
    () => true,
    () => false,
  )

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

describe('anvil processes', () => {
  it('stop() ends anvil', async () => {
    const anvil = await startAnvil({ chainId: 1 })
    expect(await answers(anvil.url)).toBe(true)
    await anvil.stop()
    expect(await answers(anvil.url)).toBe(false)
  })

  it('die with the process that started them, even when it is killed with SIGKILL', async () => {
    const port = await freePort()
    const script = `import { startAnvil } from ${JSON.stringify(join(import.meta.dirname, '../src/anvil.ts'))}
await startAnvil({ chainId: 42161, port: ${port} })
console.log('ready')
setInterval(() => {}, 1000)`
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      parent.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
      parent.once('exit', (code) => reject(new Error(`parent exited early with ${code}`)))
    })
    const url = `http://127.0.0.1:${port}`
    expect(await answers(url)).toBe(true)
    parent.kill('SIGKILL')
    expect(await until(async () => !(await answers(url)), 5_000)).toBe(true)
  })
})
