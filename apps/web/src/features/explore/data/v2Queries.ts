/**
 * What the Explore pages ask the indexer's v2 endpoint: the public Uniswap v2 subgraph's entities and
 * field names (pairs, pairHourDatas, pairDayDatas, swaps, mints, burns, bundle.ethPrice), so that the
 * same texts run against the public v2 subgraph. Plain strings without imports.
 */

const PAIR_TOKEN = 'id symbol name decimals derivedETH'
const PAIR_FIELDS = `id reserve0 reserve1 reserveUSD token0Price token1Price volumeUSD txCount
  token0 { ${PAIR_TOKEN} } token1 { ${PAIR_TOKEN} }`

/** The Explore pools tab's v2 part: the pairs by reserves and a week of hour buckets. */
export const V2_EXPLORE_PAIRS = `query ExplorePairs($since: Int!) {
  pairs(first: 100, orderBy: reserveUSD, orderDirection: desc) { ${PAIR_FIELDS} }
  pairHourDatas(first: 1000, orderBy: hourStartUnix, orderDirection: desc, where: { hourStartUnix_gt: $since }) {
    hourStartUnix reserve0 reserve1 reserveUSD hourlyVolumeUSD pair { id }
  }
}`

const HOUR = 'start: hourStartUnix reserve0 reserve1 reserveUSD volumeUSD: hourlyVolumeUSD'
const DAY = 'start: date reserve0 reserve1 reserveUSD volumeUSD: dailyVolumeUSD'
const EVENT = 'id timestamp amountUSD transaction { id }'

/** A v2 pair's page: the pair, its buckets (hours for a week, days for a year), its recent events. */
export const V2_PAIR_PAGE = `query PairPage($pair: ID!, $pairId: String!, $hourSince: Int!, $daySince: Int!) {
  bundle(id: "1") { ethPrice }
  pair(id: $pair) { ${PAIR_FIELDS} }
  hours: pairHourDatas(first: 1000, orderBy: hourStartUnix, orderDirection: asc, where: { pair: $pairId, hourStartUnix_gt: $hourSince }) { ${HOUR} }
  hourBefore: pairHourDatas(first: 1, orderBy: hourStartUnix, orderDirection: desc, where: { pair: $pairId, hourStartUnix_lte: $hourSince }) { ${HOUR} }
  days: pairDayDatas(first: 1000, orderBy: date, orderDirection: asc, where: { pairAddress: $pairId, date_gt: $daySince }) { ${DAY} }
  dayBefore: pairDayDatas(first: 1, orderBy: date, orderDirection: desc, where: { pairAddress: $pairId, date_lte: $daySince }) { ${DAY} }
  swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { pair: $pairId }) {
    ${EVENT} amount0In amount1In amount0Out amount1Out from
  }
  mints(first: 25, orderBy: timestamp, orderDirection: desc, where: { pair: $pairId }) { ${EVENT} amount0 amount1 to }
  burns(first: 25, orderBy: timestamp, orderDirection: desc, where: { pair: $pairId }) { ${EVENT} amount0 amount1 to sender }
}`

/** A token's v2 side: its totals and its pairs. */
export const V2_TOKEN = `query V2Token($token: ID!, $tokenId: String!) {
  bundle(id: "1") { ethPrice }
  token(id: $token) { id tradeVolumeUSD totalLiquidity derivedETH txCount }
  asToken0: pairs(first: 50, orderBy: reserveUSD, orderDirection: desc, where: { token0: $tokenId }) { ${PAIR_FIELDS} }
  asToken1: pairs(first: 50, orderBy: reserveUSD, orderDirection: desc, where: { token1: $tokenId }) { ${PAIR_FIELDS} }
}`

/** The recent swaps and the last day's hours of some pairs (a token's): for its swaps and 24h volume. */
export const V2_PAIRS_ACTIVITY = `query V2PairsActivity($pairs: [String!]!, $since: Int!) {
  swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { pair_in: $pairs }) {
    ${EVENT} amount0In amount1In amount0Out amount1Out from pair { id token0 { id symbol } token1 { id symbol } }
  }
  pairHourDatas(first: 1000, orderBy: hourStartUnix, orderDirection: asc, where: { pair_in: $pairs, hourStartUnix_gt: $since }) {
    start: hourStartUnix volumeUSD: hourlyVolumeUSD
  }
}`
