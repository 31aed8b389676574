export { formatDateTime } from './dates'
export { formatGwei } from './gwei'
export {
  type FiatOptions,
  type FormatOptions,
  formatDecimal,
  formatFiat,
  formatPercent,
  type PercentLike,
  type PercentOptions,
  type SignDisplay,
  warmNumberFormats,
} from './numbers'
export { decimalAmount, formatAmount, formatSignificant } from './rawAmount'
