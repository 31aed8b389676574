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

/** Variables of the token page's queries for a token, at a time (`now`, Unix seconds). */
export function tokenPageVariables(token: string, now: number) {
  return {
    token: token.toLowerCase(),
    // A year of days, a week of hours (the 1Y and 1W charts).
    daySince: now - 365 * 86_400,
    hourSince: now - 7 * 86_400,
  }
}

/** Runs every token page query `rounds` times; returns each answer's time in ms, sorted. */
export async function timeTokenPage(
  url: string,
  token: string,
  now: number,
  rounds: number,
): Promise<number[]> {
  const { token: id, daySince, hourSince } = tokenPageVariables(token, now)
  const requests: [string, Record<string, unknown>][] = [
    [TOKEN_PAGE_QUERIES.token, { token: id }],
    [TOKEN_PAGE_QUERIES.dayData, { token: id, since: daySince }],
    [TOKEN_PAGE_QUERIES.hourData, { token: id, since: hourSince }],
    [TOKEN_PAGE_QUERIES.pools, { token: id }],
    [TOKEN_PAGE_QUERIES.swaps, { token: id }],
  ]
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const [query, variables] of requests) {
      const started = performance.now()
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
      const body = (await response.json()) as { errors?: unknown }
      if (body.errors) throw new Error(`token page query failed: ${JSON.stringify(body.errors)}`)
      times.push(performance.now() - started)
    }
  }
  return times.sort((a, b) => a - b)
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
