export { formatDateTime } from './dates'
export {
  type FiatOptions,
  type FormatOptions,
  formatDecimal,
  formatFiat,
  formatPercent,
  type PercentLike,
  type PercentOptions,
  type SignDisplay,
} from './numbers'
