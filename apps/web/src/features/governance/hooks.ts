import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address, Hex } from 'viem'
import { usePublicClient } from 'wagmi'
import { contractAddress } from '../../core/addresses'
import { useAppSelector } from '../../core/store'
import { useAccountCall, useSingleCallResult, useSingleContractMultipleData } from '../../lib/multicall'
import { governorAbi, uniVotesAbi } from './abi'
import type { ProposalAction } from './actions'
import { GOVERNORS, type GovernorInfo } from './constants'
import { splitDescription } from './description'
import { snapshotIsFixed, thresholdOfSupply } from './eligibility'
import { type ProposalState, proposalStatus } from './status'

export interface ProposalData {
  governor: GovernorInfo
  id: bigint
  title: string | undefined
  body: string
  proposer: Address
  status: ProposalState
  forVotes: bigint
  againstVotes: bigint
  abstainVotes: bigint
  startBlock: bigint
  endBlock: bigint
  eta: bigint
  actions: ProposalAction[]
}

const proposalCreatedEvent = governorAbi.find(
  (item): item is Extract<(typeof governorAbi)[number], { type: 'event' }> => item.type === 'event',
) as Extract<(typeof governorAbi)[number], { type: 'event'; name: 'ProposalCreated' }>

/** The ProposalCreated logs of a governor (title, description, actions), fetched again when the count changes. */
function useProposalCreatedLogs(
  chainId: number,
  governor: GovernorInfo | undefined,
  count: bigint | undefined,
) {
  const client = usePublicClient({ chainId })
  return useQuery({
    queryKey: ['proposal-created-logs', chainId, governor?.address, count?.toString()],
    queryFn: async () => {
      if (!client || !governor) return []
      return client.getLogs({
        address: governor.address,
        event: proposalCreatedEvent,
        fromBlock: governor.fromBlock,
        toBlock: 'latest',
        strict: true,
      })
    },
    enabled: !!client && !!governor && count !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  }).data
}

/** Every proposal of the chain's (first) governor, newest first; undefined while loading. */
export function useAllProposals(chainId: number): ProposalData[] | undefined {
  const governor = GOVERNORS[chainId]?.[0]
  const contract = governor ? { address: governor.address, abi: governorAbi } : undefined
  const count = useSingleCallResult(chainId, {
    address: governor?.address,
    abi: governorAbi,
    functionName: 'proposalCount',
  })
  const ids = useMemo(() => {
    const total = Number(count.result ?? 0n)
    return Array.from({ length: total }, (_, index) => [BigInt(index + 1)] as const)
  }, [count.result])
  const proposals = useSingleContractMultipleData(chainId, contract, 'proposals', ids)
  const states = useSingleContractMultipleData(chainId, contract, 'state', ids)
  const logs = useProposalCreatedLogs(chainId, governor, count.result)

  return useMemo(() => {
    if (!governor) return []
    if (count.result === undefined) return count.error ? [] : undefined
    if (!logs || proposals.some((state) => state.loading) || states.some((state) => state.loading))
      return undefined
    const byId = new Map(logs.map((log) => [log.args.id, log.args]))
    const all: ProposalData[] = []
    ids.forEach(([id], index) => {
      const proposal = proposals[index]?.result
      const created = byId.get(id)
      if (!proposal) return
      const { title, body } = splitDescription(created?.description ?? '')
      all.push({
        governor,
        id,
        title,
        body,
        proposer: proposal[1],
        status: proposalStatus(states[index]?.result),
        eta: proposal[2],
        startBlock: proposal[3],
        endBlock: proposal[4],
        forVotes: proposal[5],
        againstVotes: proposal[6],
        abstainVotes: proposal[7],
        actions: created
          ? created.targets.map((target, action) => ({
              target,
              value: created.values[action] ?? 0n,
              signature: created.signatures[action] ?? '',
              calldata: (created.calldatas[action] ?? '0x') as Hex,
            }))
          : [],
      })
    })
    return all.reverse()
  }, [governor, count.result, count.error, logs, proposals, states, ids])
}

