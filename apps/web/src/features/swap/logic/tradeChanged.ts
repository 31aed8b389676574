import type { Trade } from '@uniswap/router-sdk'
import type { Currency, TradeType } from '@uniswap/sdk-core'

/**
 * Whether the live trade differs from the one under review in what the user agreed to: the currencies, the
 * trade type, or the amounts (so 'Price Updated' asks for acceptance).
 */
export function tradeMeaningfullyDiffers(
  reviewed: Trade<Currency, Currency, TradeType>,
  live: Trade<Currency, Currency, TradeType>,
): boolean {
  return (
    reviewed.tradeType !== live.tradeType ||
    !reviewed.inputAmount.currency.equals(live.inputAmount.currency) ||
    !reviewed.outputAmount.currency.equals(live.outputAmount.currency) ||
    !reviewed.inputAmount.equalTo(live.inputAmount) ||
    !reviewed.outputAmount.equalTo(live.outputAmount)
  )
}
