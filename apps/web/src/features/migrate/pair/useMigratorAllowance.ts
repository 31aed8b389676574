import { CHAIN_TO_ADDRESSES_MAP, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAppSelector } from '../../../core/store'
import { splitSignature } from '../../../lib/signature'
import { isUserRejection } from '../../../lib/transactions/errors'
import { useWalletClientGetter } from '../../../lib/transactions/walletClient'
import {
  isSignatureValid,
  permitDeadline,
  useApproval,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from '../../approvals'
import type { PairInfo } from './usePairInfo'

/** The V3Migrator (sdk-core's canonical address, where the devnet replica places it too). */
export const MIGRATOR = CHAIN_TO_ADDRESSES_MAP[1].v3MigratorAddress as Address

/**
 * The pair's pool tokens allowed to the migrator: by a permit signature (EIP-2612, in the pair token's own
 * name), or where the wallet cannot sign by an approval transaction.
 */
export function useMigratorAllowance({
  chainId,
  pairAddress,
  account,
  info,
}: {
  chainId: number
  pairAddress: Address
  account: Address
  info: PairInfo | undefined
}) {
  const lpToken = new Token(chainId, pairAddress, 18, info?.isFork ? 'SLP' : 'UNI-V2')
  const lpAmount = info ? CurrencyAmount.fromRawAmount(lpToken, info.balance.toString()) : undefined
  const approval = useApproval(lpAmount, MIGRATOR, chainId)
  const [signature, setSignature] = useState<V2PairPermitSignature | undefined>()
  const chainTime = useAppSelector((s) => s.application.blockTimestamp[chainId])
  const getWalletClient = useWalletClientGetter(chainId)
  const signed = isSignatureValid(signature, {
    owner: account,
    spender: MIGRATOR,
    tokenAddress: pairAddress,
    chainId,
    amount: info?.balance,
    nonce: info?.nonce,
    nowSeconds: Math.max(chainTime ?? 0, Date.now() / 1000),
  })
  const allowed = approval.state === 'APPROVED' || signed

  async function onAllow() {
    if (!info || info.balance === 0n) return
    const deadline = permitDeadline(chainTime, Date.now() / 1000)
    try {
      const walletClient = await getWalletClient()
      const typed = v2PermitTypedData({
        chainId,
        pair: pairAddress,
        owner: account,
        spender: MIGRATOR,
        value: info.balance,
        nonce: info.nonce,
        deadline,
      })
      // The domain carries the pair token's own name: Sushi's pairs sign as theirs, not 'Uniswap V2'.
      const hex = await walletClient.signTypedData({
        account,
        ...typed,
        domain: { ...typed.domain, name: info.name },
      })
      const { v, r, s } = splitSignature(hex)
      setSignature({
        owner: account,
        spender: MIGRATOR,
        tokenAddress: pairAddress,
        chainId,
        amount: info.balance,
        nonce: info.nonce,
        deadline,
        v,
        r,
        s,
      })
    } catch (signError) {
      if (isUserRejection(signError)) return
      // The wallet cannot sign the permit: an approval instead, through the transaction flow.
      await approval.approve()
    }
  }

  return { lpAmount, approval, signature, signed, allowed, onAllow }
}
