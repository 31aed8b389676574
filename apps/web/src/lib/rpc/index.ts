export {
  type BatchedHttpOptions,
  type BatchedRequest,
  batchedHttp,
  createBatchedRequest,
  createRpcUrlTransports,
  DEFAULT_BATCH_WAIT_MS,
  JsonRpcError,
  type RpcRequestArguments,
  UNEXPECTED_RESPONSE_CODE,
} from './batchedHttp'
