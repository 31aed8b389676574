import type { Address, Hex } from 'viem'
import type { ConnectedWalletClient } from '../../lib/transactions/walletClient'
import { SendError, toSendError } from './sendError'

/** A replacement of a pending transaction: its nonce, fees at least 10% higher, and what it sends. */
export interface ReplacementRequest {
  to: Address | undefined
  data: Hex | undefined
  value: bigint
  gas: bigint | undefined
  nonce: number
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/**
 * Sends a speed-up or cancellation: no simulation (the replaced call was simulated when first sent, and a
 * cancellation moves nothing), the nonce and fees as given. Rejects with a SendError; `refusedNonce`
 * words a wallet's refusal of the nonce (some wallets choose it themselves).
 */
export async function sendReplacement(
  getWalletClient: () => Promise<ConnectedWalletClient>,
  request: ReplacementRequest,
  refusedNonce: string,
): Promise<Hex> {
  try {
    const walletClient = await getWalletClient()
    return await walletClient.sendTransaction({
      account: walletClient.account,
      chain: walletClient.chain,
      ...request,
    })
  } catch (error) {
    const failure = toSendError(error, 'send')
    if (failure.kind === 'nonce') throw new SendError('nonce', refusedNonce, { cause: error })
    throw failure
  }
}
