import { type DEV_ACCOUNTS, rpc } from '@exchange/devnet'
import { type Address, erc20Abi } from 'viem'
import { useStack } from './context.ts'
import { stackChecks } from './devnetReads.ts'

/**
 * What a test gives an account on the chain-1 devnet before the page uses it: ETH (development accounts
 * past 9 start with none), and tokens sent from another development account.
 */

/** Sets the account's ETH balance on the chain-1 devnet to `wei`. */
export async function setEthBalance(account: Address, wei: bigint): Promise<void> {
  await rpc(useStack().chains[1], 'anvil_setBalance', [account, `0x${wei.toString(16)}`])
}

/** Development account `from` sends `amount` of `token` to `to`; resolves once the transfer is mined. */
export async function sendToken(
  token: Address,
  from: (typeof DEV_ACCOUNTS)[number],
  to: Address,
  amount: bigint,
): Promise<void> {
  const chain = stackChecks()
  await chain.successfulReceipt(
    await chain.client.writeContract({
      account: from,
      chain: null,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  )
}
