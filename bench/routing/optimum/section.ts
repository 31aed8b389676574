import { devnetClient, MAINNET, startDevnet } from '@exchange/devnet'
import type { PublicClient } from 'viem'
import { startQuoteApi } from '../quoteApi.ts'
import { apiQuery, rawAmount, TRADES, tradeLabel } from '../trades.ts'
import {
  type ApiQuote,
  compareWithOptimum,
  failedComparison,
  type OptimumComparison,
  optimumCovers,
  PoolsAtBlock,
  reportOptimum,
} from './compare.ts'

/**
 * `npm run bench -- optimum`: only the comparison with the optimum, without AlphaRouter, executions
 * or load (the routing section runs it too, beside the rest): the mainnet replica, the quote API,
 * each covered trade quoted and compared.
 */
export async function benchOptimum() {
  console.log('optimum: the quote API against the optimal routing over every pool (mainnet replica)')
  const devnet = await startDevnet({ l1Port: 0, chainIds: [MAINNET] })
  const url = devnet.chains[MAINNET]!.url
  const api = await startQuoteApi({ [MAINNET]: url }).catch(async (error) => {
    await devnet.stop()
    throw error
  })
  try {
    const pools = new PoolsAtBlock(devnetClient(MAINNET, url) as unknown as PublicClient)
    const rows: OptimumComparison[] = []
    for (const spec of TRADES.filter(optimumCovers)) {
      const response = await fetch(`${api.url}${apiQuery(spec, rawAmount(spec))}`)
      if (!response.ok) {
        rows.push(failedComparison(spec, tradeLabel(spec), `the quote API answered ${response.status}`))
        continue
      }
      rows.push(await compareWithOptimum(pools, spec, tradeLabel(spec), (await response.json()) as ApiQuote))
    }
    reportOptimum(rows)
  } finally {
    api.process.kill('SIGTERM')
    await devnet.stop()
  }
}
