export {
  blocksSwapInto,
  SAFETY_BLOCK_RANGE,
  type TokenTax,
  tokenTax,
} from './logic'
export { TokenSafetyNotice } from './TokenSafetyNotice'
export { type TokenSafety, useTokenSafety } from './useTokenSafety'
