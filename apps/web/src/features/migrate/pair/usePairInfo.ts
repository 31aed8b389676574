import { FACTORY_ADDRESS_MAP } from '@uniswap/v2-sdk'
import { type Address, parseAbi } from 'viem'
import { contractAddress } from '../../../core/addresses'
import { useSingleCallResult } from '../../../lib/multicall'

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function factory() view returns (address)',
  'function name() view returns (string)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function nonces(address owner) view returns (uint256)',
])

export interface PairInfo {
  token0: Address
  token1: Address
  /** The pair token's EIP-712 domain name (Uniswap V2 and Sushi name theirs differently). */
  name: string
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  /** The account's pool tokens. */
  balance: bigint
  nonce: bigint
  /** A SushiSwap pair (the fork's factory), recorded as such with the migration. */
  isFork: boolean
}

/**
 * The pair at `address` read from the chain each block: its tokens, reserves and supply and the account's
 * pool tokens and permit nonce. `invalid` when the contract is not a pair of the Uniswap v2 factory or of
 * Sushi's, the only pools the migrator is offered for.
 */
export function usePairInfo(
  chainId: number,
  address: Address | undefined,
  account: Address | undefined,
): { loading: boolean; invalid: boolean; info?: PairInfo } {
  const read = <const F extends 'token0' | 'token1' | 'factory' | 'name' | 'getReserves' | 'totalSupply'>(
    functionName: F,
  ) => ({ address, abi: pairAbi, functionName })
  const token0 = useSingleCallResult(chainId, read('token0'))
  const token1 = useSingleCallResult(chainId, read('token1'))
  const factory = useSingleCallResult(chainId, read('factory'))
  const name = useSingleCallResult(chainId, read('name'))
  const reserves = useSingleCallResult(chainId, read('getReserves'))
  const totalSupply = useSingleCallResult(chainId, read('totalSupply'))
  const args = account ? ([account] as const) : undefined
  const balance = useSingleCallResult(chainId, {
    address: account ? address : undefined,
    abi: pairAbi,
    functionName: 'balanceOf',
    args,
  })
  const nonce = useSingleCallResult(chainId, {
    address: account ? address : undefined,
    abi: pairAbi,
    functionName: 'nonces',
    args,
  })
  const all = [token0, token1, factory, name, reserves, totalSupply, balance, nonce]
  const loading = all.some((call) => call.loading)
  const uniswap = FACTORY_ADDRESS_MAP[chainId]?.toLowerCase()
  const sushi = contractAddress(chainId, 'SushiV2Factory')?.toLowerCase()
  const factoryAddress = factory.result?.toLowerCase()
  const known = !!factoryAddress && (factoryAddress === uniswap || factoryAddress === sushi)
  if (
    !known ||
    !token0.result ||
    !token1.result ||
    name.result === undefined ||
    !reserves.result ||
    totalSupply.result === undefined ||
    balance.result === undefined ||
    nonce.result === undefined
  )
    return { loading, invalid: !loading && (factory.error || !known) }
  return {
    loading,
    invalid: false,
    info: {
      token0: token0.result,
      token1: token1.result,
      name: name.result,
      reserve0: reserves.result[0],
      reserve1: reserves.result[1],
      totalSupply: totalSupply.result,
      balance: balance.result,
      nonce: nonce.result,
      isFork: factoryAddress === sushi,
    },
  }
}
