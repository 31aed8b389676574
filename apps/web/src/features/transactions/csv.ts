import { minedHash, type TransactionDetails, transactionStatus } from './state'

export const CSV_COLUMNS = [
  'time',
  'chain_id',
  'account',
  'hash',
  'mined_hash',
  'status',
  'type',
  'nonce',
  'to',
  'value_wei',
  'block',
  'revert_reason',
  'explorer',
] as const

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =+-@ is defused. */
export function csvField(value: string | number | undefined | null): string {
  let text = value === undefined || value === null ? '' : String(value)
  // A spreadsheet would run a field that starts like a formula.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The records as CSV, newest first, one line per transaction; `explorerUrl` links a hash. */
export function transactionsCsv(
  records: readonly TransactionDetails[],
  explorerUrl: (chainId: number, hash: string) => string,
): string {
  const lines = [CSV_COLUMNS.join(',')]
  for (const tx of [...records].sort((a, b) => b.addedTime - a.addedTime)) {
    const mined = minedHash(tx)
    lines.push(
      [
        new Date(tx.addedTime).toISOString(),
        tx.chainId,
        tx.from,
        tx.hash,
        mined === tx.hash ? '' : mined,
        transactionStatus(tx),
        tx.info.type,
        tx.nonce,
        tx.to ?? '',
        tx.value,
        tx.receipt?.blockNumber,
        tx.revertReason,
        explorerUrl(tx.chainId, mined),
      ]
        .map(csvField)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
