import type { Address, Hex } from 'viem'
import { type Call, CHUNK_GAS_LIMIT, chunkCalls, DEFAULT_GAS_FOR_CHUNKING } from './chunk.ts'
import { CancelledError, type FetchChunkOptions, fetchChunk, type MulticallClient } from './fetchChunk.ts'
import { type CallKey, type MulticallStore, toCallKey } from './store.ts'

export interface FetchOutdatedOptions extends FetchChunkOptions {
  chunkGasLimit?: number
}

/**
 * One round of the updater for a block: takes the store's outdated calls, marks them as being
 * fetched, reads them in chunks through the multicall and stores the results; calls whose read
 * failed are marked as errors, a cancelled fetch is forgotten (the next block asks again).
 * Resolves when every chunk is settled.
 */
export async function fetchOutdatedCalls(
  store: MulticallStore,
  client: MulticallClient,
  multicallAddress: Address,
  blockNumber: bigint,
  options: FetchOutdatedOptions = {},
): Promise<void> {
  const { chunkGasLimit = CHUNK_GAS_LIMIT, ...fetchOptions } = options
  const outdated = store.outdatedCalls(blockNumber)
  if (outdated.length === 0) return
  store.markFetching(store.chainId, blockNumber, outdated)
  const chunks = chunkCalls(outdated, chunkGasLimit, DEFAULT_GAS_FOR_CHUNKING)
  await Promise.all(
    chunks.map((chunk) => fetchAndStore(store, client, multicallAddress, chunk, blockNumber, fetchOptions)),
  )
}

async function fetchAndStore(
  store: MulticallStore,
  client: MulticallClient,
  multicallAddress: Address,
  chunk: Call[],
  blockNumber: bigint,
  options: FetchChunkOptions,
) {
  let fetched: Awaited<ReturnType<typeof fetchChunk>>
  try {
    fetched = await fetchChunk(client, multicallAddress, chunk, blockNumber, options)
  } catch (error) {
    if (error instanceof CancelledError) {
      store.cancelFetching(store.chainId, blockNumber, chunk)
      return
    }
    // fetchChunk throws nothing else; should it, the calls are failed rather than left fetching.
    console.error('Unexpected multicall failure', error)
    store.markErrors(store.chainId, blockNumber, chunk)
    return
  }
  const results: Record<CallKey, Hex | undefined> = {}
  const failed: Call[] = []
  chunk.forEach((call, index) => {
    const result = fetched.results[index]
    if (!result || result.error !== undefined) failed.push(call)
    else results[toCallKey(call)] = result.success ? result.returnData : undefined
  })
  store.updateResults(store.chainId, fetched.blockNumber, results)
  store.markErrors(store.chainId, blockNumber, failed)
}
