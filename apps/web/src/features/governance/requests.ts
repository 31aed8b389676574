import type { Address } from 'viem'
import type { TransactionRequest } from '../../lib/transactions/request'
import { contractWriteRequest } from '../../lib/transactions/request'
import type { VoteOption } from '../transactions'
import { governorAbi, uniVotesAbi } from './abi'
import type { ProposalAction } from './actions'

/** A vote: castVoteWithReason when there is a reason (trimmed), castVote otherwise. */
export function voteRequest(
  governor: Address,
  id: bigint,
  option: VoteOption,
  reason: string,
): TransactionRequest {
  const trimmed = reason.trim()
  return trimmed
    ? contractWriteRequest({
        address: governor,
        abi: governorAbi,
        functionName: 'castVoteWithReason',
        args: [id, option, trimmed],
      })
    : contractWriteRequest({
        address: governor,
        abi: governorAbi,
        functionName: 'castVote',
        args: [id, option],
      })
}

/** Delegates the account's votes on the UNI token to `delegatee`. */
export function delegateRequest(uni: Address, delegatee: Address): TransactionRequest {
  return contractWriteRequest({ address: uni, abi: uniVotesAbi, functionName: 'delegate', args: [delegatee] })
}

/** A proposal to the governor: its actions, column by column, and the description. */
export function proposeRequest(
  governor: Address,
  actions: readonly ProposalAction[],
  description: string,
): TransactionRequest {
  return contractWriteRequest({
    address: governor,
    abi: governorAbi,
    functionName: 'propose',
    args: [
      actions.map((action) => action.target),
      actions.map((action) => action.value),
      actions.map((action) => action.signature),
      actions.map((action) => action.calldata),
      description,
    ],
  })
}
