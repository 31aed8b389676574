import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
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

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range that can be listened on', async () => {
    const ports: number[] = []
    for (let i = 0; i < 50; i++) ports.push(await freePort())
    expect(new Set(ports).size).toBe(ports.length)
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000)
      expect(port).toBeLessThan(32_768)
    }
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve))
    server.close()
  })
})

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
