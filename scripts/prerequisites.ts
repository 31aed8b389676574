import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * What `npm test` needs from the machine beyond npm packages: Debian's Chromium for the browser tests
 * (no test tool may download a browser of its own). Installed when missing and the user may (root with
 * apt-get, as on CI); otherwise the run stops at once with the one command to run.
 */
export interface MachinePackage {
  /** What is missing, in words. */
  what: string
  /** Where it is found once installed. */
  path: string
  /** The Debian package that brings it. */
  debianPackage: string
}

export const CHROMIUM: MachinePackage = {
  what: "Debian's Chromium (the browser tests drive it)",
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
}

export type PrerequisiteAction =
  | { kind: 'present' }
  | { kind: 'install'; command: string[] }
  | { kind: 'stop'; message: string }

/** The decision alone, for a machine described by what it has: pure, so the test can walk every case. */
export function prerequisiteAction(
  pkg: MachinePackage,
  machine: { present: boolean; isRoot: boolean; hasAptGet: boolean },
): PrerequisiteAction {
  if (machine.present) return { kind: 'present' }
  const install = `apt-get install -y ${pkg.debianPackage}`
  if (machine.isRoot && machine.hasAptGet)
    return { kind: 'install', command: ['apt-get', 'install', '-y', '-q', pkg.debianPackage] }
  return {
    kind: 'stop',
    message: machine.hasAptGet
      ? `${pkg.what} is missing at ${pkg.path}. Install it with: sudo ${install}`
      : `${pkg.what} is missing at ${pkg.path}, and this machine has no apt-get: install Chromium and set CHROMIUM_PATH to its binary.`,
  }
}

const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/** Makes sure `pkg` is on this machine; false (with the reason printed) when the run must stop. */
export function ensureMachinePackage(pkg: MachinePackage): boolean {
  const action = prerequisiteAction(pkg, {
    present: existsSync(pkg.path),
    isRoot: process.getuid?.() === 0,
    hasAptGet: hasCommand('apt-get'),
  })
  if (action.kind === 'present') return true
  if (action.kind === 'stop') {
    console.error(`✘ ${action.message}`)
    return false
  }
  console.log(`▶ ${pkg.what} is missing: ${action.command.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
  const installed = spawnSync(action.command[0] as string, action.command.slice(1), { stdio: 'inherit', env })
  if (installed.status === 0 && existsSync(pkg.path)) return true
  console.error(
    `✘ Installing ${pkg.debianPackage} failed; install it by hand: apt-get install -y ${pkg.debianPackage}`,
  )
  return false
}
