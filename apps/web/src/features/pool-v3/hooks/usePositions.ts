import { useMemo } from 'react'
import { type Address, getAbiItem, parseAbi } from 'viem'
import { contractAddress } from '../../../core/addresses'
import { useAccountCall, useSingleContractMultipleData } from '../../../lib/multicall'

/** The NonfungiblePositionManager reads and writes of the v3 screens. */
export const positionManagerAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
])

/** A v3 position as the position manager stores it, with its NFT's token id. */
export interface PositionDetails {
  tokenId: bigint
  nonce: bigint
  operator: Address
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
  feeGrowthInside0LastX128: bigint
  feeGrowthInside1LastX128: bigint
  tokensOwed0: bigint
  tokensOwed1: bigint
}

/** The fields of the position manager's `positions` answer, in its order: the ABI's output names. */
const POSITION_FIELDS = getAbiItem({ abi: positionManagerAbi, name: 'positions' }).outputs.map(
  (output) => output.name,
)

/**
 * A `positions` answer as the position of its token id: each value under its output's name, which is
 * PositionDetails' name of the field (usePositions.test.ts holds the two to each other).
 */
export function positionDetails(tokenId: bigint, result: readonly unknown[]): PositionDetails {
  const fields = Object.fromEntries(POSITION_FIELDS.map((name, index) => [name, result[index]]))
  return { tokenId, ...fields } as PositionDetails
}

/** The positions of several token ids, from the chain each block. */
function usePositionsFromTokenIds(
  chainId: number,
  tokenIds: readonly bigint[] | undefined,
): { loading: boolean; syncing: boolean; positions: PositionDetails[] | undefined } {
  const contract = useMemo(
    () => ({ address: contractAddress(chainId, 'NonfungiblePositionManager'), abi: positionManagerAbi }),
    [chainId],
  )
  const argsList = useMemo(() => (tokenIds ?? []).map((tokenId) => [tokenId] as const), [tokenIds])
  const results = useSingleContractMultipleData(chainId, contract, 'positions', argsList)
  const loading = results.some((state) => state.loading)
  // A result from an older block than the latest: after a transaction, the position may have changed.
  const syncing = results.some((state) => state.syncing)
  const error = results.some((state) => state.error)

  const positions = useMemo(() => {
    if (!tokenIds || loading || error) return undefined
    return results.flatMap((state, index): PositionDetails[] => {
      const tokenId = tokenIds[index]
      if (!state.result || tokenId === undefined) return []
      return [positionDetails(tokenId, state.result)]
    })
  }, [tokenIds, results, loading, error])

  return { loading, syncing, positions }
}

/**
 * One position by token id; undefined when the id is missing or has no position (burned). `syncing`
 * while the position shown was read at an older block than the latest.
 */
export function usePositionFromTokenId(
  chainId: number,
  tokenId: bigint | undefined,
): { loading: boolean; syncing: boolean; position: PositionDetails | undefined } {
  const tokenIds = useMemo(() => (tokenId === undefined ? undefined : [tokenId]), [tokenId])
  const { loading, syncing, positions } = usePositionsFromTokenIds(chainId, tokenIds)
  return { loading, syncing, position: positions?.[0] }
}

/**
 * The positions owned by an account: balanceOf, then tokenOfOwnerByIndex for each index, then
 * positions of each token id, all through the chain's multicall.
 */
export function usePositionsOf(
  chainId: number,
  account: Address | undefined,
): { loading: boolean; positions: PositionDetails[] | undefined } {
  const address = contractAddress(chainId, 'NonfungiblePositionManager')
  const contract = useMemo(() => ({ address, abi: positionManagerAbi }), [address])
  const balance = useAccountCall(
    chainId,
    { address, abi: positionManagerAbi, functionName: 'balanceOf' },
    account,
  )
  const count = balance.result === undefined ? 0 : Number(balance.result)
  const indexArgs = useMemo(
    () => (account ? Array.from({ length: count }, (_, index) => [account, BigInt(index)] as const) : []),
    [account, count],
  )
  const tokenIdResults = useSingleContractMultipleData(chainId, contract, 'tokenOfOwnerByIndex', indexArgs)
  const tokenIdsLoading = tokenIdResults.some((state) => state.loading)
  const tokenIds = useMemo(() => {
    if (!account || balance.result === undefined || tokenIdsLoading) return undefined
    return tokenIdResults.flatMap((state) => (state.result === undefined ? [] : [state.result]))
  }, [account, balance.result, tokenIdsLoading, tokenIdResults])

  const { loading: positionsLoading, positions } = usePositionsFromTokenIds(chainId, tokenIds)
  return {
    loading: balance.loading || tokenIdsLoading || positionsLoading,
    positions,
  }
}
