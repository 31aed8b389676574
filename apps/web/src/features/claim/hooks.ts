import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { type Address, isAddress } from 'viem'
import { contractAddress } from '../../core/addresses'
import { config } from '../../core/config'
import { useActiveChainId } from '../../core/useActiveChainId'
import { useSingleCallResult } from '../../lib/multicall'
import type { TransactionRequest } from '../../lib/transactions/request'
import { useTotalUniEarned, useUniBalance } from '../mining'
import {
  type TransactionDetails,
  TransactionType,
  transactionStatus,
  useAllTransactions,
  useTransactionFlow,
  useTransactionRecord,
} from '../transactions'
import { createClaimDataSource, type UserClaimData } from './claimData'
import { claimTransactionRequest } from './claimRequest'
import { DEFAULT_CLAIM_DATA_URL, merkleDistributorAbi } from './constants'

/** The configured claim data, or the public repository's except against the mainnet replica (whose airdrop is its own). */
export function claimDataBaseUrl(): string | undefined {
  return config.claimDataUrl ?? (config.devnetChains.includes(1) ? undefined : DEFAULT_CLAIM_DATA_URL)
}

const sources = new Map<string, ReturnType<typeof createClaimDataSource>>()
function claimSource(base: string) {
  let source = sources.get(base)
  if (!source) {
    source = createClaimDataSource(base)
    sources.set(base, source)
  }
  return source
}

/** An account's entry in the airdrop data: null when it has none (or the data cannot be read), undefined while loading. */
export function useUserClaimData(account: string | undefined): UserClaimData | null | undefined {
  const chainId = useActiveChainId()
  const base = claimDataBaseUrl()
  const enabled = chainId === 1 && !!base && !!account && isAddress(account, { strict: false })
  const { data } = useQuery({
    queryKey: ['airdrop-claim', base, account?.toLowerCase()],
    queryFn: async () => {
      try {
        return await claimSource(base as string).fetchClaim(account as string)
      } catch (error) {
        // 'Claim for ... was not found' is the ordinary answer for most addresses; a data file that
        // cannot be read is an error. Either way the account has no claim to show, and it is only logged.
        const message = error instanceof Error ? error.message : String(error)
        if (message.startsWith('Claim for ')) console.debug(message)
        else console.error('Failed to get the claim data', error)
        return null
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return enabled ? data : null
}

export type ClaimStatus = 'loading' | 'none' | 'claimed' | 'available'

/**
 * Whether an account can claim: the airdrop exists on mainnet only, and an entry counts until the
 * distributor says its index is claimed (read each block).
 */
export function useClaimStatus(account: string | undefined): {
  status: ClaimStatus
  claim: UserClaimData | undefined
} {
  const chainId = useActiveChainId()
  const claim = useUserClaimData(account)
  const isClaimed = useSingleCallResult(chainId, {
    address: chainId === 1 && claim ? contractAddress(chainId, 'MerkleDistributor') : undefined,
    abi: merkleDistributorAbi,
    functionName: 'isClaimed',
    args: claim ? [BigInt(claim.index)] : undefined,
  })
  return useMemo(() => {
    if (claim === undefined) return { status: 'loading', claim: undefined }
    if (claim === null) return { status: 'none', claim: undefined }
    if (isClaimed.result === undefined) return { status: isClaimed.error ? 'none' : 'loading', claim }
    return { status: isClaimed.result ? 'claimed' : 'available', claim }
  }, [claim, isClaimed.result, isClaimed.error])
}

export function useUserHasAvailableClaim(account: string | undefined): boolean {
  return useClaimStatus(account).status === 'available'
}

/** UNI the account can still claim (raw): 0 once claimed or without a claim; undefined while loading. */
export function useUserUnclaimedAmount(account: string | undefined): bigint | undefined {
  const { status, claim } = useClaimStatus(account)
  if (status === 'loading') return undefined
  return status === 'available' && claim ? claim.amount : 0n
}

/**
 * The latest airdrop claim sent for `account` on this chain. Airdrop claims carry the claimed amount;
 * reward claims of liquidity mining (also CLAIM) do not.
 */
export function useUserClaimTransaction(account: string | undefined): TransactionDetails | undefined {
  const transactions = useAllTransactions()
  return useMemo(
    () =>
      account
        ? transactions.find(
            (tx) =>
              tx.info.type === TransactionType.CLAIM &&
              tx.info.uniAmountRaw !== undefined &&
              tx.info.recipient.toLowerCase() === account.toLowerCase(),
          )
        : undefined,
    [transactions, account],
  )
}

/** The claim transaction for `account` on this chain, or undefined while its claim or the distributor is unknown. */
export function useClaimRequest(
  account: Address | undefined,
  claim: UserClaimData | undefined,
): TransactionRequest | undefined {
  const chainId = useActiveChainId()
  const distributor = contractAddress(chainId, 'MerkleDistributor')
  return useMemo(
    () =>
      account && claim && distributor ? claimTransactionRequest(distributor, account, claim) : undefined,
    [account, claim, distributor],
  )
}

/** What a claim dialog shows of its claim: the amount and recipient as they were when Claim was pressed. */
export interface ShownClaim {
  amount: bigint
  recipient: Address
}

/**
 * A claim dialog's claim of `account`'s UNI from the connected wallet (anyone may claim for an address;
 * the tokens go to it): the request of useClaimRequest (the one the dialog simulates), sent through the
 * transaction flow and recorded as a claim. `claimed` and `reverted` are what Activity knows of it.
 */
export function useClaimFlow(account: Address | undefined, claim: UserClaimData | undefined) {
  const request = useClaimRequest(account, claim)
  const flow = useTransactionFlow()
  const [shown, setShown] = useState<ShownClaim | undefined>()
  const record = useTransactionRecord(flow.state.status === 'submitted' ? flow.state.hash : undefined)
  const status = record ? transactionStatus(record) : undefined
  const send = async () => {
    if (!account || !claim || !request) return
    setShown({ amount: claim.amount, recipient: account })
    await flow.send({
      request,
      info: { type: TransactionType.CLAIM, recipient: account, uniAmountRaw: claim.amount.toString() },
    })
  }
  return {
    request,
    flow,
    shown,
    send,
    claimed: status === 'success',
    // A claim that did not make it (reverted, cancelled or dropped) returns to the form.
    reverted: status === 'failed' || status === 'cancelled' || status === 'dropped',
  }
}

/**
 * Everything the account has of UNI: in the wallet, earned in liquidity mining and not yet claimed from
 * the airdrop (raw); undefined where UNI is unknown or without an account.
 */
export function useAggregateUniBalance(account: Address | undefined): bigint | undefined {
  const chainId = useActiveChainId()
  const balance = useUniBalance(chainId, account)
  const earned = useTotalUniEarned(chainId, account)
  const unclaimed = useUserUnclaimedAmount(account)
  if (!account || !contractAddress(chainId, 'UNI')) return undefined
  return (balance ?? 0n) + (earned ?? 0n) + (unclaimed ?? 0n)
}
