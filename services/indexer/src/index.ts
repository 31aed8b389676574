export { DEVNET_FINALITY_BLOCKS } from './chain-settings.ts'
export { INDEXER_DEFAULTS } from './http-defaults.ts'
export type { StartIndexerOptions } from './indexer-options.ts'
export { SUBGRAPH_PATHS, subgraphPath, V2_SUBGRAPH_PATHS, v2SubgraphPath } from './settings.ts'
export {
  DEFAULT_DATA_DIR,
  type Indexer,
  startIndexer,
} from './start-indexer.ts'
export { type StartReaderOptions, startIndexerReader } from './start-reader.ts'
