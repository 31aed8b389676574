import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { z } from 'zod'
import type { CallKey, MulticallStore } from '../lib/multicall'

/**
 * What the server read for a page it rendered with its data (app/prerender.tsx, server/firstRender.ts): the
 * chain reads the markup shows, at one block, and the remote queries' answers. The browser puts them in
 * its stores before it hydrates, so that its first render is the server's markup.
 */
export interface FirstChainData {
  chainId: number
  /** Decimal: JSON has no bigint. */
  blockNumber: string
  /** Call data per call key; null for a call that reverted. */
  results: Record<CallKey, Hex | null>
  queries: DehydratedState
}

/** The element the server writes the data into: a JSON data block, which no browser runs as script. */
export const FIRST_DATA_ELEMENT_ID = 'first-chain-data'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>

const firstChainDataSchema = z.object({
  chainId: z.number().int().positive(),
  blockNumber: z.string().regex(/^\d{1,30}$/),
  results: z.record(z.string(), hex.nullable()),
  // The answers are the app's own queries', checked where they are used; here only the envelope.
  queries: z.object({
    mutations: z.array(z.unknown()),
    queries: z.array(
      z
        .object({ queryKey: z.array(z.unknown()), queryHash: z.string(), state: z.object({}).passthrough() })
        .passthrough(),
    ),
  }),
})

/**
 * The data block's contents, or undefined when there is none or it is not of this shape (the page is
 * then rendered in the browser from nothing, as without the server's data).
 */
export function parseFirstChainData(text: string | null | undefined): FirstChainData | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = firstChainDataSchema.safeParse(value)
  return parsed.success ? (parsed.data as unknown as FirstChainData) : undefined
}

/** Puts the server's reads into the chain's multicall store and its queries into the query client. */
export function seedFirstChainData(
  data: FirstChainData,
  store: MulticallStore,
  queryClient: QueryClient,
): void {
  const results: Record<CallKey, Hex | undefined> = {}
  for (const [key, value] of Object.entries(data.results)) results[key] = value ?? undefined
  store.updateResults(data.chainId, BigInt(data.blockNumber), results)
  hydrate(queryClient, data.queries)
}

/** The server's reads as the data block carries them (reverted calls as null: JSON drops undefined). */
export function firstChainData(
  chainId: number,
  blockNumber: bigint,
  results: Readonly<Record<CallKey, Hex | undefined>>,
  queries: DehydratedState,
): FirstChainData {
  return {
    chainId,
    blockNumber: blockNumber.toString(),
    results: Object.fromEntries(Object.entries(results).map(([key, value]) => [key, value ?? null])),
    queries,
  }
}
