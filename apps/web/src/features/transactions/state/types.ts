/** Which way a swap's amount was fixed. Same numbering as the Uniswap SDK's TradeType. */
export enum TradeType {
  EXACT_INPUT = 0,
  EXACT_OUTPUT = 1,
}

export enum VoteOption {
  Against = 0,
  For = 1,
  Abstain = 2,
}

/** What a transaction does; stored with it so the interface can describe it and react when it confirms. */
export enum TransactionType {
  APPROVAL = 'APPROVAL',
  SWAP = 'SWAP',
  DEPOSIT_LIQUIDITY_STAKING = 'DEPOSIT_LIQUIDITY_STAKING',
  WITHDRAW_LIQUIDITY_STAKING = 'WITHDRAW_LIQUIDITY_STAKING',
  CLAIM = 'CLAIM',
  VOTE = 'VOTE',
  DELEGATE = 'DELEGATE',
  WRAP = 'WRAP',
  CREATE_V3_POOL = 'CREATE_V3_POOL',
  ADD_LIQUIDITY_V3_POOL = 'ADD_LIQUIDITY_V3_POOL',
  ADD_LIQUIDITY_V2_POOL = 'ADD_LIQUIDITY_V2_POOL',
  MIGRATE_LIQUIDITY_V3 = 'MIGRATE_LIQUIDITY_V3',
  COLLECT_FEES = 'COLLECT_FEES',
  REMOVE_LIQUIDITY_V3 = 'REMOVE_LIQUIDITY_V3',
  SUBMIT_PROPOSAL = 'SUBMIT_PROPOSAL',
}

// Amounts are raw integer strings (smallest unit) so the state stays serializable.

export interface ApproveTransactionInfo {
  type: TransactionType.APPROVAL
  tokenAddress: string
  spender: string
}

interface BaseSwapTransactionInfo {
  type: TransactionType.SWAP
  tradeType: TradeType
  inputCurrencyId: string
  outputCurrencyId: string
  /** Where the output was sent, when not to the account that sent the swap. */
  recipient?: string
}

export interface ExactInputSwapTransactionInfo extends BaseSwapTransactionInfo {
  tradeType: TradeType.EXACT_INPUT
  inputCurrencyAmountRaw: string
  expectedOutputCurrencyAmountRaw: string
  minimumOutputCurrencyAmountRaw: string
}

export interface ExactOutputSwapTransactionInfo extends BaseSwapTransactionInfo {
  tradeType: TradeType.EXACT_OUTPUT
  outputCurrencyAmountRaw: string
  expectedInputCurrencyAmountRaw: string
  maximumInputCurrencyAmountRaw: string
}

export interface DepositLiquidityStakingTransactionInfo {
  type: TransactionType.DEPOSIT_LIQUIDITY_STAKING
  token0Address: string
  token1Address: string
}

export interface WithdrawLiquidityStakingTransactionInfo {
  type: TransactionType.WITHDRAW_LIQUIDITY_STAKING
  token0Address: string
  token1Address: string
}

export interface ClaimTransactionInfo {
  type: TransactionType.CLAIM
  recipient: string
  uniAmountRaw?: string
}

export interface VoteTransactionInfo {
  type: TransactionType.VOTE
  governorAddress: string
  proposalId: number
  decision: VoteOption
  reason: string
}

export interface DelegateTransactionInfo {
  type: TransactionType.DELEGATE
  delegatee: string
}

export interface WrapTransactionInfo {
  type: TransactionType.WRAP
  unwrapped: boolean
  currencyAmountRaw: string
}

export interface CreateV3PoolTransactionInfo {
  type: TransactionType.CREATE_V3_POOL
  baseCurrencyId: string
  quoteCurrencyId: string
}

