export { INDEXER_DEFAULTS } from './http-defaults.ts'
export { SUBGRAPH_PATHS, subgraphPath, V2_SUBGRAPH_PATHS, v2SubgraphPath } from './settings.ts'
export {
  DEFAULT_DATA_DIR,
  DEVNET_FINALITY_BLOCKS,
  type Indexer,
  type StartIndexerOptions,
  startIndexer,
} from './start-indexer.ts'
export { type StartReaderOptions, startIndexerReader } from './start-reader.ts'
