import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { expect, it } from 'vitest'

/**
 * Issue 41: one module sends transactions. dependency-cruiser sees modules, not the names imported
 * from them, so this test looks for the send functions of wagmi and viem imported by name in the
 * features (which reach the chain through useTransactionFlow). The Devnet account's provider in
 * features/wallet is a wallet itself: it broadcasts what it signed, with EIP-1193 requests.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const FEATURES = join(ROOT, 'apps', 'web', 'src', 'features')
const SEND_NAMES =
  /\b(sendTransaction|sendRawTransaction|writeContract|useSendTransaction|useWriteContract|sendCalls|useSendCalls|sendTransactionSync)\b/
const IMPORT =
  /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(wagmi|wagmi\/actions|@wagmi\/core|viem|viem\/actions)'/g

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The send functions a source imports from wagmi or viem, as `path: name from module`. */
export function sendImports(path: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].flatMap(([, names = '', module]) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => SEND_NAMES.test(name))
      .map((name) => `${relative(ROOT, path).split(sep).join('/')}: ${name} from ${module}`),
  )
}

it('finds a send function imported by name', () => {
  expect(sendImports('a.ts', "import { useAccount, useSendTransaction } from 'wagmi'")).toHaveLength(1)
  expect(sendImports('a.ts', "import { call, sendTransaction as send } from 'viem/actions'")).toHaveLength(1)
  expect(sendImports('a.ts', "import {\n  writeContract,\n} from 'wagmi/actions'")).toHaveLength(1)
  expect(sendImports('a.ts', "import { estimateGas, getTransactionCount } from 'viem/actions'")).toEqual([])
})

it('leaves sending to the one send action: no feature imports a send function of wagmi or viem', () => {
  const found = sources(FEATURES).flatMap((path) => sendImports(path, readFileSync(path, 'utf8')))
  expect(found).toEqual([])
})
