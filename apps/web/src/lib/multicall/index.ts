export { uniswapInterfaceMulticallAbi } from './abi.ts'
export {
  BALANCE_READ_GAS_REQUIRED,
  type Call,
  CHUNK_GAS_LIMIT,
  chunkCalls,
  DEFAULT_CALL_GAS_REQUIRED,
  DEFAULT_GAS_FOR_CHUNKING,
} from './chunk.ts'
export { type CallArgs, encodeCall } from './encodeCall.ts'
export {
  CancelledError,
  type ChunkCallResult,
  type ChunkResult,
  type FetchChunkOptions,
  fetchChunk,
  isHeaderNotFound,
  isOutOfGas,
  type MulticallClient,
  multicallClientOf,
  retryWaitMs,
} from './fetchChunk.ts'
export {
  type CallKey,
  type CallResult,
  type CallReturnType,
  type CallState,
  callState,
  createMulticallStore,
  INVALID_CALL_STATE,
  LOADING_CALL_STATE,
  type MulticallState,
  type MulticallStore,
  toCallKey,
} from './store.ts'
export { type FetchOutdatedOptions, fetchOutdatedCalls } from './updater.ts'
export {
  type ContractRead,
  forgetMulticallStores,
  getMulticallStore,
  MulticallUpdater,
  useAccountCall,
  useMultipleContractSingleData,
  useSingleCallResult,
  useSingleContractMultipleData,
} from './useMultiCall.ts'
export { type WarmedCalls, warmCalls } from './warm.ts'
