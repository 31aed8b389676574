export { INDEXER_DEFAULTS } from './http-defaults.ts'
export { SUBGRAPH_PATHS, subgraphPath } from './settings.ts'
export {
  DEFAULT_DATA_DIR,
  DEVNET_FINALITY_BLOCKS,
  type Indexer,
  type StartIndexerOptions,
  startIndexer,
} from './start-indexer.ts'
export { type StartReaderOptions, startIndexerReader } from './start-reader.ts'
