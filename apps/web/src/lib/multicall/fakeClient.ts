import { type Address, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { uniswapInterfaceMulticallAbi } from './abi.ts'
import type { MulticallClient } from './fetchChunk.ts'

/** What the fake multicall received in one eth_call. */
export interface FakeMulticallRequest {
  to: Address
  /** The block asked for; undefined for the latest. */
  blockNumber: bigint | undefined
  calls: { target: Address; gasLimit: bigint; callData: Hex }[]
}

export interface FakeCallAnswer {
  success: boolean
  returnData: Hex
}

/**
 * A stand-in for a JSON-RPC client in front of `UniswapInterfaceMulticall`, for tests: decodes each
 * eth_call, records it, and encodes what `answer` returns (or rejects with what it throws). By
 * default every call succeeds and returns its own call data, so results show their order. A call at
 * the latest block runs at `latestBlock`.
 */
export function fakeMulticallClient(
  answer: (
    request: FakeMulticallRequest,
  ) => readonly FakeCallAnswer[] | Promise<readonly FakeCallAnswer[]> = (request) =>
    request.calls.map((call) => ({ success: true, returnData: call.callData })),
  reportedBlock: (requested: bigint) => bigint = (requested) => requested,
  latestBlock = 100n,
) {
  const requests: FakeMulticallRequest[] = []
  const client: MulticallClient = {
    async call({ to, data, blockNumber }) {
      const decoded = decodeFunctionData({ abi: uniswapInterfaceMulticallAbi, data })
      if (decoded.functionName !== 'multicall') throw new Error(`unexpected ${decoded.functionName}`)
      const request: FakeMulticallRequest = { to, blockNumber, calls: [...decoded.args[0]] }
      requests.push(request)
      const results = await answer(request)
      return {
        data: encodeFunctionResult({
          abi: uniswapInterfaceMulticallAbi,
          functionName: 'multicall',
          result: [
            reportedBlock(blockNumber ?? latestBlock),
            results.map((result) => ({ ...result, gasUsed: 21_000n })),
          ],
        }),
      }
    },
  }
  return { client, requests }
}
