import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { estimateGas } from 'viem/actions'
import { useClient } from 'wagmi'
import type { TransactionRequest } from '../../../lib/transactions/request'
import { pickRemoveRequest } from '../logic/removeRequest'

/**
 * The removal Confirm sends, chosen among `candidates` on the latest block (see pickRemoveRequest):
 * `request` is undefined while the choice runs; `failing` is true when every candidate would fail,
 * then the first is the one the dialog simulates, to show why.
 */
export function useRemoveRequest(
  candidates: readonly TransactionRequest[] | undefined,
  account: Address | undefined,
  chainId: number,
) {
  const client = useClient({ chainId })
  const query = useQuery({
    queryKey: [
      'v2-remove-request',
      chainId,
      account,
      ...(candidates ?? []).map((candidate) => candidate.data),
    ],
    enabled: Boolean(client && account && candidates?.length),
    queryFn: async () => {
      if (!client || !account || !candidates) throw new Error('Missing dependencies')
      const picked = await pickRemoveRequest(candidates, (request) =>
        estimateGas(client, { account, to: request.to, data: request.data, value: request.value }),
      )
      return { picked: picked ?? null }
    },
    staleTime: 10_000,
    refetchOnWindowFocus: false,
    retry: false,
  })
  const picked = query.data?.picked ?? undefined
  const failing = query.data !== undefined && query.data.picked === null
  return { request: picked, failing, previewed: picked ?? (failing ? candidates?.[0] : undefined) }
}
