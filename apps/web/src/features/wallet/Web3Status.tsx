import { Plural, Trans } from '@lingui/react/macro'
import { useAccount, useConnect } from 'wagmi'
import { Tooltip } from '../../components/Tooltip'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useEnsNameOf } from '../../core/ens'
import { useAppDispatch } from '../../core/store'
import { isSupportedChainId } from '../../core/supportedChains'
import { usePendingTransactions } from '../transactions'

const shorten = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/**
 * The status button: '{n} Pending' with a spinner while transactions wait, otherwise the ENS name
 * or address; 'Wrong Network' on an unsupported chain; 'Error' after a failed connection;
 * 'Connect Wallet' when disconnected. It opens the wallet modal.
 */
export function Web3Status() {
  const dispatch = useAppDispatch()
  const { address, chainId, isConnected } = useAccount()
  const { error } = useConnect()
  const ensName = useEnsNameOf(address)
  const pending = usePendingTransactions().length
  const open = () => dispatch(setOpenModal(ApplicationModal.WALLET))

  let content: React.ReactNode
  let variant = ''
  if (isConnected && address && !isSupportedChainId(chainId)) {
    content = <Trans>Wrong Network</Trans>
    variant = 'web3-status--error'
  } else if (isConnected && address) {
    content =
      pending > 0 ? (
        <span className="web3-status__pending">
          <Plural value={pending} one="# Pending" other="# Pending" />{' '}
          <span className="spinner" aria-hidden="true" />
        </span>
      ) : (
        (ensName ?? shorten(address))
      )
  } else if (error) {
    content = <Trans>Error</Trans>
    variant = 'web3-status--error'
  } else {
    content = <Trans>Connect Wallet</Trans>
    variant = 'web3-status--connect'
  }
  const button = (describedBy?: string) => (
    <button
      type="button"
      className={`web3-status ${variant}`}
      data-testid="web3-status"
      onClick={open}
      aria-describedby={describedBy}
    >
      {content}
    </button>
  )
  // Always inside the tooltip, so that connecting keeps the same button: the wallet dialog gives the focus
  // back to the element that opened it, which must still be in the page.
  return <Tooltip text={address ?? ''}>{button}</Tooltip>
}
