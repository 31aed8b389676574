import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  documentedNodeRange,
  engineConflicts,
  type Lockfile,
  lowestVersion,
  nodeVersionProblem,
  readLockfile,
} from './engines.ts'

const lock = (packages: Lockfile['packages']): Lockfile => ({ packages })

describe('engineConflicts', () => {
  it('names a package whose engines exclude the Node version, and only those', () => {
    const conflicts = engineConflicts(
      lock({
        '': { engines: { node: '>=99' } },
        'node_modules/@whatwg-node/disposablestack': { version: '0.1.0', engines: { node: '>=22.15.0' } },
        'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/glob': { version: '11.1.0', engines: { node: '20 || >=22' } },
        'node_modules/old': { version: '1.0.0', engines: ['node >= 0.4'] },
        'node_modules/browser-only': { version: '1.0.0', engines: { firefox: '>=100' } },
      }),
      '20.19.0',
    )
    expect(conflicts).toEqual([
      { path: 'node_modules/@whatwg-node/disposablestack', version: '0.1.0', node: '>=22.15.0' },
    ])
  })

  it('accepts what the range accepts', () => {
    const packages = lock({ 'node_modules/a': { version: '1.0.0', engines: { node: '>=22.15.0' } } })
    expect(engineConflicts(packages, '22.15.0')).toEqual([])
    expect(engineConflicts(packages, '22.14.9')).toHaveLength(1)
  })
})

describe('nodeVersionProblem', () => {
  it('says which Node to install when the running one is too old, and nothing otherwise', () => {
    expect(nodeVersionProblem('>=20.19', '20.19.0')).toBeUndefined()
    expect(nodeVersionProblem('>=20.19', '22.1.0')).toBeUndefined()
    expect(nodeVersionProblem('>=20.19', '20.18.3')).toBe(
      'This project needs Node.js >=20.19 (package.json "engines"); this is Node.js 20.18.3. Install Node.js 20.19.0 or newer, then run npm ci.',
    )
  })
})

describe('the lockfile', () => {
  const range = documentedNodeRange()

  it('holds no package whose engines exclude the documented Node (npm install prints no EBADENGINE)', () => {
    expect(engineConflicts(readLockfile(), lowestVersion(range))).toEqual([])
  })

  it('holds none that excludes the Node running the tests either', () => {
    expect(engineConflicts(readLockfile(), process.versions.node)).toEqual([])
  })

  it('the README documents the same Node as package.json', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8')
    const [major, minor] = lowestVersion(range).split('.')
    expect(readme).toContain(`Node.js ${major}.${minor} or newer`)
  })
})
