import { parseAbi } from 'viem'

/** The Uniswap interface's own multicall contract (`UniswapInterfaceMulticall`, v3-periphery lens). */
export const uniswapInterfaceMulticallAbi = parseAbi([
  'struct Call { address target; uint256 gasLimit; bytes callData; }',
  'struct Result { bool success; uint256 gasUsed; bytes returnData; }',
  'function multicall(Call[] calls) returns (uint256 blockNumber, Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
])
