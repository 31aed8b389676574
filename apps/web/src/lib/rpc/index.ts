export {
  type BatchedHttpOptions,
  type BatchedRequest,
  batchedHttp,
  chainTransport,
  createBatchedRequest,
  createRpcUrlTransports,
  DEFAULT_BATCH_WAIT_MS,
  JsonRpcError,
  noRpcTransport,
  type RpcRequestArguments,
  UNEXPECTED_RESPONSE_CODE,
} from './batchedHttp'
export {
  backoffDelayMs,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_POLICY,
  isRetriedMethod,
  isTransientRpcError,
  type RetryPolicy,
} from './retryPolicy'
