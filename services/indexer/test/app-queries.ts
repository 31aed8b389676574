// The texts the app sends, imported from the app so that these tests cannot drift from them.
export { ALL_V3_TICKS, FEE_TIER_DISTRIBUTION } from '../../../apps/web/src/features/pool-v3/graph/queries.ts'

export interface TickAnswer {
  tick: string
  liquidityNet: string
  price0: string
  price1: string
}

export interface FeeTierAnswer {
  _meta: { block: { number: number } } | null
  asToken0: { feeTier: string; totalValueLockedToken0: string; totalValueLockedToken1: string }[]
  asToken1: { feeTier: string; totalValueLockedToken0: string; totalValueLockedToken1: string }[]
}
