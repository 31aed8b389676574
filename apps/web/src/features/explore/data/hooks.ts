import { queryOptions, useQuery } from '@tanstack/react-query'
import { DAY } from '../logic/series'
import { pairPageAsPoolPage } from '../logic/v2'
import { exploreRequest, exploreV2Request, hasV2 } from './client'
import { EXPLORE_POOLS, EXPLORE_TOKENS, POOL_PAGE, TOKEN_ACTIVITY, TOKEN_PAGE } from './queries'
import { poolPageAnswer, poolsAnswer, tokenActivityAnswer, tokenPageAnswer, tokensAnswer } from './schemas'
import { V2_EXPLORE_PAIRS, V2_PAIR_PAGE, V2_PAIRS_ACTIVITY, V2_TOKEN } from './v2Queries'
import { pairPageAnswer, pairsActivityAnswer, pairsAnswer, v2TokenAnswer } from './v2Schemas'

/** The Explore pages poll the indexer this often, as the pool pages do (spec 9: 30 s). */
export const EXPLORE_POLL_MS = 30_000

const nowSeconds = () => Math.floor(Date.now() / 1000)
/**
 * An answer younger than this is not asked again when a page mounts: the route asks for its page's
 * data while the page's chunk loads (routes.tsx), and the page must not send the same queries again.
 */
export const EXPLORE_FRESH_MS = 10_000
const common = {
  refetchInterval: EXPLORE_POLL_MS,
  staleTime: EXPLORE_FRESH_MS,
  retry: 1,
  refetchOnWindowFocus: false,
} as const

/**
 * The v2 part of a page, asked beside the v3 part in the same query (one answer, so the page does not
 * move when v2 data arrives). Where the chain has no v2, or the v2 endpoint fails, the page shows v3
 * alone rather than nothing.
 */
async function v2Part<T>(chainId: number, read: () => Promise<T>): Promise<T | undefined> {
  if (!hasV2(chainId)) return undefined
  try {
    return await read()
  } catch (error) {
    console.warn('[explore] v2 data unavailable:', error)
    return undefined
  }
}

/** Each answer comes with the moment it was asked at (Unix seconds): the charts end there. */
export const exploreTokensQuery = (chainId: number) =>
  queryOptions({
    queryKey: ['explore', 'tokens', chainId],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      const answer = await exploreRequest(
        chainId,
        EXPLORE_TOKENS,
        { since: now - 7 * DAY },
        tokensAnswer,
        signal,
      )
      return { now, answer }
    },
    ...common,
  })

export const useExploreTokens = (chainId: number) => useQuery(exploreTokensQuery(chainId))

export const explorePoolsQuery = (chainId: number) =>
  queryOptions({
    queryKey: ['explore', 'pools', chainId],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      const [answer, pairs] = await Promise.all([
        exploreRequest(chainId, EXPLORE_POOLS, { since: now - 7 * DAY }, poolsAnswer, signal),
        v2Part(chainId, () =>
          exploreV2Request(chainId, V2_EXPLORE_PAIRS, { since: now - 7 * DAY }, pairsAnswer, signal),
        ),
      ])
      return { now, answer, pairs }
    },
    ...common,
  })

export const useExplorePools = (chainId: number) => useQuery(explorePoolsQuery(chainId))

/** Variables shared by the token and pool pages: a week of hours and a year of days. */
function periodVariables(now: number) {
  return { hourSince: now - 7 * DAY, daySince: now - 365 * DAY }
}

export const tokenPageQuery = (chainId: number, token: string) =>
  queryOptions({
    queryKey: ['explore', 'token', chainId, token],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      const [answer, v2] = await Promise.all([
        exploreRequest(
          chainId,
          TOKEN_PAGE,
          { token, tokenId: token, ...periodVariables(now) },
          tokenPageAnswer,
          signal,
        ),
        v2Part(chainId, () => v2Token(chainId, token, now, signal)),
      ])
      return { now, answer, v2 }
    },
    ...common,
  })

export const useTokenPage = (chainId: number, token: string) => useQuery(tokenPageQuery(chainId, token))

export const tokenActivityQuery = (chainId: number, token: string) =>
  queryOptions({
    queryKey: ['explore', 'tokenActivity', chainId, token],
    queryFn: ({ signal }) => exploreRequest(chainId, TOKEN_ACTIVITY, { token }, tokenActivityAnswer, signal),
    ...common,
  })

export const useTokenActivity = (chainId: number, token: string) =>
  useQuery(tokenActivityQuery(chainId, token))

export const poolPageQuery = (chainId: number, pool: string) =>
  queryOptions({
    queryKey: ['explore', 'pool', chainId, pool],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      // The address may be a v3 pool or a v2 pair: both are asked at once, the one that knows it answers.
      const [answer, pair] = await Promise.all([
        exploreRequest(
          chainId,
          POOL_PAGE,
          { pool, poolId: pool, ...periodVariables(now) },
          poolPageAnswer,
          signal,
        ),
        v2Part(chainId, () =>
          exploreV2Request(
            chainId,
            V2_PAIR_PAGE,
            { pair: pool, pairId: pool, ...periodVariables(now) },
            pairPageAnswer,
            signal,
          ),
        ),
      ])
      if (!answer.pool && pair?.pair)
        return { now, answer: { ...pairPageAsPoolPage(pair), _meta: answer._meta }, protocol: 'v2' as const }
      return { now, answer, protocol: 'v3' as const }
    },
    ...common,
  })

export const usePoolPage = (chainId: number, pool: string) => useQuery(poolPageQuery(chainId, pool))

/** A token's v2 side: its totals and pairs, then its pairs' recent swaps and last day of hours. */
async function v2Token(chainId: number, token: string, now: number, signal: AbortSignal) {
  const answer = await exploreV2Request(chainId, V2_TOKEN, { token, tokenId: token }, v2TokenAnswer, signal)
  const pairs = [...answer.asToken0, ...answer.asToken1].map((pair) => pair.id)
  const activity =
    pairs.length === 0
      ? { swaps: [], pairHourDatas: [] }
      : await exploreV2Request(
          chainId,
          V2_PAIRS_ACTIVITY,
          { pairs, since: now - DAY },
          pairsActivityAnswer,
          signal,
        )
  return { token: answer, activity }
}
