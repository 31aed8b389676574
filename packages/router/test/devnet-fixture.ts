import { type Devnet, devnetClient, MAINNET, startDevnet } from '@exchange/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { routingConfig } from '../src/chains.ts'
import { candidatePools, readFeeTiers, readPoolStates } from '../src/loader.ts'
import type { PoolState } from '../src/types.ts'

/**
 * The devnet of the router's devnet-*.test.ts files, started from the snapshot once a file, with the
 * mainnet replica's pool states as the loader reads them at its latest block.
 */

export let devnet: Devnet
export let client: ReturnType<typeof devnetClient>
export let pools: PoolState[]
const config = routingConfig(MAINNET)!

/** Starts the devnet and reads its pools before the file's tests; stops it after them. */
export function onDevnet() {
  beforeAll(async () => {
    devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
    client = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
    const blockNumber = await client.getBlockNumber()
    const tiers = await readFeeTiers(client, config, blockNumber)
    const book = devnet.chains[MAINNET]!.addressBook
    const tokens = Object.values(book.tokens).map((token) => token.address as Address)
    pools = await readPoolStates(
      client,
      config,
      candidatePools(config, tokens, [...tiers.keys()]),
      blockNumber,
      tiers,
    )
  })

  afterAll(async () => {
    await devnet?.stop()
  })
}
