import { describe, expect, it } from 'vitest'
import { swapErrorToUserReadableMessage, swapSendErrorMessage } from './revertReason'

const EXPIRED =
  'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.'

describe('swapErrorToUserReadableMessage', () => {
  it.each([
    ['UniswapV2Router: EXPIRED', EXPIRED],
    ['Transaction too old', EXPIRED],
    ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', /price movement or fee on transfer/],
    ['UniswapV2Router: EXCESSIVE_INPUT_AMOUNT', /price movement or fee on transfer/],
    ['TransferHelper: TRANSFER_FROM_FAILED', /input token cannot be transferred/],
    ['UniswapV2: TRANSFER_FAILED', /output token cannot be transferred/],
    ['TF', /output token cannot be transferred/],
    ['UniswapV2: K', /invariant x\*y=k/],
    ['K', /invariant x\*y=k/],
    ['Too little received', /due to price movement.*incompatible with Uniswap V3/],
    ['Too much requested', /due to price movement/],
    ['STF', /due to price movement/],
    ['SPL', /due to price movement/],
    [
      "TypeError: undefined is not an object (evaluating 'x.y')",
      /may need to increase your slippage tolerance/,
    ],
    ['something else', /^Unknown error: "something else"\. Try increasing your slippage tolerance/],
    [undefined, /^Unknown error\. Try increasing your slippage tolerance/],
  ])('%s', (reason, expected) => {
    const message = swapErrorToUserReadableMessage(reason)
    if (typeof expected === 'string') expect(message).toBe(expected)
    else expect(message).toMatch(expected)
  })
})

describe('swapSendErrorMessage', () => {
  it("says 'Transaction rejected.' for a wallet rejection and names other failures", () => {
    expect(swapSendErrorMessage({ code: 4001, message: 'User rejected' })).toBe('Transaction rejected.')
    expect(swapSendErrorMessage({ code: -32000, message: 'nonce too low' })).toBe(
      'Swap failed: nonce too low',
    )
  })
})
