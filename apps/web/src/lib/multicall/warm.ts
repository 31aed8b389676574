import type { Address, Hex } from 'viem'
import type { Call } from './chunk.ts'
import { callMulticall, type MulticallClient } from './fetchChunk.ts'
import { type CallKey, type MulticallStore, toCallKey } from './store.ts'

/** Answers read at one block: call data, or undefined for a call that reverted. */
export interface WarmedCalls {
  blockNumber: bigint
  results: Record<CallKey, Hex | undefined>
}

/**
 * Reads `calls` at the latest block before anything listens to them (the app's entry, for the page its
 * URL opens: main.tsx), so that they travel beside the first block's request instead of after the page
 * has rendered, heard of that block and debounced its listeners. The results are stored at the block
 * the multicall contract reports, exactly as the updater stores its own: a newer block makes them
 * outdated and the updater reads them again. A read that fails stores nothing (the updater reads those
 * calls as it would have anyway); never rejects. Resolves to what it stored (the server's first render
 * sends that to the browser: app/prerender.tsx), undefined when it stored nothing.
 */
export async function warmCalls(
  store: MulticallStore,
  client: MulticallClient,
  multicallAddress: Address,
  calls: readonly Call[],
): Promise<WarmedCalls | undefined> {
  if (calls.length === 0) return undefined
  let answer: Awaited<ReturnType<typeof callMulticall>>
  try {
    answer = await callMulticall(client, multicallAddress, calls, undefined)
  } catch {
    return undefined
  }
  const results: Record<CallKey, Hex | undefined> = {}
  calls.forEach((call, index) => {
    const result = answer.results[index]
    if (result) results[toCallKey(call)] = result.success ? result.returnData : undefined
  })
  store.updateResults(store.chainId, answer.blockNumber, results)
  return { blockNumber: answer.blockNumber, results }
}
