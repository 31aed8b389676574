import { type Address, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AddressBook } from '../src/build.ts'
import { ARBITRUM_ONE, MAINNET } from '../src/canonical.ts'
import { DEV_ACCOUNTS, type DevnetClient, devnetClient } from '../src/client.ts'
import { type Devnet, startDevnet } from '../src/devnet.ts'

/** The devnet of the devnet-*.test.ts files, started from the snapshot once a file, and what they read of it. */

export let devnet: Devnet
export let l1: DevnetClient
export let l2: DevnetClient
export let book: AddressBook
export let arbitrumBook: AddressBook
export const [account0, account1, account2, , , account5] = DEV_ACCOUNTS as [
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
]

/** Starts the devnet before the file's tests and stops it after them. */
export function onDevnet() {
  beforeAll(async () => {
    devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
    l1 = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
    l2 = devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url)
    book = devnet.chains[MAINNET]!.addressBook
    arbitrumBook = devnet.chains[ARBITRUM_ONE]!.addressBook
  })

  afterAll(async () => {
    await devnet?.stop()
  })
}

export async function mined(client: DevnetClient, hash: Hex) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

export const balanceOf = (client: DevnetClient, token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
