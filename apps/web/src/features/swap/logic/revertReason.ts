/**
 * The user-readable message for a swap that failed when its gas was estimated: the revert reason mapped
 * through the catalogue of spec section 8.
 */
export function swapErrorToUserReadableMessage(reason: string | undefined): string {
  const text = reason ?? ''
  switch (text) {
    case 'UniswapV2Router: EXPIRED':
    case 'Transaction too old':
      return 'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.'
    case 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT':
    case 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT':
      return 'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.'
    case 'TransferHelper: TRANSFER_FROM_FAILED':
      return 'The input token cannot be transferred. There may be an issue with the input token.'
    case 'UniswapV2: TRANSFER_FAILED':
    case 'TF':
      return 'The output token cannot be transferred. There may be an issue with the output token.'
    case 'UniswapV2: K':
    case 'K':
      return 'The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.'
    case 'Too little received':
    case 'Too much requested':
    case 'STF':
    // A held split's price-limited leg on a pool that has already moved past its limit.
    case 'SPL':
      return 'This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.'
  }
  if (text.includes('undefined is not an object')) {
    return 'An error occurred when trying to execute this swap. You may need to increase your slippage tolerance. If that does not work, there may be an incompatibility with the token you are trading. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.'
  }
  // The deadline check of SwapRouter02 and the v2 router both say EXPIRED after their prefix.
  if (/\bEXPIRED\b/.test(text) || text.includes('Transaction too old'))
    return swapErrorToUserReadableMessage('Transaction too old')
  return `Unknown error${text ? `: "${text}"` : ''}. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`
}

export const GAS_ESTIMATE_UNEXPECTED = 'Unexpected issue with estimating the gas. Please try again.'
export const GAS_ESTIMATE_FAILED = 'Unexpected error. Could not estimate gas for the swap.'
export const TRANSACTION_REJECTED = 'Transaction rejected.'

/** The message for a send that failed after estimation: the wallet's rejection, or the failure's reason. */
export function swapSendErrorMessage(error: { code?: number; message?: string } | undefined): string {
  if (error?.code === 4001) return TRANSACTION_REJECTED
  return `Swap failed: ${error?.message ?? 'Unknown error'}`
}
