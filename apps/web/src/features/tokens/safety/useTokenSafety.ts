import { useQuery } from '@tanstack/react-query'
import type { Currency } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { useClient } from 'wagmi'
import { contractAddress } from '../../../core/addresses'
import { useAppSelector } from '../../../core/store'
import { probeToken } from '../../../lib/simulation/probeToken'
import { type SafetyVerdict, safetyVerdict } from '../../../lib/simulation/tokenSafety'
import { WRAPPED_NATIVE } from '../../../lib/tokens/wrapped-native'
import { useActiveDefaultLists } from '../../lists'
import { blockBucket, defaultListKeys, needsSafetyProbe, tokenSafetyQueryKey } from './logic'

/** A verdict is kept for half an hour after the last screen that showed it closes. */
const VERDICT_GC_MS = 30 * 60_000

/** The tokens of the active default lists, which are not probed. */
function useDefaultListKeys(): ReadonlySet<string> {
  const lists = useActiveDefaultLists()
  return useMemo(() => defaultListKeys(lists), [lists])
}

export interface TokenSafety {
  /**
   * The verdict; undefined while it loads, for the native coin and listed tokens, on a chain without a
   * v2 router, and when the node cannot simulate (nothing is claimed then).
   */
  verdict: SafetyVerdict | undefined
  /** The token is being probed and has no verdict yet: a swap waits for it. */
  pending: boolean
}

/**
 * The safety of a selected currency outside the active default lists: a buy, a transfer and a sell of
 * it simulated on the latest block (no transaction sent), cached per chain, token and range of blocks
 * (`SAFETY_BLOCK_RANGE`).
 */
export function useTokenSafety(currency: Currency | null | undefined): TokenSafety {
  const defaults = useDefaultListKeys()
  const token = needsSafetyProbe(currency, defaults) ? currency : undefined
  const chainId = currency?.chainId ?? 1
  const blockNumber = useAppSelector((state) => state.application.blockNumber[chainId])
  const client = useClient({ chainId })
  const bucket = blockNumber === undefined ? -1 : blockBucket(blockNumber)
  const v2Factory = contractAddress(chainId, 'UniswapV2Factory')
  const v2Router = contractAddress(chainId, 'UniswapV2Router02')
  const weth = WRAPPED_NATIVE[chainId]
  const queryKey = tokenSafetyQueryKey(chainId, token?.address ?? '', bucket)
  const probable = !!token && !!client && !!v2Factory && !!v2Router && !!weth
  const query = useQuery({
    queryKey,
    enabled: probable && bucket >= 0,
    queryFn: async () => {
      if (!token || !client || !v2Factory || !v2Router || !weth) throw new Error('Missing dependencies')
      return safetyVerdict(await probeToken(client, { token: token.address, weth, v2Factory, v2Router }))
    },
    // A new block range probes again; the last verdict of the same token stands meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === chainId && previousQuery.queryKey[2] === queryKey[2]
        ? previous
        : undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: VERDICT_GC_MS,
    refetchOnWindowFocus: false,
    retry: 1,
  })
  if (!token) return { verdict: undefined, pending: false }
  return { verdict: query.data, pending: probable && query.data === undefined && !query.isError }
}
