import { devnetClient, MAINNET, startDevnet } from '@exchange/devnet'
import type { PublicClient } from 'viem'
import { startQuoteApi } from '../quoteApi.ts'
import { TRADES } from '../trades.ts'
import { compareTrades, OPTIMUM_EXTRA_TRADES, optimumCovers, PoolsAtBlock, reportOptimum } from './compare.ts'

/**
 * `npm run bench -- optimum`: only the comparison with the optimum, without AlphaRouter, executions
 * or load (the routing section runs it too, beside the rest): the mainnet replica, the quote API,
 * each covered trade and the large trades (OPTIMUM_EXTRA_TRADES) quoted and compared.
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
    const rows = await compareTrades(api.url, pools, [
      ...TRADES.filter(optimumCovers),
      ...OPTIMUM_EXTRA_TRADES,
    ])
    reportOptimum(rows)
  } finally {
    api.process.kill('SIGTERM')
    await devnet.stop()
  }
}
