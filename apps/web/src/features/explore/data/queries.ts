/**
 * What the Explore pages ask the indexer: the public Uniswap v3 subgraph's entities and field names,
 * so that the same texts run against the public subgraph. Plain strings without imports.
 */

const META = '_meta { block { number timestamp } }'
const BUNDLE = 'bundle(id: "1") { ethPriceUSD }'
const TOKEN_FIELDS = 'id symbol name decimals derivedETH volumeUSD totalValueLockedUSD feesUSD txCount'
const POOL_TOKEN = 'id symbol name decimals derivedETH'
const POOL_FIELDS = `id feeTier liquidity token0Price token1Price totalValueLockedUSD totalValueLockedToken0
  totalValueLockedToken1 volumeUSD feesUSD txCount token0 { ${POOL_TOKEN} } token1 { ${POOL_TOKEN} }`

/** The Explore tokens tab: the tokens by TVL and a week of hour buckets for sparklines and changes. */
export const EXPLORE_TOKENS = `query ExploreTokens($since: Int!) {
  ${META}
  ${BUNDLE}
  tokens(first: 100, orderBy: totalValueLockedUSD, orderDirection: desc) { ${TOKEN_FIELDS} }
  tokenHourDatas(first: 1000, orderBy: periodStartUnix, orderDirection: desc, where: { periodStartUnix_gt: $since }) {
    periodStartUnix close volumeUSD token { id }
  }
}`

/** The Explore pools tab: the pools by TVL and a week of hour buckets. */
export const EXPLORE_POOLS = `query ExplorePools($since: Int!) {
  ${META}
  ${BUNDLE}
  pools(first: 100, orderBy: totalValueLockedUSD, orderDirection: desc) { ${POOL_FIELDS} }
  poolHourDatas(first: 1000, orderBy: periodStartUnix, orderDirection: desc, where: { periodStartUnix_gt: $since }) {
    periodStartUnix token1Price volumeUSD tvlUSD pool { id }
  }
}`

/**
 * A page's buckets of an entity (`token` or `pool`) matched by `where`: the hours of the last week and the
 * days of the last year (oldest first), each with the one bucket before them, for changes over the window.
 */
const periods = (entity: 'token' | 'pool', where: string, fields: string) => `
  hours: ${entity}HourDatas(first: 1000, orderBy: periodStartUnix, orderDirection: asc, where: { ${where}, periodStartUnix_gt: $hourSince }) {
    start: periodStartUnix ${fields}
  }
  hourBefore: ${entity}HourDatas(first: 1, orderBy: periodStartUnix, orderDirection: desc, where: { ${where}, periodStartUnix_lte: $hourSince }) {
    start: periodStartUnix ${fields}
  }
  days: ${entity}DayDatas(first: 1000, orderBy: date, orderDirection: asc, where: { ${where}, date_gt: $daySince }) {
    start: date ${fields}
  }
  dayBefore: ${entity}DayDatas(first: 1, orderBy: date, orderDirection: desc, where: { ${where}, date_lte: $daySince }) {
    start: date ${fields}
  }`

/** A token page: the token, its hour buckets for a week and day buckets for a year, each with the bucket before. */
export const TOKEN_PAGE = `query TokenPage($token: ID!, $tokenId: String!, $hourSince: Int!, $daySince: Int!) {
  ${META}
  ${BUNDLE}
  token(id: $token) { ${TOKEN_FIELDS} }${periods('token', 'token: $tokenId', 'close volumeUSD totalValueLockedUSD')}
}`

const EVENT = 'id timestamp amount0 amount1 amountUSD origin transaction { id }'
const SWAP_OF_TOKEN = `${EVENT} pool { id feeTier token0 { id symbol } token1 { id symbol } }`

/** A token page's pools and recent swaps. */
export const TOKEN_ACTIVITY = `query TokenActivity($token: String!) {
  asToken0: pools(first: 50, orderBy: totalValueLockedUSD, orderDirection: desc, where: { token0: $token }) { ${POOL_FIELDS} }
  asToken1: pools(first: 50, orderBy: totalValueLockedUSD, orderDirection: desc, where: { token1: $token }) { ${POOL_FIELDS} }
  swaps0: swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { token0: $token }) { ${SWAP_OF_TOKEN} }
  swaps1: swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { token1: $token }) { ${SWAP_OF_TOKEN} }
}`

/** A pool page: the pool, its buckets, and its recent swaps, mints and burns. */
export const POOL_PAGE = `query PoolPage($pool: ID!, $poolId: String!, $hourSince: Int!, $daySince: Int!) {
  ${META}
  ${BUNDLE}
  pool(id: $pool) { ${POOL_FIELDS} tick sqrtPrice }${periods('pool', 'pool: $poolId', 'token1Price volumeUSD tvlUSD')}
  swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { pool: $poolId }) { ${EVENT} }
  mints(first: 25, orderBy: timestamp, orderDirection: desc, where: { pool: $poolId }) { ${EVENT} owner }
  burns(first: 25, orderBy: timestamp, orderDirection: desc, where: { pool: $poolId }) { ${EVENT} owner }
}`
