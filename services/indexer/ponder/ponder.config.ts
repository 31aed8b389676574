import { createConfig, factory } from 'ponder'
import { http } from 'viem'
import {
  FACTORY_DEPLOYMENT_BLOCK,
  factoryAbi,
  NO_V2_FACTORY,
  poolAbi,
  V2_FACTORIES,
  V3_FACTORY_ADDRESS,
  v2FactoryAbi,
  v2PairAbi,
} from '../src/abis.ts'
import { decodeSettings, SETTINGS_ENV } from '../src/settings.ts'

// startIndexer runs one Ponder process per chain: Ponder 1.0.0 keeps one finalized checkpoint for
// all its chains, ordered by block timestamps, which would tie each chain's resume point (and its
// realtime replay) to the other chain's clock.
const { chain, database } = decodeSettings(process.env[SETTINGS_ENV])

const poolCreated = factoryAbi[0]
const pairCreated = v2FactoryAbi[0]

// v2 on the chains that have the canonical v2 factory; elsewhere the contracts watch an address that
// emits nothing (Ponder's handler types need the contracts in every build). On a public chain the v2
// factory is older than the v3 one: a start at v3's deployment block starts v2 at its own.
const v2 = V2_FACTORIES[chain.chainId]
const v2Factory = v2?.address ?? NO_V2_FACTORY
const v2StartBlock =
  v2 && chain.startBlock === FACTORY_DEPLOYMENT_BLOCK[chain.chainId] ? v2.deploymentBlock : chain.startBlock

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
    UniswapV2Factory: {
      abi: v2FactoryAbi,
      network: chain.network,
      address: v2Factory,
      startBlock: v2StartBlock,
    },
    UniswapV2Pair: {
      abi: v2PairAbi,
      network: chain.network,
      address: factory({ address: v2Factory, event: pairCreated, parameter: 'pair' }),
      startBlock: v2StartBlock,
    },
  },
})
