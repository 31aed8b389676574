export {
  graphqlRequest,
  isStale,
  STALE_BLOCK_THRESHOLD,
  StaleSubgraphError,
  SUBGRAPH_PAGE_SIZE,
  SUBGRAPH_PATHS,
  SUBGRAPH_POLL_MS,
  subgraphUrl,
  UnsupportedChainIdError,
} from './subgraph'
