// The v2 positions and pair helpers other features' pages use (the migrate list; the single-pair
// migration). A module of its own, not the index, so that the routes' import of the index keeps
// v2-sdk out of the first load.
export {
  type PairKey,
  useLiquidityBalance,
  usePair,
  usePairs,
  useTotalSupply,
  v2PairAddress,
} from './hooks/usePairs'
export { useV2Positions, type V2Position } from './hooks/useV2Positions'
export { routeId, symbolOf } from './logic/display'
export type { PairState } from './logic/mint'
export { serializeToken, trackedPairs, unwrappedToken } from './logic/trackedPairs'