/** One proposal by its governor's index and id; null when there is none; undefined while loading. */
export function useProposal(
  chainId: number,
  governorIndex: number,
  id: bigint,
): ProposalData | null | undefined {
  const all = useAllProposals(chainId)
  return useMemo(
    () => (all ? (all.find((p) => p.governor.index === governorIndex && p.id === id) ?? null) : undefined),
    [all, governorIndex, id],
  )
}

/** A read of the account on UNI's votes: its current votes or its delegate. */
function useUniVotesOf<functionName extends 'getCurrentVotes' | 'delegates'>(
  chainId: number,
  functionName: functionName,
  account: Address | undefined,
) {
  const uni = contractAddress(chainId, 'UNI')
  return useAccountCall(chainId, { address: uni, abi: uniVotesAbi, functionName }, account).result
}

/** The account's current votes (raw UNI). */
export function useUserVotes(chainId: number, account: Address | undefined): bigint | undefined {
  return useUniVotesOf(chainId, 'getCurrentVotes', account)
}

/** Whom the account delegates to; the zero address when it has not delegated. */
export function useUserDelegatee(chainId: number, account: Address | undefined): Address | undefined {
  return useUniVotesOf(chainId, 'delegates', account)
}

/** The account's votes at a block; only readable once a later block exists (undefined until then). */
export function useUserVotesAsOfBlock(
  chainId: number,
  account: Address | undefined,
  block: bigint | undefined,
): bigint | undefined {
  const latest = useAppSelector((state) => state.application.blockNumber[chainId])
  const readable = account && block !== undefined && snapshotIsFixed(block, latest)
  return useSingleCallResult(chainId, {
    address: readable ? contractAddress(chainId, 'UNI') : undefined,
    abi: uniVotesAbi,
    functionName: 'getPriorVotes',
    args: readable ? [account, block] : undefined,
  }).result
}

/** The account's ballot on a proposal. */
export function useVoteReceipt(
  chainId: number,
  governor: Address | undefined,
  id: bigint | undefined,
  account: Address | undefined,
): { hasVoted: boolean; support: number; votes: bigint } | undefined {
  return useSingleCallResult(chainId, {
    address: account && id !== undefined ? governor : undefined,
    abi: governorAbi,
    functionName: 'getReceipt',
    args: account && id !== undefined ? [id, account] : undefined,
  }).result
}

/** The governor's proposal threshold, or 0.25% of the total supply when the governor does not say. */
export function useProposalThreshold(chainId: number): bigint | undefined {
  const governor = GOVERNORS[chainId]?.[0]
  const fromGovernor = useSingleCallResult(chainId, {
    address: governor?.address,
    abi: governorAbi,
    functionName: 'proposalThreshold',
  })
  const supply = useSingleCallResult(chainId, {
    address: contractAddress(chainId, 'UNI'),
    abi: uniVotesAbi,
    functionName: 'totalSupply',
  }).result
  if (fromGovernor.result !== undefined) return fromGovernor.result
  return fromGovernor.error && supply !== undefined ? thresholdOfSupply(supply) : undefined
}

/** The governor's voting period in blocks; undefined until read (or when the read fails). */
export function useVotingPeriod(chainId: number, governor: Address | undefined): bigint | undefined {
  return useSingleCallResult(chainId, { address: governor, abi: governorAbi, functionName: 'votingPeriod' })
    .result
}

/** The state of the account's latest proposal; undefined while unknown or when it has none. */
export function useLatestProposalState(
  chainId: number,
  account: Address | undefined,
): ProposalState | undefined {
  const governor = GOVERNORS[chainId]?.[0]
  const latest = useAccountCall(
    chainId,
    { address: governor?.address, abi: governorAbi, functionName: 'latestProposalIds' },
    account,
  ).result
  const state = useSingleCallResult(chainId, {
    address: latest ? governor?.address : undefined,
    abi: governorAbi,
    functionName: 'state',
    args: latest ? [latest] : undefined,
  }).result
  return latest && state !== undefined ? proposalStatus(state) : undefined
}
