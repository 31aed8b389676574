import type { Address, Hex } from 'viem'

/**
 * Gas figures of the chain-reads layer. The spec says "chunk gas cap 100,000,000; default call gas
 * for chunking 200,000; per call 1,000,000"; they apply in two different places:
 *
 * - `DEFAULT_CALL_GAS_REQUIRED` is the `gasLimit` sent to `UniswapInterfaceMulticall` for a call
 *   that does not say how much it needs (`gasRequired ?? 1,000,000`). It is a cap on that one call,
 *   not what the call consumes.
 * - `DEFAULT_GAS_FOR_CHUNKING` is what such a call is assumed to consume when calls are packed into
 *   chunks, whose summed gas must stay within `CHUNK_GAS_LIMIT`. Most reads (balances, reserves,
 *   allowances) use a few thousand gas, so counting their 1,000,000 cap would make chunks needlessly
 *   small; a call that really needs more states `gasRequired`, which counts for both.
 */
export const DEFAULT_CALL_GAS_REQUIRED = 1_000_000
export const DEFAULT_GAS_FOR_CHUNKING = 200_000
export const CHUNK_GAS_LIMIT = 100_000_000
/** Gas requested for a balance read (ERC-20 `balanceOf`, the multicall's `getEthBalance`). */
export const BALANCE_READ_GAS_REQUIRED = 100_000

/** One contract read: `callData` sent to `address`, with an optional gas requirement. */
export interface Call {
  address: Address
  callData: Hex
  gasRequired?: number
}

/**
 * Splits an ordered list of calls into consecutive chunks whose summed gas
 * (`gasRequired ?? defaultGas`) stays within `chunkGasLimit`. Order is kept; a call whose gas alone
 * exceeds the cap gets a chunk of its own.
 */
export function chunkCalls<T extends { gasRequired?: number }>(
  calls: readonly T[],
  chunkGasLimit: number = CHUNK_GAS_LIMIT,
  defaultGas: number = DEFAULT_GAS_FOR_CHUNKING,
): T[][] {
  const chunks: T[][] = []
  let current: T[] = []
  let currentGas = 0
  for (const call of calls) {
    const gas = call.gasRequired ?? defaultGas
    if (current.length > 0 && currentGas + gas > chunkGasLimit) {
      chunks.push(current)
      current = []
      currentGas = 0
    }
    current.push(call)
    currentGas += gas
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}
