import type { Address } from 'viem'
import { contractWriteRequest, type TransactionRequest } from '../../lib/transactions/request'
import type { UserClaimData } from './claimData'
import { merkleDistributorAbi } from './constants'

/**
 * The airdrop claim for `account`: claim(index, account, amount, proof) on the distributor. Anyone may
 * send it; the UNI goes to `account`. The claim dialogs simulate it and send it, the same request.
 */
export function claimTransactionRequest(
  distributor: Address,
  account: Address,
  claim: UserClaimData,
): TransactionRequest {
  return contractWriteRequest({
    address: distributor,
    abi: merkleDistributorAbi,
    functionName: 'claim',
    args: [BigInt(claim.index), account, claim.amount, claim.proof],
  })
}
