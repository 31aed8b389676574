import type { TokenInfo, TokenList } from '@uniswap/token-lists'
import { z } from 'zod'

/**
 * A token of a stored list. The list passed the Token Lists schema when it was fetched, but storage may
 * hold anything since (another version, another tab, a hand edit): each token is checked again in the
 * shape the app relies on, and one that fails is dropped alone. Decimals up to 255 are a valid uint8 here;
 * the token map refuses those the SDK cannot represent, and says so.
 */
const storedToken = z
  .object({
    chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().min(0).max(255),
    logoURI: z.string().optional(),
    tags: z.array(z.string()).optional(),
  })
  .passthrough()

const storedListShape = z
  .object({
    name: z.string(),
    timestamp: z.string(),
    version: z.object({ major: z.number().int(), minor: z.number().int(), patch: z.number().int() }),
    tokens: z.array(z.unknown()),
    tags: z.record(z.object({ name: z.string(), description: z.string() })).optional(),
  })
  .passthrough()

/**
 * A stored list with only its valid tokens, and how many were dropped; null when it is not shaped like a
 * list at all (it is fetched again).
 */
export function parseStoredList(value: unknown): { list: TokenList; dropped: number } | null {
  const shape = storedListShape.safeParse(value)
  if (!shape.success) return null
  const tokens: TokenInfo[] = []
  for (const token of shape.data.tokens) {
    const parsed = storedToken.safeParse(token)
    if (parsed.success) tokens.push(parsed.data as TokenInfo)
  }
  return {
    list: { ...shape.data, tokens } as TokenList,
    dropped: shape.data.tokens.length - tokens.length,
  }
}
