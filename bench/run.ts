import { benchDevnet } from './devnet.ts'
import { benchExplore } from './explore.ts'
import { measures, parseBenchArguments, writeMeasures } from './measures.ts'
import { benchRouting } from './routing/index.ts'
import { benchOptimum } from './routing/optimum/section.ts'
import { benchServices } from './services.ts'
import { benchServing } from './serving.ts'
import { benchSimulation } from './simulation.ts'
import { benchSwap } from './swap.ts'
import { benchTransactions } from './transactions.ts'
import { benchVitals } from './vitals.ts'
import { benchWeb } from './web.ts'

/**
 * `npm run bench [-- <section>] [-- --json <file>]`: every benchmark (or one section), each printing
 * its ratio against its reference or budget; with --json, every measure also goes to <file>.
 */
const { only, json } = parseBenchArguments(process.argv.slice(2))
if (!only || only === 'devnet') await benchDevnet()
if (!only || only === 'web') await benchWeb()
if (!only || only === 'serving') await benchServing()
if (!only || only === 'swap') await benchSwap()
if (!only || only === 'vitals') await benchVitals()
if (!only || only === 'simulation') await benchSimulation()
if (!only || only === 'transactions') await benchTransactions()
if (!only || only === 'routing') await benchRouting()
// The optimum alone (quick); the routing section runs it too.
if (only === 'optimum') await benchOptimum()
if (!only || only === 'services') await benchServices()
if (!only || only === 'explore') await benchExplore()
if (json) {
  await writeMeasures(json)
  console.log(`bench: ${measures().length} measures written to ${json}`)
}
