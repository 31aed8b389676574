import type { DevnetChainId } from '@exchange/devnet'
import type { Address } from 'viem'
import { chainChecks } from './chainChecks.ts'
import { useStack } from './context.ts'

/** chainChecks of the stack's devnet chain (chain 1 unless named): its client, balances, receipts, positions. */
export const stackChecks = (chainId: DevnetChainId = 1) => chainChecks(chainId, useStack().chains[chainId])

/** A viem client of the stack's devnet chain (chain 1 unless named), for reads and setup transactions. */
export const chainClient = (chainId: DevnetChainId = 1) => stackChecks(chainId).client

/** The mainnet replica's client. */
export const mainnetClient = () => chainClient(1)

/** An ERC-20 balance on a devnet chain (chain 1 unless named), read from the chain itself. */
export const tokenBalance = (token: Address, account: Address, chainId: DevnetChainId = 1) =>
  stackChecks(chainId).tokenBalance(token, account)
