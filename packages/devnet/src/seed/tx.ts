import type { Abi, Account, Address, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem'
import type { DevnetClient } from '../client.ts'

/** Sends a contract call, waits for its receipt and fails loudly unless it succeeded. */
export async function send<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(
  client: DevnetClient,
  account: Account | Address,
  call: {
    address: Address
    abi: abi
    functionName: functionName
    args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
    value?: bigint
  },
) {
  // viem's generic writeContract parameters cannot be narrowed further from here.
  // A fixed limit instead of an estimate: seeding must not depend on estimation, and a failure
  // still shows up as a reverted receipt below.
  const hash: Hash = await client.writeContract({
    account,
    chain: client.chain,
    gas: 15_000_000n,
    ...call,
  } as unknown as Parameters<DevnetClient['writeContract']>[0])
  const receipt = await receiptOf(client, hash)
  if (receipt.status !== 'success')
    throw new Error(`${String(call.functionName)} on ${call.address} reverted`)
  return receipt
}

/**
 * The receipt, by asking the node until it has one: viem's waitForTransactionReceipt, which watches
 * blocks, sometimes missed a receipt the node had (a rebuild then stalled for minutes on a busy machine).
 */
export async function receiptOf(client: DevnetClient, hash: Hash, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => null)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
