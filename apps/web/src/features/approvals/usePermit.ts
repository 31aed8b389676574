import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useCallback, useMemo, useState } from 'react'
import { type Address, getAddress } from 'viem'
import { useAccount } from 'wagmi'
import { useAppSelector } from '../../core/store'
import { useSingleCallResult } from '../../lib/multicall'
import { splitSignature } from '../../lib/signature'
import { useWalletClientGetter } from '../../lib/transactions/walletClient'
import { daiPermitTypedData, eip2612PermitTypedData, PERMITTABLE_TOKENS, type PermitInfo } from './permitInfo'

const noncesAbi = [
  {
    type: 'function',
    name: 'nonces',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

/** A signed permit in the shapes @uniswap/router-sdk takes as inputTokenPermit. */
export type PermitSignature =
  | { v: 0 | 1 | 27 | 28; r: string; s: string; amount: string; deadline: string }
  | { v: 0 | 1 | 27 | 28; r: string; s: string; nonce: string; expiry: string }

interface Signed {
  token: Address
  spender: Address
  owner: Address
  amount: bigint
  deadline: bigint
  nonce: bigint
  signature: PermitSignature
}

export function permitInfoFor(currency: Currency | undefined): PermitInfo | undefined {
  if (!currency || currency.isNative) return undefined
  return PERMITTABLE_TOKENS[currency.chainId]?.[getAddress(currency.address)]
}

/**
 * A permit signature instead of an approval transaction, where the token supports one. The signature is
 * valid for the amount, spender, nonce and deadline it was made for; anything else needs a new one.
 */
export function usePermit(
  amount: CurrencyAmount<Currency> | undefined,
  spender: Address | undefined,
  chainId: number,
  deadline: bigint | undefined,
): { info: PermitInfo | undefined; signature: PermitSignature | undefined; sign: () => Promise<void> } {
  const { address: owner } = useAccount()
  const getWalletClient = useWalletClientGetter(chainId)
  const info = permitInfoFor(amount?.currency)
  const token = info && amount && !amount.currency.isNative ? (amount.currency.address as Address) : undefined
  const nonce = useSingleCallResult(chainId, {
    address: token,
    abi: noncesAbi,
    functionName: 'nonces',
    args: owner ? [owner] : undefined,
  }).result
  const [signed, setSigned] = useState<Signed | undefined>()
  const blockTimestamp = useAppSelector((state) => state.application.blockTimestamp[chainId])
  const raw = amount ? BigInt(amount.quotient.toString()) : undefined

  const signature = useMemo(() => {
    if (!signed || !token || !spender || !owner || raw === undefined || nonce === undefined) return undefined
    // The chain's clock decides, not the browser's: a devnet's blocks may run behind the wall clock.
    const nowSeconds = BigInt(blockTimestamp ?? Math.floor(Date.now() / 1000))
    const matches =
      signed.token === token &&
      signed.spender === spender &&
      signed.owner === owner &&
      signed.nonce === nonce &&
      signed.amount >= raw &&
      signed.deadline > nowSeconds
    return matches ? signed.signature : undefined
  }, [signed, token, spender, owner, raw, nonce, blockTimestamp])

  const sign = useCallback(async () => {
    if (!info || !token || !spender || !owner || raw === undefined || nonce === undefined || !deadline)
      throw new Error('Missing dependencies')
    const walletClient = await getWalletClient()
    const parameters = { info, chainId, token, owner, spender, value: raw, nonce, deadline }
    const signatureHex =
      info.type === 'ALLOWED'
        ? await walletClient.signTypedData({ account: owner, ...daiPermitTypedData(parameters) })
        : await walletClient.signTypedData({ account: owner, ...eip2612PermitTypedData(parameters) })
    const { r, s, v: vValue } = splitSignature(signatureHex)
    const permit: PermitSignature =
      info.type === 'ALLOWED'
        ? { v: vValue, r, s, nonce: nonce.toString(), expiry: deadline.toString() }
        : { v: vValue, r, s, amount: raw.toString(), deadline: deadline.toString() }
    setSigned({ token, spender, owner, amount: raw, deadline, nonce, signature: permit })
  }, [info, token, spender, owner, raw, nonce, getWalletClient, deadline, chainId])

  return { info, signature, sign }
}
