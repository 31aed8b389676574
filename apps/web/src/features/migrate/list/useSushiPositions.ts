import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { type Address, erc20Abi } from 'viem'
import { contractAddress } from '../../../core/addresses'
import { config } from '../../../core/config'
import { BALANCE_READ_GAS_REQUIRED, useMultipleContractSingleData } from '../../../lib/multicall'
import { trackedPairs } from '../../pool-v2'
import { useSavedPairs } from '../../settings'
import { useAllTokens } from '../../tokens'
import { sushiInitCodeHash, sushiPairAddress } from './sushi'

export interface SushiPosition {
  address: Address
  token0: Token
  token1: Token
  /** The account's Sushi liquidity tokens (SLP, 18 decimals). */
  balance: CurrencyAmount<Token>
}

/**
 * The account's SushiSwap positions (mainnet only): the same tracked pairs as the v2 list, at Sushi's
 * CREATE2 addresses, their liquidity token balances read in one batched multicall.
 */
export function useSushiPositions(
  chainId: number,
  account: Address | undefined,
): { loading: boolean; positions: SushiPosition[] } {
  const factory = contractAddress(chainId, 'SushiV2Factory')
  const tokens = useAllTokens(chainId)
  const saved = useSavedPairs(chainId)
  const tracked = useMemo(
    () => (factory ? trackedPairs(chainId, tokens, saved) : []),
    [factory, chainId, tokens, saved],
  )
  const addresses = useMemo(() => {
    if (!factory || !account) return []
    const hash = sushiInitCodeHash(config.devnetChains.includes(chainId))
    return tracked.map(([a, b]) => sushiPairAddress(factory, hash, a, b))
  }, [factory, account, tracked, chainId])
  const balances = useMultipleContractSingleData(
    chainId,
    addresses,
    erc20Abi,
    'balanceOf',
    account ? [account] : undefined,
    BALANCE_READ_GAS_REQUIRED,
  )
  return useMemo(() => {
    const positions: SushiPosition[] = []
    balances.forEach((result, index) => {
      const pair = tracked[index]
      const address = addresses[index]
      if (!pair || !address || result.result === undefined || result.result === 0n) return
      const lp = new Token(chainId, address, 18, 'SLP', 'SushiSwap LP Token')
      positions.push({
        address,
        token0: pair[0],
        token1: pair[1],
        balance: CurrencyAmount.fromRawAmount(lp, result.result.toString()),
      })
    })
    return { loading: balances.some((result) => result.loading), positions }
  }, [balances, tracked, addresses, chainId])
}
