/**
 * Compiles every Solidity file in `packages/devnet/contracts` with the bundled solc-js compiler and writes
 * `src/generated/contracts.ts` (ABI + creation bytecode of every deployable contract).
 *
 * Run with `npm run compile --workspace @exchange/devnet` or `node --import tsx packages/devnet/src/compile.ts`.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
// solc-js ships no types; this is the part of its API we use.
const solc = require('solc') as {
  version(): string
  compile(
    input: string,
    callbacks?: { import: (path: string) => { contents: string } | { error: string } },
  ): string
}

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const CONTRACTS_DIR = join(packageDir, 'contracts')
export const GENERATED_FILE = join(packageDir, 'src', 'generated', 'contracts.ts')

export interface CompiledContract {
  name: string
  sourceFile: string
  abi: unknown[]
  bytecode: `0x${string}`
}

export interface CompileResult {
  contracts: CompiledContract[]
  sourcesHash: string
  solcVersion: string
  /** Compiler warnings, formatted. */
  warnings: string[]
}

interface SolcError {
  severity: 'error' | 'warning' | 'info'
  type: string
  formattedMessage?: string
  message: string
}

interface AstNode {
  nodeType: string
  name?: string
  contractKind?: 'contract' | 'interface' | 'library'
  abstract?: boolean
  nodes?: AstNode[]
}

interface SolcOutput {
  errors?: SolcError[]
  sources?: Record<string, { ast: AstNode }>
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

/** The `.sol` files of the contracts folder, sorted by name, with their contents. */
export function readSources(dir = CONTRACTS_DIR): { file: string; content: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => ({ file, content: readFileSync(join(dir, file), 'utf8') }))
}

/** sha256 of the concatenated sources, in file-name order: tells whether the generated file is stale. */
export function hashSources(sources: { content: string }[]): string {
  const hash = createHash('sha256')
  for (const source of sources) hash.update(source.content)
  return hash.digest('hex')
}

/** Resolves `@openzeppelin/...` (and any other package path) from node_modules. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    if (path.startsWith('.') || path.startsWith('/')) return { error: `unexpected unresolved import ${path}` }
    const [scopeOrName = '', maybeName = ''] = path.split('/')
    const packageName = scopeOrName.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName
    const packageRoot = dirname(require.resolve(`${packageName}/package.json`))
    return { contents: readFileSync(join(packageRoot, path.slice(packageName.length + 1)), 'utf8') }
  } catch (error) {
    return { error: `cannot resolve ${path}: ${(error as Error).message}` }
  }
}

export function compileContracts(dir = CONTRACTS_DIR): CompileResult {
  const sources = readSources(dir)
  if (sources.length === 0) throw new Error(`no .sol files in ${dir}`)
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(sources.map(({ file, content }) => [`contracts/${file}`, { content }])),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'], '': ['ast'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const problems = output.errors ?? []
  const errors = problems.filter((problem) => problem.severity === 'error')
  if (errors.length > 0) {
    const text = errors.map((error) => error.formattedMessage ?? error.message).join('\n')
    throw new Error(`Solidity compilation failed with ${errors.length} error(s):\n${text}`)
  }
  const warnings = problems
    .filter((problem) => problem.severity === 'warning')
    .map((problem) => problem.formattedMessage ?? problem.message)

  const contracts: CompiledContract[] = []
  for (const { file } of sources) {
    const sourceName = `contracts/${file}`
    const ast = output.sources?.[sourceName]?.ast
    if (!ast) throw new Error(`solc returned no AST for ${sourceName}`)
    for (const node of ast.nodes ?? []) {
      const deployable = node.nodeType === 'ContractDefinition' && node.contractKind === 'contract'
      if (!deployable || node.abstract) continue
      const name = node.name ?? ''
      const compiled = output.contracts?.[sourceName]?.[name]
      const bytecode = compiled?.evm.bytecode.object
      if (!compiled || !bytecode) throw new Error(`solc returned no bytecode for ${sourceName}:${name}`)
      if (contracts.some((contract) => contract.name === name))
        throw new Error(`two contracts are named ${name}; generated exports must be unique`)
      contracts.push({ name, sourceFile: file, abi: compiled.abi, bytecode: `0x${bytecode}` })
    }
  }
  contracts.sort((a, b) => a.name.localeCompare(b.name))
  return { contracts, sourcesHash: hashSources(sources), solcVersion: solc.version(), warnings }
}

const INDENT = '  '
const LINE_WIDTH = 110

/** JSON-like TypeScript literal: single-quoted strings, unquoted identifier keys, trailing commas. */
function toTs(value: unknown, indent: string, prefixWidth: number): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const inner = indent + INDENT
  const isArray = Array.isArray(value)
  const entries = isArray
    ? value.map((item) => toTs(item, inner, inner.length))
    : Object.entries(value).map(([key, item]) => {
        const printedKey = /^[A-Za-z_$][\w$]*$/.test(key) ? key : toTs(key, '', 0)
        return `${printedKey}: ${toTs(item, inner, inner.length + printedKey.length + 2)}`
      })
  const [open, close] = isArray ? ['[', ']'] : ['{', '}']
  if (entries.length === 0) return `${open}${close}`
  const pad = isArray ? '' : ' '
  const flat = `${open}${pad}${entries.join(', ')}${pad}${close}`
  if (!flat.includes('\n') && prefixWidth + flat.length + 1 <= LINE_WIDTH) return flat
  return `${open}\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}${close}`
}

export function renderGenerated(result: CompileResult): string {
  const lines = [
    '// Generated by `npm run compile --workspace @exchange/devnet` (packages/devnet/src/compile.ts)',
    `// from packages/devnet/contracts/*.sol with solc ${result.solcVersion}, optimizer 200 runs, evm cancun.`,
    '// Do not edit by hand: change the Solidity sources and run the compile script again.',
    '',
    `export const CONTRACT_SOURCES_HASH = '${result.sourcesHash}'`,
  ]
  for (const contract of result.contracts) {
    lines.push(
      '',
      `/** ${contract.name} from contracts/${contract.sourceFile} */`,
      `export const ${contract.name} = {`,
      `${INDENT}abi: ${toTs(contract.abi, INDENT, LINE_WIDTH)} as const,`,
      `${INDENT}bytecode:`,
      `${INDENT}${INDENT}'${contract.bytecode}' as const,`,
      '}',
    )
  }
  return `${lines.join('\n')}\n`
}

export function writeGenerated(result: CompileResult, file = GENERATED_FILE): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, renderGenerated(result))
}

function main(): void {
  const started = performance.now()
  const result = compileContracts()
  writeGenerated(result)
  for (const warning of result.warnings) console.warn(warning)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const names = result.contracts.map((contract) => contract.name).join(', ')
  console.log(`compiled ${names} with solc ${result.solcVersion} in ${seconds} s`)
  console.log(`wrote ${relative(process.cwd(), GENERATED_FILE)} (sources ${result.sourcesHash.slice(0, 12)})`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}
