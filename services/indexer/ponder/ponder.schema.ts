/*
 * The tables Ponder writes, by protocol: Uniswap v3 (schema/v3.ts) and v2 (schema/v2.ts). Ponder hashes
 * only this file's text into its build id; what keeps stored data apart when a table changes is the
 * indexer's own code hash, which covers schema/ too (indexingCodeHash in src/code-hash.ts).
 */
export * from './schema/v2.ts'
export * from './schema/v3.ts'
