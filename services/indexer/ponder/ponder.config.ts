import { createConfig, factory } from 'ponder'
import { http } from 'viem'
import { factoryAbi, poolAbi, V3_FACTORY_ADDRESS } from '../src/abis.ts'
import { decodeSettings, SETTINGS_ENV } from '../src/settings.ts'

// startIndexer runs one Ponder process per chain: Ponder 1.0.0 keeps one finalized checkpoint for
// all its chains, ordered by block timestamps, which would tie each chain's resume point (and its
// realtime replay) to the other chain's clock.
const { chain, database } = decodeSettings(process.env[SETTINGS_ENV])

const poolCreated = factoryAbi[0]

export default createConfig({
  database:
    database.kind === 'pglite'
      ? { kind: 'pglite', directory: database.directory }
      : { kind: 'postgres', connectionString: database.connectionString },
  networks: {
    [chain.network]: {
      chainId: chain.chainId,
      transport: http(chain.rpcUrl),
      pollingInterval: chain.pollingIntervalMs,
      maxRequestsPerSecond: chain.maxRequestsPerSecond,
      disableCache: chain.disableCache,
    },
  },
  contracts: {
    UniswapV3Factory: {
      abi: factoryAbi,
      network: chain.network,
      address: V3_FACTORY_ADDRESS,
      startBlock: chain.startBlock,
    },
    UniswapV3Pool: {
      abi: poolAbi,
      network: chain.network,
      address: factory({ address: V3_FACTORY_ADDRESS, event: poolCreated, parameter: 'pool' }),
      startBlock: chain.startBlock,
    },
  },
})
