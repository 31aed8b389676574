import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { formatDecimal } from '../../../lib/format'
import { unwrappedToken } from '../../pool-v2'

/** An amount with its symbol (ETH for wrapped ether), 6 significant digits in the locale. */
export const show = (amount: CurrencyAmount<Token> | undefined, native: Currency, locale: string) =>
  amount
    ? `${formatDecimal(amount.toSignificant(6), locale)} ${unwrappedToken(amount.currency, native).symbol ?? ''}`
    : '-'
