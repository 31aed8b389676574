import { type Account, type Address, erc20Abi, maxUint256, parseAbi } from 'viem'
import type { TokenSpec } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import {
  DaiToken,
  FeeOnTransferToken,
  HoneypotToken,
  PermitToken,
  PlainToken,
} from '../generated/contracts.ts'
import { placeContract } from '../place.ts'
import { send } from './tx.ts'

export const weth9Abi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256)',
  'function balanceOf(address) view returns (uint256)',
])

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/** Where a fee-on-transfer token sends its fees: Paxos' fee collector stands in as an inert address. */
export const FEE_RECIPIENT: Address = '0xfEE0000000000000000000000000000000000fee'

/** Deploys the project's own ERC-20s at their canonical addresses (WETH and UNI come from the Uniswap artifacts). */
export async function placeTokens(client: DevnetClient, deployer: Account, tokens: readonly TokenSpec[]) {
  for (const token of tokens) {
    const owner = deployer.address
    switch (token.kind) {
      case 'plain':
        await placeContract(client, deployer, {
          ...PlainToken,
          args: [token.name, token.symbol, token.decimals, owner],
          at: token.address,
        })
        break
      case 'permit':
        await placeContract(client, deployer, {
          ...PermitToken,
          args: [token.name, token.symbol, token.decimals, token.permitVersion ?? '1', owner],
          at: token.address,
        })
        break
      case 'dai':
        await placeContract(client, deployer, { ...DaiToken, args: [owner], at: token.address })
        break
      case 'fee-on-transfer':
        await placeContract(client, deployer, {
          ...FeeOnTransferToken,
          args: [token.name, token.symbol, token.decimals, BigInt(token.feeParts ?? 0), FEE_RECIPIENT, owner],
          at: token.address,
        })
        break
      case 'honeypot':
        await placeContract(client, deployer, {
          ...HoneypotToken,
          args: [token.name, token.symbol, token.decimals, owner],
          at: token.address,
        })
        break
      case 'weth':
      case 'uni':
        break
    }
  }
}

/**
 * Gives `to` an amount of a token the way each token allows: owner minting for ours, a deposit for
 * WETH (paid from `to`'s own ETH), a transfer from the deployer for UNI.
 */
export async function fund(
  client: DevnetClient,
  deployer: Account,
  token: TokenSpec,
  to: Account,
  amount: bigint,
): Promise<void> {
  if (amount === 0n) return
  switch (token.kind) {
    case 'weth':
      await send(client, to, {
        address: token.address,
        abi: weth9Abi,
        functionName: 'deposit',
        value: amount,
      })
      return
    case 'uni':
      await send(client, deployer, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to.address, amount],
      })
      return
    default:
      await send(client, deployer, {
        address: token.address,
        abi: mintAbi,
        functionName: 'mint',
        args: [to.address, amount],
      })
  }
}

export async function approveMax(client: DevnetClient, owner: Account, token: Address, spender: Address) {
  await send(client, owner, {
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  })
}
