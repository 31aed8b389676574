import { type Account, type Address, stringToHex, zeroAddress } from 'viem'
import { type ArtifactName, linkBytecode, loadArtifact } from './artifacts.ts'
import {
  ARBITRUM_CONTRACTS,
  ARBITRUM_ONE,
  type CoreContracts,
  type DevnetChainId,
  MAINNET_CONTRACTS,
  OPTIMISM,
  OPTIMISM_CONTRACTS,
} from './canonical.ts'
import type { DevnetClient } from './client.ts'
import { Multicall3 } from './generated/contracts.ts'
import { placeContract } from './place.ts'
import { receiptOf } from './seed/tx.ts'

export function coreContractsOf(chainId: DevnetChainId): CoreContracts {
  if (chainId === ARBITRUM_ONE) return ARBITRUM_CONTRACTS
  if (chainId === OPTIMISM) return OPTIMISM_CONTRACTS
  return MAINNET_CONTRACTS
}

export async function placeArtifact(
  client: DevnetClient,
  deployer: Account,
  name: ArtifactName,
  at: Address,
  args: readonly unknown[] = [],
  libraries: Record<string, Address> = {},
) {
  const artifact = loadArtifact(name)
  return placeContract(client, deployer, {
    abi: artifact.abi,
    bytecode: linkBytecode(artifact, libraries),
    args,
    at,
  })
}

/**
 * The v3 contracts every chain of the replica has, each given the canonical addresses of the
 * contracts it points to (immutables live in the code). `v2Factory` is the zero address where v2
 * does not exist (layer 2).
 */
export async function deployV3(
  client: DevnetClient,
  deployer: Account,
  chainId: DevnetChainId,
  v2Factory: Address,
) {
  const c = coreContractsOf(chainId)
  await placeArtifact(client, deployer, 'WETH9', c.WETH9)
  await placeArtifact(client, deployer, 'UniswapV3Factory', c.UniswapV3Factory)
  await placeArtifact(client, deployer, 'NFTDescriptor', c.NFTDescriptor)
  await placeArtifact(
    client,
    deployer,
    'NonfungibleTokenPositionDescriptor',
    c.NonfungibleTokenPositionDescriptor,
    [c.WETH9, stringToHex('ETH', { size: 32 })],
    { NFTDescriptor: c.NFTDescriptor },
  )
  await placeArtifact(client, deployer, 'NonfungiblePositionManager', c.NonfungiblePositionManager, [
    c.UniswapV3Factory,
    c.WETH9,
    c.NonfungibleTokenPositionDescriptor,
  ])
  await placeArtifact(client, deployer, 'SwapRouter02', c.SwapRouter02, [
    v2Factory,
    c.UniswapV3Factory,
    c.NonfungiblePositionManager,
    c.WETH9,
  ])
  await placeArtifact(client, deployer, 'QuoterV2', c.QuoterV2, [c.UniswapV3Factory, c.WETH9])
  await placeArtifact(client, deployer, 'Quoter', c.Quoter, [c.UniswapV3Factory, c.WETH9])
  await placeArtifact(client, deployer, 'TickLens', c.TickLens)
  await placeArtifact(client, deployer, 'UniswapInterfaceMulticall', c.UniswapInterfaceMulticall)
  await placeContract(client, deployer, { ...Multicall3, at: c.Multicall3 })
  await placeArtifact(client, deployer, 'V3Migrator', c.V3Migrator, [
    c.UniswapV3Factory,
    c.WETH9,
    c.NonfungiblePositionManager,
  ])
  // The 0.01% tier exists on every network today; the factory's owner (our deployer) turns it on.
  const factory = loadArtifact('UniswapV3Factory')
  const hash = await client.writeContract({
    account: deployer,
    chain: client.chain,
    address: c.UniswapV3Factory,
    abi: factory.abi,
    functionName: 'enableFeeAmount',
    args: [100, 1],
  })
  await receiptOf(client, hash)
}

export async function deployV2(client: DevnetClient, deployer: Account) {
  const c = MAINNET_CONTRACTS
  await placeArtifact(client, deployer, 'UniswapV2Factory', c.UniswapV2Factory, [deployer.address])
  await placeArtifact(client, deployer, 'UniswapV2Router02', c.UniswapV2Router02, [
    c.UniswapV2Factory,
    c.WETH9,
  ])
}

export { zeroAddress }
