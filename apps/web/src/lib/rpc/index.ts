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
// What a transport's options name; which reads are retried, and how, stays the transport's own (retryPolicy.ts).
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retryPolicy'
