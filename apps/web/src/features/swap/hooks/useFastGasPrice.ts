import { parseAbi } from 'viem'
import { contractAddress } from '../../../core/addresses'
import { useSingleCallResult } from '../../../lib/multicall'

const aggregatorAbi = parseAbi(['function latestAnswer() view returns (int256)'])

/** The fast gas price (wei) of the chain's Chainlink "Fast Gas / Gwei" feed, read each block; undefined where there is none. */
export function useFastGasPrice(chainId: number): bigint | undefined {
  const answer = useSingleCallResult(chainId, {
    address: contractAddress(chainId, 'FastGasOracle'),
    abi: aggregatorAbi,
    functionName: 'latestAnswer',
  }).result
  return answer !== undefined && answer > 0n ? answer : undefined
}
