/** A proposal's state as the governor numbers it; UNDETERMINED when it cannot be read. */
export enum ProposalState {
  UNDETERMINED = -1,
  PENDING = 0,
  ACTIVE = 1,
  CANCELED = 2,
  DEFEATED = 3,
  SUCCEEDED = 4,
  QUEUED = 5,
  EXPIRED = 6,
  EXECUTED = 7,
}

/** The governor's state() answer as a ProposalState: anything unknown or missing is UNDETERMINED. */
export function proposalStatus(raw: number | bigint | undefined | null): ProposalState {
  if (raw === undefined || raw === null) return ProposalState.UNDETERMINED
  const value = Number(raw)
  return Number.isInteger(value) && value >= ProposalState.PENDING && value <= ProposalState.EXECUTED
    ? (value as ProposalState)
    : ProposalState.UNDETERMINED
}

/** The English name of a state, also its key for styling. */
export const STATUS_NAMES: Record<ProposalState, string> = {
  [ProposalState.UNDETERMINED]: 'Undetermined',
  [ProposalState.PENDING]: 'Pending',
  [ProposalState.ACTIVE]: 'Active',
  [ProposalState.CANCELED]: 'Canceled',
  [ProposalState.DEFEATED]: 'Defeated',
  [ProposalState.SUCCEEDED]: 'Succeeded',
  [ProposalState.QUEUED]: 'Queued',
  [ProposalState.EXPIRED]: 'Expired',
  [ProposalState.EXECUTED]: 'Executed',
}
