import type { StakingInfo } from './hooks'

/** What each mining dialog (deposit, withdraw, claim) is given: the pool's staking info on its chain. */
export interface MiningDialogProps {
  isOpen: boolean
  onDismiss: () => void
  info: StakingInfo
  chainId: number
}
