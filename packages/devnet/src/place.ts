import { type Abi, type Account, type Address, encodeDeployData, getAddress, type Hex } from 'viem'
import { rpc } from './anvil.ts'
import type { DevnetClient } from './client.ts'
import { receiptOf } from './seed/tx.ts'

interface PrestateDiff {
  post: Record<string, { storage?: Record<Hex, Hex> }>
}

export interface PlaceRequest {
  abi: Abi
  /** Creation code, already linked. */
  bytecode: Hex
  args?: readonly unknown[]
  /** The canonical address the contract must end up at. */
  at: Address
}

/**
 * Puts a contract at its canonical address: deploy it normally, then copy its runtime code and
 * every storage slot its constructor wrote to the canonical address. The temporary address is
 * patched to the canonical one inside the runtime code, because immutables (UniswapV3Factory's
 * no-delegate-call guard, a library's call guard) hold `address(this)`.
 */
export async function placeContract(client: DevnetClient, deployer: Account, request: PlaceRequest) {
  const data = encodeDeployData({ abi: request.abi, bytecode: request.bytecode, args: request.args ?? [] })
  const hash = await client.sendTransaction({
    account: deployer,
    data,
    chain: client.chain,
    gas: 30_000_000n,
  })
  const receipt = await receiptOf(client, hash)
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`deploying the contract for ${request.at} failed`)
  const temporary = getAddress(receipt.contractAddress)
  const url = client.transport.url as string
  const [code, diff] = await Promise.all([
    client.getCode({ address: temporary }),
    rpc<PrestateDiff>(url, 'debug_traceTransaction', [
      hash,
      { tracer: 'prestateTracer', tracerConfig: { diffMode: true } },
    ]),
  ])
  if (!code) throw new Error(`no code at ${temporary}`)
  const runtime = replaceAll(code, temporary, request.at)
  await client.setCode({ address: request.at, bytecode: runtime })
  const storage = Object.entries(diff.post).find(
    ([address]) => address.toLowerCase() === temporary.toLowerCase(),
  )?.[1].storage
  for (const [slot, value] of Object.entries(storage ?? {})) {
    await client.setStorageAt({ address: request.at, index: slot as Hex, value })
  }
  // Leave nothing behind at the temporary address, so nobody can talk to a stale twin.
  await client.setCode({ address: temporary, bytecode: '0x' })
  return request.at
}

function replaceAll(code: Hex, from: Address, to: Address): Hex {
  const needle = from.slice(2).toLowerCase()
  return code.toLowerCase().split(needle).join(to.slice(2).toLowerCase()) as Hex
}
