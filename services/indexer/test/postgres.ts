import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@exchange/devnet'

/**
 * A throwaway PostgreSQL server for a test: initdb into a temporary folder, pg_ctl start on a free
 * port (loopback only, durability off), stopped and removed by stop(). PostgreSQL refuses to run as
 * root, so under root (CI) the server runs as the `postgres` user, which owns the folder.
 */
export interface TestPostgres {
  url: string
  stop(): Promise<void>
}

const INSTALL = 'apt-get install -y postgresql'

/** The folder of initdb and pg_ctl: PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : []
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian))
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(join(debian, version, 'bin'))
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
  if (!found)
    throw new Error(
      `PostgreSQL is not installed (no initdb and pg_ctl in PG_BIN or /usr/lib/postgresql/*/bin): run \`${INSTALL}\`, as .ci/run does`,
    )
  return found
}

function runAs(user: string | null, command: string, args: string[]): void {
  const [file, fileArgs] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args]
  const result = spawnSync(file, fileArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    )
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin()
  const root = process.getuid?.() === 0
  let owner: { uid: number; gid: number } | null = null
  if (root) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    } catch {
      throw new Error(
        `running as root and there is no postgres user to run PostgreSQL as: run \`${INSTALL}\``,
      )
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'indexer-postgres-'))
  const data = join(dir, 'data')
  const sockets = join(dir, 'sockets')
  mkdirSync(sockets)
  if (owner) {
    chownSync(dir, owner.uid, owner.gid)
    chownSync(sockets, owner.uid, owner.gid)
  }
  const user = root ? 'postgres' : null
  const port = await freePort()
  const ctl = join(bin, 'pg_ctl')
  try {
    runAs(user, join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ])
    const settings = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${sockets}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ')
    runAs(user, ctl, ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  // Whatever ends this process, the server goes with it.
  const stopNow = () => {
    spawnSync(
      user ? 'runuser' : ctl,
      user
        ? ['-u', user, '--', ctl, '-D', data, '-m', 'immediate', 'stop']
        : ['-D', data, '-m', 'immediate', 'stop'],
      {
        stdio: 'ignore',
      },
    )
  }
  process.on('exit', stopNow)
  let stopped = false
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return
      stopped = true
      process.off('exit', stopNow)
      try {
        runAs(user, ctl, ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
