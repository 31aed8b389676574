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
  V2_SUBGRAPH_PATHS,
  v2SubgraphUrl,
} from './subgraph'
