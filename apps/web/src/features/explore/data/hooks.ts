import { useQuery } from '@tanstack/react-query'
import { DAY } from '../logic/series'
import { exploreRequest } from './client'
import { EXPLORE_POOLS, EXPLORE_TOKENS, POOL_PAGE, TOKEN_ACTIVITY, TOKEN_PAGE } from './queries'
import { poolPageAnswer, poolsAnswer, tokenActivityAnswer, tokenPageAnswer, tokensAnswer } from './schemas'

/** The Explore pages poll the indexer this often, as the pool pages do (spec 9: 30 s). */
export const EXPLORE_POLL_MS = 30_000

const nowSeconds = () => Math.floor(Date.now() / 1000)
const common = { refetchInterval: EXPLORE_POLL_MS, retry: 1, refetchOnWindowFocus: false } as const

/** Each answer comes with the moment it was asked at (Unix seconds): the charts end there. */
export function useExploreTokens(chainId: number) {
  return useQuery({
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
}

export function useExplorePools(chainId: number) {
  return useQuery({
    queryKey: ['explore', 'pools', chainId],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      const answer = await exploreRequest(
        chainId,
        EXPLORE_POOLS,
        { since: now - 7 * DAY },
        poolsAnswer,
        signal,
      )
      return { now, answer }
    },
    ...common,
  })
}

/** Variables shared by the token and pool pages: a week of hours and a year of days. */
function periodVariables(now: number) {
  return { hourSince: now - 7 * DAY, daySince: now - 365 * DAY }
}

export function useTokenPage(chainId: number, token: string) {
  return useQuery({
    queryKey: ['explore', 'token', chainId, token],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      const answer = await exploreRequest(
        chainId,
        TOKEN_PAGE,
        { token, tokenId: token, ...periodVariables(now) },
        tokenPageAnswer,
        signal,
      )
      return { now, answer }
    },
    ...common,
  })
}

export function useTokenActivity(chainId: number, token: string) {
  return useQuery({
    queryKey: ['explore', 'tokenActivity', chainId, token],
    queryFn: ({ signal }) => exploreRequest(chainId, TOKEN_ACTIVITY, { token }, tokenActivityAnswer, signal),
    ...common,
  })
}

export function usePoolPage(chainId: number, pool: string) {
  return useQuery({
    queryKey: ['explore', 'pool', chainId, pool],
    queryFn: async ({ signal }) => {
      const now = nowSeconds()
      const answer = await exploreRequest(
        chainId,
        POOL_PAGE,
        { pool, poolId: pool, ...periodVariables(now) },
        poolPageAnswer,
        signal,
      )
      return { now, answer }
    },
    ...common,
  })
}
