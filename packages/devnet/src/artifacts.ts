import { createRequire } from 'node:module'
import type { Abi, Address, Hex } from 'viem'

const require = createRequire(import.meta.url)

/** A contract ready to deploy: its ABI, creation code and the library slots to fill in. */
export interface Artifact {
  name: string
  abi: Abi
  bytecode: Hex
  /** Library name to byte offsets (in the creation code, without 0x) of 20-byte placeholders. */
  links: Record<string, number[]>
}

/** The published artifacts the replica deploys, by the package path inside node_modules. */
const SOURCES = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  NFTDescriptor: '@uniswap/v3-periphery/artifacts/contracts/libraries/NFTDescriptor.sol/NFTDescriptor.json',
  NonfungibleTokenPositionDescriptor:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json',
  NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  SwapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
  QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  Quoter: '@uniswap/v3-periphery/artifacts/contracts/lens/Quoter.sol/Quoter.json',
  TickLens: '@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json',
  UniswapInterfaceMulticall:
    '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
  V3Migrator: '@uniswap/v3-periphery/artifacts/contracts/V3Migrator.sol/V3Migrator.json',
  Uni: '@uniswap/governance/build/Uni.json',
  Timelock: '@uniswap/governance/build/Timelock.json',
  MerkleDistributor: '@uniswap/merkle-distributor/build/MerkleDistributor.json',
  StakingRewards: '@uniswap/liquidity-staker/build/StakingRewards.json',
  ENSRegistry: '@ensdomains/ens/build/contracts/ENSRegistry.json',
  ReverseRegistrar: '@ensdomains/ens/build/contracts/ReverseRegistrar.json',
  PublicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
} as const

export type ArtifactName = keyof typeof SOURCES

/** The npm packages whose artifacts the replica is built from (their versions go into the snapshot hash). */
export const ARTIFACT_PACKAGES = [
  ...new Set(
    Object.values(SOURCES).map((path) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  ),
].sort()

interface RawArtifact {
  abi: Abi
  /** Hardhat and Truffle: 0x-prefixed string; Waffle: without 0x. */
  bytecode: string | { object: string }
  evm?: { bytecode?: { object?: string } }
  linkReferences?: Record<string, Record<string, { start: number; length: number }[]>>
}

const cache = new Map<ArtifactName, Artifact>()

export function loadArtifact(name: ArtifactName): Artifact {
  const cached = cache.get(name)
  if (cached) return cached
  const raw = require(SOURCES[name]) as RawArtifact
  const code =
    typeof raw.bytecode === 'string' ? raw.bytecode : (raw.bytecode.object ?? raw.evm?.bytecode?.object)
  if (!code) throw new Error(`artifact ${name} has no bytecode`)
  const links: Record<string, number[]> = {}
  for (const libraries of Object.values(raw.linkReferences ?? {})) {
    for (const [library, references] of Object.entries(libraries)) {
      links[library] = references.map((reference) => reference.start)
    }
  }
  const artifact: Artifact = {
    name,
    abi: raw.abi,
    bytecode: (code.startsWith('0x') ? code : `0x${code}`) as Hex,
    links,
  }
  cache.set(name, artifact)
  return artifact
}

/** Writes library addresses into the creation code at the artifact's link offsets (viem has no linker). */
export function linkBytecode(artifact: Artifact, libraries: Record<string, Address>): Hex {
  let code = artifact.bytecode.slice(2)
  for (const [library, offsets] of Object.entries(artifact.links)) {
    const address = libraries[library]
    if (!address) throw new Error(`${artifact.name} needs library ${library}`)
    for (const offset of offsets) {
      code = code.slice(0, offset * 2) + address.slice(2).toLowerCase() + code.slice(offset * 2 + 40)
    }
  }
  if (/__\$[0-9a-f]{34}\$__/.test(code)) throw new Error(`${artifact.name} has unlinked libraries`)
  return `0x${code}`
}
