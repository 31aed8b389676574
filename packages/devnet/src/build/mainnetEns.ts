import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Account, Address } from 'viem'
import { MAINNET_CONTRACTS } from '../canonical.ts'
import { DEPLOYER, DEV_ACCOUNTS, type DevnetClient } from '../client.ts'
import { ENS_TOKEN_LIST_FILE, ENS_TOKEN_LIST_NAME, LISTS_DIR, listContenthash } from '../listContent.ts'
import { placeEns, registerContenthashName, registerName } from '../seed/ens.ts'

/** A small generated avatar, so the replica's ENS avatar renders without a network. */
const BOB_AVATAR = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2172E5"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="16" rx="8" fill="#fff"/></svg>',
).toString('base64')}`

/** Mainnet's ENS: the registry, alice.eth and bob.eth for accounts 0 and 1, and a token list's name. */
export async function seedMainnetEns(client: DevnetClient, account0: Account): Promise<Record<string, Address>> {
  await placeEns(client, DEPLOYER)
  const ens: Record<string, Address> = {}
  const names = [
    {
      name: 'alice.eth',
      owner: account0,
      avatar: `eip155:1/erc721:${MAINNET_CONTRACTS.NonfungiblePositionManager}/1`,
    },
    { name: 'bob.eth', owner: DEV_ACCOUNTS[1]!, avatar: BOB_AVATAR },
  ]
  for (const plan of names) {
    await registerName(client, DEPLOYER, plan)
    ens[plan.name] = plan.owner.address
  }
  // A token list behind an ENS name, served as IPFS content by the list server. Kept by the deployer, who
  // registers the other names, so that no development account gains a name or a transaction.
  await registerContenthashName(client, DEPLOYER, {
    name: ENS_TOKEN_LIST_NAME,
    contenthash: listContenthash(readFileSync(join(LISTS_DIR, ENS_TOKEN_LIST_FILE))),
  })
  return ens
}
