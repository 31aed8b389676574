import { type DevnetChainId, devnetClient } from '@exchange/devnet'
import { type Address, erc20Abi } from 'viem'
import { useStack } from './context.ts'

/** A viem client of the stack's devnet chain (chain 1 unless named), for reads and setup transactions. */
export const chainClient = (chainId: DevnetChainId = 1) => devnetClient(chainId, useStack().chains[chainId])

/** The mainnet replica's client. */
export const mainnetClient = () => chainClient(1)

/** An ERC-20 balance on a devnet chain (chain 1 unless named), read from the chain itself. */
export const tokenBalance = (token: Address, account: Address, chainId: DevnetChainId = 1) =>
  chainClient(chainId).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
