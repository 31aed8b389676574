import { type Address, getAddress, type Hex, hexToBigInt, isAddressEqual, zeroAddress } from 'viem'
import { WRAPPED_NATIVE } from '../tokens/wrapped-native'

/**
 * The address `eth_simulateV1` gives the synthetic Transfer logs of ETH moved by value when
 * `traceTransfers` is on (the execution-apis spec of the method); its logs look like ERC-20 transfers.
 */
export const NATIVE_TRANSFER_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** keccak256('Transfer(address,address,uint256)'): ERC-20 (3 topics) and ERC-721 (4 topics). */
export const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** keccak256('Deposit(address,uint256)') and keccak256('Withdrawal(address,uint256)'): WETH9 minting and burning. */
export const WETH_DEPOSIT_TOPIC: Hex = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
export const WETH_WITHDRAWAL_TOPIC: Hex = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

const WRAPPED_NATIVE_TOKENS = new Set(Object.values(WRAPPED_NATIVE).map((address) => address.toLowerCase()))

/**
 * WETH9 emits no Transfer when it wraps or unwraps: deposit logs Deposit(dst, wad) and withdraw logs
 * Withdrawal(src, wad). Read only from the chains' wrapped native tokens (another contract's event of
 * the same shape may mean something else): the signed amount for `account`, else undefined.
 */
function wrappedNativeMint(log: SimulatedLog, account: Address): bigint | undefined {
  if (!WRAPPED_NATIVE_TOKENS.has(log.address.toLowerCase())) return undefined
  const kind = log.topics[0]?.toLowerCase()
  if ((kind !== WETH_DEPOSIT_TOPIC && kind !== WETH_WITHDRAWAL_TOPIC) || log.topics.length !== 2)
    return undefined
  if (log.data.length !== 66) return undefined
  const holder = topicAddress(log.topics[1])
  if (!holder || !isAddressEqual(holder, account)) return undefined
  const amount = hexToBigInt(log.data)
  return kind === WETH_DEPOSIT_TOPIC ? amount : -amount
}

export interface SimulatedLog {
  address: Address
  topics: readonly Hex[]
  data: Hex
}

/** A fungible balance that moved for the account: `token` is NATIVE_TRANSFER_ADDRESS for ETH. */
export interface TokenChange {
  token: Address
  /** Net amount in the token's smallest unit: negative when the account paid. */
  amount: bigint
}

/** An NFT (ERC-721) that came to or left the account; minted and burned are transfers from or to zero. */
export interface NftChange {
  token: Address
  tokenId: bigint
  change: 'minted' | 'received' | 'burned' | 'sent'
}

export interface BalanceChanges {
  tokens: TokenChange[]
  nfts: NftChange[]
}

const topicAddress = (topic: Hex | undefined): Address | undefined => {
  if (topic?.length !== 66) return undefined
  return getAddress(`0x${topic.slice(26)}`)
}

/**
 * The account's balance changes from a simulation's logs (ERC-20 and ERC-721 Transfer events, the
 * node's synthetic ETH transfers, and WETH9's Deposit and Withdrawal for a wrap or unwrap). Transfers of an account to itself cancel out; logs that are not
 * well-formed transfers (an event of another shape under the same topic) are skipped, not guessed at.
 * Tokens keep the order in which they first moved, so the dialog lists what was paid, then received.
 */
export function balanceChangesFromLogs(logs: readonly SimulatedLog[], account: Address): BalanceChanges {
  const amounts = new Map<Address, bigint>()
  const nfts: NftChange[] = []
  for (const log of logs) {
    const wrapped = wrappedNativeMint(log, account)
    if (wrapped !== undefined) {
      const token = getAddress(log.address)
      amounts.set(token, (amounts.get(token) ?? 0n) + wrapped)
      continue
    }
    if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (!from || !to) continue
    const token = getAddress(log.address)
    const fromAccount = isAddressEqual(from, account)
    const toAccount = isAddressEqual(to, account)
    if (log.topics.length === 4) {
      const tokenIdTopic = log.topics[3]
      if (!tokenIdTopic || fromAccount === toAccount) continue
      const tokenId = hexToBigInt(tokenIdTopic)
      if (toAccount)
        nfts.push({ token, tokenId, change: isAddressEqual(from, zeroAddress) ? 'minted' : 'received' })
      else nfts.push({ token, tokenId, change: isAddressEqual(to, zeroAddress) ? 'burned' : 'sent' })
      continue
    }
    // An ERC-20 amount is one 32-byte word of data.
    if (log.topics.length !== 3 || log.data.length !== 66) continue
    if (fromAccount === toAccount) continue
    const value = hexToBigInt(log.data)
    amounts.set(token, (amounts.get(token) ?? 0n) + (toAccount ? value : -value))
  }
  const tokens = [...amounts]
    .filter(([, amount]) => amount !== 0n)
    .map(([token, amount]) => ({ token, amount }))
  return { tokens, nfts }
}

/** What the Transfer events say reached the account in `token` (received minus sent), for a tax check. */
export function loggedNetTransfer(logs: readonly SimulatedLog[], account: Address, token: Address): bigint {
  return (
    balanceChangesFromLogs(
      logs.filter((log) => isAddressEqual(log.address, token)),
      account,
    ).tokens[0]?.amount ?? 0n
  )
}

/** A token that reached the account with less than was sent to it: the difference went elsewhere. */
export interface TransferTax {
  token: Address
  /** What the sender parted with for the account (received plus the part taken on the way). */
  sent: bigint
  received: bigint
}

interface FungibleTransfer {
  token: Address
  from: Address
  to: Address
  amount: bigint
}

const fungibleTransfer = (log: SimulatedLog | undefined): FungibleTransfer | undefined => {
  if (!log || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return undefined
  if (log.topics.length !== 3 || log.data.length !== 66) return undefined
  const from = topicAddress(log.topics[1])
  const to = topicAddress(log.topics[2])
  if (!from || !to) return undefined
  return { token: getAddress(log.address), from, to, amount: hexToBigInt(log.data) }
}

/**
 * Tokens that took a part of what was sent to the account: a fee-on-transfer token moves the fee and
 * the rest in one transfer call, so its trace shows the sender's Transfer to the account beside a
 * Transfer of the same token from the same sender to someone else. Summed per token over the trace.
 */
export function transferTaxes(logs: readonly SimulatedLog[], account: Address): TransferTax[] {
  const taxes = new Map<Address, TransferTax>()
  for (const [index, log] of logs.entries()) {
    const transfer = fungibleTransfer(log)
    if (!transfer || !isAddressEqual(transfer.to, account) || isAddressEqual(transfer.from, account)) continue
    const isFee = (neighbour: FungibleTransfer | undefined) =>
      neighbour !== undefined &&
      neighbour.token === transfer.token &&
      isAddressEqual(neighbour.from, transfer.from) &&
      !isAddressEqual(neighbour.to, account) &&
      neighbour.amount > 0n
    const before = fungibleTransfer(logs[index - 1])
    const after = fungibleTransfer(logs[index + 1])
    const fee = (isFee(before) ? (before?.amount ?? 0n) : 0n) || (isFee(after) ? (after?.amount ?? 0n) : 0n)
    if (fee === 0n) continue
    const entry = taxes.get(transfer.token) ?? { token: transfer.token, sent: 0n, received: 0n }
    entry.sent += transfer.amount + fee
    entry.received += transfer.amount
    taxes.set(transfer.token, entry)
  }
  return [...taxes.values()]
}