export interface AddLiquidityV3PoolTransactionInfo {
  type: TransactionType.ADD_LIQUIDITY_V3_POOL
  createPool: boolean
  baseCurrencyId: string
  quoteCurrencyId: string
  feeAmount: number
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

export interface AddLiquidityV2PoolTransactionInfo {
  type: TransactionType.ADD_LIQUIDITY_V2_POOL
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

export interface MigrateV2LiquidityToV3TransactionInfo {
  type: TransactionType.MIGRATE_LIQUIDITY_V3
  baseCurrencyId: string
  quoteCurrencyId: string
  isFork: boolean
}

export interface CollectFeesTransactionInfo {
  type: TransactionType.COLLECT_FEES
  currencyId0: string
  currencyId1: string
}

export interface RemoveLiquidityV3TransactionInfo {
  type: TransactionType.REMOVE_LIQUIDITY_V3
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

export interface SubmitProposalTransactionInfo {
  type: TransactionType.SUBMIT_PROPOSAL
}

export type TransactionInfo =
  | ApproveTransactionInfo
  | ExactInputSwapTransactionInfo
  | ExactOutputSwapTransactionInfo
  | DepositLiquidityStakingTransactionInfo
  | WithdrawLiquidityStakingTransactionInfo
  | ClaimTransactionInfo
  | VoteTransactionInfo
  | DelegateTransactionInfo
  | WrapTransactionInfo
  | CreateV3PoolTransactionInfo
  | AddLiquidityV3PoolTransactionInfo
  | AddLiquidityV2PoolTransactionInfo
  | MigrateV2LiquidityToV3TransactionInfo
  | CollectFeesTransactionInfo
  | RemoveLiquidityV3TransactionInfo
  | SubmitProposalTransactionInfo

/**
 * Receipt status as providers report it: viem says 'success' / 'reverted', raw JSON-RPC '0x1' / '0x0',
 * older libraries 1 / 0. Receipts from before Byzantium carry no status at all.
 */
export type ReceiptStatus = 'success' | 'reverted' | 1 | 0 | '0x1' | '0x0'

/** The parts of a receipt the interface keeps: serializable, so block numbers are plain numbers. */
export interface SerializableTransactionReceipt {
  blockHash: string
  blockNumber: number
  contractAddress: string | null
  from: string
  status?: ReceiptStatus
  to: string | null
  transactionHash: string
  transactionIndex: number
}

/** A transaction sent from this app in place of a recorded one: the same nonce, higher fees. */
export interface Replacement {
  hash: string
  /** 'speedup': the same call with higher fees; 'cancel': a zero-value transfer to the sender itself. */
  kind: 'speedup' | 'cancel'
  /** ms since the epoch, when the wallet returned its hash. */
  addedTime: number
}

/**
 * How a transaction's nonce was used when it was not by its own hash (or one of its replacements'):
 * 'replaced' by a transaction with the same target and calldata (a wallet's speed-up; `receipt` is that
 * one's), 'cancelled' by a zero-value transfer to the sender itself, 'dropped' for anything else.
 */
export type NonceOutcome = 'replaced' | 'cancelled' | 'dropped'

export interface TransactionDetails {
  hash: string
  info: TransactionInfo
  from: string
  chainId: number
  /** ms since the epoch, when the interface sent it. */
  addedTime: number
  /**
   * The receipt of the transaction that did what this one was meant to: its own, or a replacement's
   * (`receipt.transactionHash` says which).
   */
  receipt?: SerializableTransactionReceipt
  /** ms since the epoch, when the receipt arrived (or the nonce was found used by another transaction). */
  confirmedTime?: number
  lastCheckedBlockNumber?: number
  /** The latest block the app knew when the wallet returned the hash: the nonce was free up to it. */
  addedBlock?: number
  /** The nonce the transaction was sent with: asked for when sending, then as the chain reports it. */
  nonce?: number
  /** True once `nonce`, fees and gas come from the chain's copy of the transaction. */
  fromChain?: boolean
  /** What was sent: the target, the exact calldata and the value in wei (a decimal string). */
  to?: string | null
  data?: string
  value?: string
  /** Gas limit and fees in wei (decimal strings), as the chain reports them. */
  gas?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  gasPrice?: string
  /** Speed-ups and cancellations sent from this app, oldest first. */
  replacements?: Replacement[]
  /** Set when another transaction used the nonce; see NonceOutcome. */
  outcome?: NonceOutcome
  /** The hash of the transaction that used the nonce instead, when it was found. */
  replacedBy?: string
  /** Why a mined transaction reverted, as the contract said it (e.g. 'Too little received'). */
  revertReason?: string
}

export interface TransactionState {
  [chainId: number]: { [hash: string]: TransactionDetails }
}
