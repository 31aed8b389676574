/**
 * What a token page asks the public v3 subgraph, written as for graph-node (the next step's pages
 * and the bench run these): the ETH price, the token, its day and hour data, its pools by TVL and
 * its recent swaps.
 */
export const TOKEN_PAGE_QUERIES = {
  token: `query Token($token: ID!) {
    bundle(id: "1") { ethPriceUSD }
    token(id: $token) { id symbol name decimals derivedETH volumeUSD totalValueLockedUSD feesUSD txCount }
  }`,
  dayData: `query TokenDays($token: String!, $since: Int!) {
    tokenDayDatas(first: 1000, orderBy: date, orderDirection: asc, where: { token: $token, date_gt: $since }) {
      date priceUSD open high low close volumeUSD totalValueLockedUSD
    }
  }`,
  hourData: `query TokenHours($token: String!, $since: Int!) {
    tokenHourDatas(first: 1000, orderBy: periodStartUnix, orderDirection: asc, where: { token: $token, periodStartUnix_gt: $since }) {
      periodStartUnix priceUSD open high low close volumeUSD
    }
  }`,
  pools: `query TokenPools($token: String!) {
    asToken0: pools(first: 50, orderBy: totalValueLockedUSD, orderDirection: desc, where: { token0: $token }) {
      id feeTier totalValueLockedUSD volumeUSD token0 { id symbol } token1 { id symbol }
    }
    asToken1: pools(first: 50, orderBy: totalValueLockedUSD, orderDirection: desc, where: { token1: $token }) {
      id feeTier totalValueLockedUSD volumeUSD token0 { id symbol } token1 { id symbol }
    }
  }`,
  swaps: `query TokenSwaps($token: String!) {
    asToken0: swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { token0: $token }) {
      id timestamp amount0 amount1 amountUSD origin pool { id feeTier } transaction { id blockNumber }
    }
    asToken1: swaps(first: 25, orderBy: timestamp, orderDirection: desc, where: { token1: $token }) {
      id timestamp amount0 amount1 amountUSD origin pool { id feeTier } transaction { id blockNumber }
    }
  }`,
} as const

/** The price chart's ranges and the data each reads: hours for 1H, 1D and 1W, days for 1M and 1Y. */
export const TOKEN_PAGE_RANGES = [
  { range: '1H', query: 'hourData', seconds: 3_600 },
  { range: '1D', query: 'hourData', seconds: 86_400 },
  { range: '1W', query: 'hourData', seconds: 7 * 86_400 },
  { range: '1M', query: 'dayData', seconds: 30 * 86_400 },
  { range: '1Y', query: 'dayData', seconds: 365 * 86_400 },
] as const

export interface TokenPageRequest {
  /** What the page asks: 'token', 'pools', 'swaps', or a chart range ('tokenHourDatas 1W'). */
  name: string
  query: string
  variables: Record<string, unknown>
}

/** Every request a token page makes for a token at a time (`now`, Unix seconds): one per chart range. */
export function tokenPageRequests(token: string, now: number): TokenPageRequest[] {
  const id = token.toLowerCase()
  return [
    { name: 'token', query: TOKEN_PAGE_QUERIES.token, variables: { token: id } },
    ...TOKEN_PAGE_RANGES.map(({ range, query, seconds }) => ({
      name: `${query === 'dayData' ? 'tokenDayDatas' : 'tokenHourDatas'} ${range}`,
      query: TOKEN_PAGE_QUERIES[query],
      variables: { token: id, since: now - seconds },
    })),
    { name: 'pools', query: TOKEN_PAGE_QUERIES.pools, variables: { token: id } },
    { name: 'swaps', query: TOKEN_PAGE_QUERIES.swaps, variables: { token: id } },
  ]
}

/** Sends one request; rejects on an HTTP or GraphQL error. Returns its time in ms. */
export async function timeRequest(url: string, { query, variables }: TokenPageRequest): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { errors?: unknown; data?: unknown }
  if (!response.ok || body.errors || !body.data)
    throw new Error(`token page query failed (${response.status}): ${JSON.stringify(body.errors)}`)
  return performance.now() - started
}

/** Runs every token page request `rounds` times; returns each answer's time in ms, sorted. */
export async function timeTokenPage(
  url: string,
  token: string,
  now: number,
  rounds: number,
): Promise<number[]> {
  const requests = tokenPageRequests(token, now)
  const times: number[] = []
  for (let round = 0; round < rounds; round++)
    for (const request of requests) times.push(await timeRequest(url, request))
  return times.sort((a, b) => a - b)
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
