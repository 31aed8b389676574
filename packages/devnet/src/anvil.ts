import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

export interface AnvilOptions {
  chainId: number
  /** 0 or undefined picks a free port. */
  port?: number
  /** Plain JSON state file written by `--dump-state` / our snapshot builder. */
  loadState?: string
  /** Print anvil's own log lines to this process's stderr. */
  verbose?: boolean
  /** Extra command-line flags. */
  args?: string[]
}

export interface AnvilInstance {
  url: string
  port: number
  chainId: number
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * The anvil binary shipped by the npm package's platform dependency. We do not rely on the
 * package's postinstall script, which npm may block.
 */
export function anvilBinary(): string {
  const fromEnv = process.env.ANVIL_BIN
  if (fromEnv) return fromEnv
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  const packageJson = require.resolve(`${platformPackage}/package.json`)
  const binary = join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`anvil binary not found at ${binary}`)
  return binary
}

/**
 * Ports handed out by this process: two quick calls must not get the same one before either is
 * bound.
 */
const handedOut = new Set<number>()

/**
 * Ports are drawn below the kernel's ephemeral range (32768 and up on Linux): a port the OS gave
 * to `listen(0)` can be taken by an outgoing connection's local end before anvil binds it, which
 * CI saw as anvil's "Address already in use".
 */
const PORT_RANGE = { from: 20_000, to: 32_000 }

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A port nobody listens on, not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from))
    if (handedOut.has(port)) continue
    if (await canListen(port)) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`)
}

/** A plain JSON-RPC call, for the node's own methods that viem does not type. */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/**
 * anvil runs under a small bash guard that holds a pipe from this process on its stdin: when this
 * process goes away in any way (even SIGKILL) the pipe closes and the guard stops anvil, so no
 * orphan is left. SIGTERM or SIGINT to the guard stops anvil too; the guard exits with anvil's status.
 */
const PARENT_GUARD = `
exec 3<&0
"$0" "$@" </dev/null &
child=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT
( while read -r _; do :; done <&3; kill -TERM "$child" 2>/dev/null ) &
watcher=$!
wait "$child"; status=$?
while kill -0 "$child" 2>/dev/null; do wait "$child"; status=$?; done
kill "$watcher" 2>/dev/null
exit $status
`

const running = new Set<AnvilInstance>()
let exitHookInstalled = false

/** Kills every anvil we started when this process goes away, so no orphan is left. */
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const instance of running) instance.process.kill('SIGKILL')
  })
}

export async function startAnvil(options: AnvilOptions): Promise<AnvilInstance> {
  const port = options.port && options.port > 0 ? options.port : await freePort()
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(options.chainId),
    // The replica mirrors mainnet's rules: the same contract size limit and base fee behaviour.
    '--gas-limit',
    '60000000',
    ...(options.loadState ? ['--load-state', options.loadState] : []),
    ...(options.args ?? []),
  ]
  const child = spawn('bash', ['-c', PARENT_GUARD, anvilBinary(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    const text = chunk.toString()
    if (output.length < 20_000) output += text
    if (options.verbose) process.stderr.write(text)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  const url = `http://127.0.0.1:${port}`
  const instance: AnvilInstance = {
    url,
    port,
    chainId: options.chainId,
    process: child,
    stop: () => stopProcess(child).finally(() => running.delete(instance)),
  }
  running.add(instance)
  installExitHook()

  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`anvil exited early (code ${code}, signal ${signal}):\n${output}`)),
    )
  })
  exited.catch(() => {})
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      const chainId = await Promise.race([rpc<string>(url, 'eth_chainId'), exited])
      if (Number(chainId) !== options.chainId)
        throw new Error(`anvil on ${port} answers chain ${chainId}, expected ${options.chainId}`)
      break
    } catch (error) {
      if (child.exitCode !== null || child.signalCode !== null) {
        running.delete(instance)
        throw error
      }
      if (Date.now() > deadline) {
        await instance.stop()
        throw new Error(`anvil did not answer on ${url} within 30 s:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return instance
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
