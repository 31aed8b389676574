import { useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { isSupportedChainId } from '../../core/supportedChains'
import { formatEthBalance, useNativeBalance } from '../../features/tokens'

/** The account's balance of the native coin beside the account button (3 significant digits). */
export function AccountBalance() {
  const { i18n } = useLingui()
  const { address, chainId, isConnected } = useAccount()
  const supported = isConnected && chainId !== undefined && isSupportedChainId(chainId)
  const balance = useNativeBalance(supported ? address : undefined, chainId ?? 1)
  if (!supported || !balance) return null
  return (
    <span className="account-balance" data-testid="account-balance">
      {`${formatEthBalance(balance, i18n.locale)} ${balance.currency.symbol ?? 'ETH'}`}
    </span>
  )
}
