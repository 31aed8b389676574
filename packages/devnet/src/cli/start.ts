import { startDevnet } from '../devnet.ts'

/** `npm start --workspace @exchange/devnet`: the three chains until Ctrl-C. */
const devnet = await startDevnet({
  l1Port: Number(process.env.L1_PORT ?? 8545),
  l2Port: Number(process.env.L2_PORT ?? 8546),
  opPort: Number(process.env.OP_PORT ?? 8547),
})
const stop = async () => {
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Ready is announced only once a stop is heard: whoever waits for these lines may stop the chains at once.
if (devnet.stale)
  console.warn('warning: the seeding changed since the snapshot was built; run `npm run devnet:rebuild`')
for (const chain of Object.values(devnet.chains)) console.log(`chain ${chain.chainId}: ${chain.url}`)
