import { devAccount } from '@exchange/devnet'
import { type Address, getAddress } from 'viem'
import { PlainToken } from '../../packages/devnet/src/generated/contracts.ts'
import { chainClient } from './devnetReads.ts'

/**
 * Tokens and token lists a browser test makes at run time: a PlainToken deployed on the chain-1 devnet
 * by development account 7 (no list knows it), and a token list document to serve.
 */
export async function deployPlainToken(
  symbol: string,
  name: string,
  decimals = 18,
  mint?: { to: Address; amount: bigint },
): Promise<Address> {
  const client = chainClient()
  const owner = devAccount(7)
  const hash = await client.deployContract({
    account: owner,
    abi: PlainToken.abi,
    bytecode: PlainToken.bytecode,
    args: [name, symbol, decimals, owner.address],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the token was not deployed')
  const address = getAddress(receipt.contractAddress)
  if (mint && mint.amount > 0n) {
    const minted = await client.writeContract({
      account: owner,
      address,
      abi: PlainToken.abi,
      functionName: 'mint',
      args: [mint.to, mint.amount],
    })
    await client.waitForTransactionReceipt({ hash: minted })
  }
  return address
}

/** A token list document (the token-lists schema's fields) of `tokens`. */
export function tokenList(
  name: string,
  tokens: object[],
  { version = [1, 0, 0], timestamp }: { version?: [number, number, number]; timestamp: string },
) {
  return {
    name,
    timestamp,
    version: { major: version[0], minor: version[1], patch: version[2] },
    tokens,
  }
}
