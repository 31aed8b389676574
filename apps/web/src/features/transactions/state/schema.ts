import { z } from 'zod'
import {
  TradeType,
  type TransactionDetails,
  type TransactionInfo,
  type TransactionState,
  TransactionType,
  VoteOption,
} from './types'

const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
/** Raw amounts and wei values: whole decimal numbers as strings. */
const raw = z.string().regex(/^\d{1,80}$/)
const text = z.string().max(1_000)
const time = z.number().int().nonnegative()
const blockNumber = z.number().int().nonnegative()

const swapBase = {
  type: z.literal(TransactionType.SWAP),
  inputCurrencyId: text,
  outputCurrencyId: text,
  recipient: address.optional(),
}

const infoSchema: z.ZodType<TransactionInfo> = z.union([
  z.object({ type: z.literal(TransactionType.APPROVAL), tokenAddress: text, spender: text }),
  z.object({
    ...swapBase,
    tradeType: z.literal(TradeType.EXACT_INPUT),
    inputCurrencyAmountRaw: raw,
    expectedOutputCurrencyAmountRaw: raw,
    minimumOutputCurrencyAmountRaw: raw,
  }),
  z.object({
    ...swapBase,
    tradeType: z.literal(TradeType.EXACT_OUTPUT),
    outputCurrencyAmountRaw: raw,
    expectedInputCurrencyAmountRaw: raw,
    maximumInputCurrencyAmountRaw: raw,
  }),
  z.object({
    type: z.literal(TransactionType.DEPOSIT_LIQUIDITY_STAKING),
    token0Address: text,
    token1Address: text,
  }),
  z.object({
    type: z.literal(TransactionType.WITHDRAW_LIQUIDITY_STAKING),
    token0Address: text,
    token1Address: text,
  }),
  z.object({ type: z.literal(TransactionType.CLAIM), recipient: text, uniAmountRaw: raw.optional() }),
  z.object({
    type: z.literal(TransactionType.VOTE),
    governorAddress: text,
    proposalId: z.number().int().nonnegative(),
    decision: z.nativeEnum(VoteOption),
    reason: text,
  }),
  z.object({ type: z.literal(TransactionType.DELEGATE), delegatee: text }),
  z.object({ type: z.literal(TransactionType.WRAP), unwrapped: z.boolean(), currencyAmountRaw: raw }),
  z.object({ type: z.literal(TransactionType.CREATE_V3_POOL), baseCurrencyId: text, quoteCurrencyId: text }),
  z.object({
    type: z.literal(TransactionType.ADD_LIQUIDITY_V3_POOL),
    createPool: z.boolean(),
    baseCurrencyId: text,
    quoteCurrencyId: text,
    feeAmount: z.number().int().nonnegative(),
    expectedAmountBaseRaw: raw,
    expectedAmountQuoteRaw: raw,
  }),
  z.object({
    type: z.literal(TransactionType.ADD_LIQUIDITY_V2_POOL),
    baseCurrencyId: text,
    quoteCurrencyId: text,
    expectedAmountBaseRaw: raw,
    expectedAmountQuoteRaw: raw,
  }),
  z.object({
    type: z.literal(TransactionType.MIGRATE_LIQUIDITY_V3),
    baseCurrencyId: text,
    quoteCurrencyId: text,
    isFork: z.boolean(),
  }),
  z.object({ type: z.literal(TransactionType.COLLECT_FEES), currencyId0: text, currencyId1: text }),
  z.object({
    type: z.literal(TransactionType.REMOVE_LIQUIDITY_V3),
    baseCurrencyId: text,
    quoteCurrencyId: text,
    expectedAmountBaseRaw: raw,
    expectedAmountQuoteRaw: raw,
  }),
  z.object({ type: z.literal(TransactionType.SUBMIT_PROPOSAL) }),
])

const receiptSchema = z.object({
  blockHash: hash,
  blockNumber,
  contractAddress: address.nullable(),
  from: address,
  status: z
    .union([
      z.literal('success'),
      z.literal('reverted'),
      z.literal(1),
      z.literal(0),
      z.literal('0x1'),
      z.literal('0x0'),
    ])
    .optional(),
  to: address.nullable(),
  transactionHash: hash,
  transactionIndex: z.number().int().nonnegative(),
})

const recordSchema: z.ZodType<TransactionDetails> = z.object({
  hash,
  info: infoSchema,
  from: address,
  chainId: z.number().int().positive(),
  addedTime: time,
  receipt: receiptSchema.optional(),
  confirmedTime: time.optional(),
  lastCheckedBlockNumber: blockNumber.optional(),
  addedBlock: blockNumber.optional(),
  nonce: z.number().int().nonnegative().optional(),
  fromChain: z.boolean().optional(),
  to: address.nullable().optional(),
  data: hex.optional(),
  value: raw.optional(),
  gas: raw.optional(),
  maxFeePerGas: raw.optional(),
  maxPriorityFeePerGas: raw.optional(),
  gasPrice: raw.optional(),
  replacements: z
    .array(z.object({ hash, kind: z.enum(['speedup', 'cancel']), addedTime: time }))
    .max(20)
    .optional(),
  outcome: z.enum(['replaced', 'cancelled', 'dropped']).optional(),
  replacedBy: hash.optional(),
  revertReason: text.optional(),
})

export interface ParsedTransactions {
  transactions: TransactionState
  /** Records that were stored but failed validation, and were left out. */
  dropped: number
}

/**
 * What was stored for the transactions, validated record by record: a record that does not match the
 * schema (a corrupt store, an edited one, a foreign key) is dropped and counted, the valid ones beside it
 * are kept. A record must sit under its own chain id and hash.
 */
export function parseStoredTransactions(stored: unknown): ParsedTransactions {
  const transactions: TransactionState = {}
  let dropped = 0
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { transactions, dropped: stored === undefined || stored === null ? 0 : 1 }
  }
  for (const [chainKey, records] of Object.entries(stored)) {
    const chainId = Number(chainKey)
    if (typeof records !== 'object' || records === null || Array.isArray(records)) {
      dropped += 1
      continue
    }
    for (const [key, record] of Object.entries(records as Record<string, unknown>)) {
      const parsed = recordSchema.safeParse(record)
      if (!parsed.success || parsed.data.hash !== key || parsed.data.chainId !== chainId) {
        dropped += 1
        continue
      }
      transactions[chainId] ??= {}
      ;(transactions[chainId] as Record<string, TransactionDetails>)[key] = parsed.data
    }
  }
  return { transactions, dropped }
}
