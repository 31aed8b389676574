import type { Address } from './types.ts'

/** What one discovered token pair holds on to: its candidate pools and its tokens. */
export interface PairEntry {
  candidates: readonly Address[]
  tokens: readonly Address[]
}

/** Candidates and tokens no pair (and no recent token look-up) holds any more: the cache drops them. */
export interface Released {
  candidates: Address[]
  tokens: Address[]
  pairs: string[]
}

export interface PairIndexLimits {
  /** Token pairs kept (least recently used out). */
  maxPairs: number
  /** Candidate pools kept, summed over the pairs (shared ones once): pairs go until it fits. */
  maxCandidates: number
  /** Tokens looked up on their own (a quote's token before its pair is read), least recently used out. */
  maxLooseTokens: number
}

/**
 * The pool cache's bookkeeping: which token pairs were discovered, in order of last use, and how many
 * of them hold each candidate pool and each token. Past a limit the least recently used pair goes,
 * and what only it held is released, so the cache's maps stay bounded however many distinct pairs
 * are asked for (every new pair adds tens of candidates). Each operation costs the size of the pairs
 * it adds or drops, never a scan of the whole.
 */
export class PairIndex {
  private readonly pairs = new Map<string, PairEntry>()
  private readonly candidateRefs = new Map<Address, number>()
  private readonly tokenRefs = new Map<Address, number>()
  /** Tokens looked up alone, least recently used first. */
  private readonly loose = new Map<Address, true>()

  constructor(readonly limits: PairIndexLimits) {
    if (!(limits.maxPairs >= 1) || !(limits.maxCandidates >= 1) || !(limits.maxLooseTokens >= 0))
      throw new Error(`invalid pool cache limits ${JSON.stringify(limits)}`)
  }

  has(key: string): boolean {
    return this.pairs.has(key)
  }

  /** Marks a pair as just used; false when it is not known. */
  touch(key: string): boolean {
    const entry = this.pairs.get(key)
    if (!entry) return false
    this.pairs.delete(key)
    this.pairs.set(key, entry)
    return true
  }

  holdsCandidate(address: Address): boolean {
    return this.candidateRefs.has(address)
  }

  holdsToken(address: Address): boolean {
    return this.tokenRefs.has(address) || this.loose.has(address)
  }

  /**
   * Adds (or refreshes) a pair, then drops the least recently used pairs until every limit holds.
   * The pair just added is never the one dropped.
   */
  add(key: string, entry: PairEntry): Released {
    const released: Released = { candidates: [], tokens: [], pairs: [] }
    if (this.pairs.has(key)) this.drop(key, released)
    this.pairs.set(key, entry)
    for (const address of entry.candidates)
      this.candidateRefs.set(address, (this.candidateRefs.get(address) ?? 0) + 1)
    for (const token of entry.tokens) this.tokenRefs.set(token, (this.tokenRefs.get(token) ?? 0) + 1)
    // A re-added pair's own candidates and tokens are held again: not released after all.
    released.candidates = released.candidates.filter((address) => !this.candidateRefs.has(address))
    released.tokens = released.tokens.filter((token) => !this.holdsToken(token))
    while (
      (this.pairs.size > this.limits.maxPairs || this.candidateRefs.size > this.limits.maxCandidates) &&
      this.pairs.size > 1
    ) {
      const oldest = this.pairs.keys().next().value!
      if (oldest === key) break
      this.drop(oldest, released)
      released.pairs.push(oldest)
    }
    return released
  }

  /** A token looked up on its own; returns the tokens that fell out of the recent ones and no pair holds. */
  addLooseToken(token: Address): Address[] {
    this.loose.delete(token)
    this.loose.set(token, true)
    const out: Address[] = []
    while (this.loose.size > this.limits.maxLooseTokens) {
      const oldest = this.loose.keys().next().value!
      this.loose.delete(oldest)
      if (!this.tokenRefs.has(oldest)) out.push(oldest)
    }
    return out
  }

  get size(): { pairs: number; candidates: number; tokens: number } {
    const tokens = new Set([...this.tokenRefs.keys(), ...this.loose.keys()]).size
    return { pairs: this.pairs.size, candidates: this.candidateRefs.size, tokens }
  }

  private drop(key: string, released: Released): void {
    const entry = this.pairs.get(key)
    if (!entry) return
    this.pairs.delete(key)
    for (const address of entry.candidates) {
      const count = (this.candidateRefs.get(address) ?? 1) - 1
      if (count > 0) this.candidateRefs.set(address, count)
      else {
        this.candidateRefs.delete(address)
        released.candidates.push(address)
      }
    }
    for (const token of entry.tokens) {
      const count = (this.tokenRefs.get(token) ?? 1) - 1
      if (count > 0) this.tokenRefs.set(token, count)
      else {
        this.tokenRefs.delete(token)
        if (!this.loose.has(token)) released.tokens.push(token)
      }
    }
  }
}
