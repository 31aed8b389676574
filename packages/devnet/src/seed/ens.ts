import { type Account, type Address, type Hex, labelhash, namehash, parseAbi, zeroHash } from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { MAINNET_CONTRACTS } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { placeArtifact } from '../deploy.ts'
import { send } from './tx.ts'

const C = MAINNET_CONTRACTS
const registryAbi = () => loadArtifact('ENSRegistry').abi
const resolverAbi = () => loadArtifact('PublicResolver').abi
const reverseAbi = parseAbi(['function setName(string name) returns (bytes32)'])

/** The ENS registry, the public resolver and the reverse registrar (addr.reverse) at their mainnet addresses. */
export async function placeEns(client: DevnetClient, deployer: Account) {
  await placeArtifact(client, deployer, 'ENSRegistry', C.ENSRegistry)
  await placeArtifact(client, deployer, 'PublicResolver', C.PublicResolver, [C.ENSRegistry])
  await placeArtifact(client, deployer, 'ReverseRegistrar', C.ReverseRegistrar, [
    C.ENSRegistry,
    C.PublicResolver,
  ])
  const registry = { address: C.ENSRegistry, abi: registryAbi() } as const
  await send(client, deployer, {
    ...registry,
    functionName: 'setSubnodeOwner',
    args: [zeroHash, labelhash('eth'), deployer.address],
  })
  await send(client, deployer, {
    ...registry,
    functionName: 'setSubnodeOwner',
    args: [zeroHash, labelhash('reverse'), deployer.address],
  })
  await send(client, deployer, {
    ...registry,
    functionName: 'setSubnodeOwner',
    args: [namehash('reverse'), labelhash('addr'), C.ReverseRegistrar],
  })
}

export interface EnsNamePlan {
  /** A second-level .eth name, e.g. `alice.eth`. */
  name: string
  owner: Account
  avatar?: string
}

/** Registers `name` to `owner` with an address record, an avatar text record and the reverse record. */
export async function registerName(client: DevnetClient, deployer: Account, plan: EnsNamePlan) {
  const [label, tld] = plan.name.split('.')
  if (!label || tld !== 'eth') throw new Error(`only .eth second-level names are seeded, not ${plan.name}`)
  const node = namehash(plan.name)
  const registry = { address: C.ENSRegistry, abi: registryAbi() } as const
  const resolver = { address: C.PublicResolver, abi: resolverAbi() } as const
  await send(client, deployer, {
    ...registry,
    functionName: 'setSubnodeRecord',
    args: [namehash('eth'), labelhash(label), deployer.address, C.PublicResolver, 0n],
  })
  await send(client, deployer, { ...resolver, functionName: 'setAddr', args: [node, plan.owner.address] })
  if (plan.avatar)
    await send(client, deployer, {
      ...resolver,
      functionName: 'setText',
      args: [node, 'avatar', plan.avatar],
    })
  await send(client, deployer, { ...registry, functionName: 'setOwner', args: [node, plan.owner.address] })
  await send(client, plan.owner, {
    address: C.ReverseRegistrar,
    abi: reverseAbi,
    functionName: 'setName',
    args: [plan.name],
  })
}

export const reverseNode = (address: Address) => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)

/**
 * Registers `name` to `owner` with the public resolver and an EIP-1577 content hash, and nothing else: no
 * address or reverse record, so that no account's name changes. The owner signs every step.
 */
export async function registerContenthashName(
  client: DevnetClient,
  owner: Account,
  plan: { name: string; contenthash: Hex },
) {
  const [label, tld] = plan.name.split('.')
  if (!label || tld !== 'eth') throw new Error(`only .eth second-level names are seeded, not ${plan.name}`)
  await send(client, owner, {
    address: C.ENSRegistry,
    abi: registryAbi(),
    functionName: 'setSubnodeRecord',
    args: [namehash('eth'), labelhash(label), owner.address, C.PublicResolver, 0n],
  })
  await send(client, owner, {
    address: C.PublicResolver,
    abi: resolverAbi(),
    functionName: 'setContenthash',
    args: [namehash(plan.name), plan.contenthash],
  })
}
