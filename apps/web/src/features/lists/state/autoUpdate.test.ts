import type { TokenInfo, Version } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'
import { autoUpdateDecision } from './autoUpdate'
import { token, tokenList } from './testLists'

const base: Version = { major: 1, minor: 2, patch: 3 }
const tokens = [token(1), token(2)]
const current = tokenList(base, tokens)

function update(version: Version, updated: TokenInfo[]) {
  return autoUpdateDecision(current, tokenList(version, updated))
}

describe('autoUpdateDecision', () => {
  it('ignores the same version and downgrades', () => {
    expect(update(base, [token(1)])).toBe('ignore')
    expect(update({ major: 1, minor: 2, patch: 2 }, tokens)).toBe('ignore')
    expect(update({ major: 0, minor: 9, patch: 9 }, tokens)).toBe('ignore')
  })

  it('applies a patch bump for changed token details', () => {
    expect(update({ major: 1, minor: 2, patch: 4 }, [token(1, { name: 'Renamed' }), token(2)])).toBe('apply')
  })

  it('applies a minor bump for an added token', () => {
    expect(update({ major: 1, minor: 3, patch: 0 }, [...tokens, token(3)])).toBe('apply')
  })

  it('applies a minor bump with only changed details', () => {
    expect(update({ major: 1, minor: 3, patch: 0 }, [token(1, { symbol: 'NEW' }), token(2)])).toBe('apply')
  })

  it('does not apply a patch bump that adds a token, which needs a minor bump', () => {
    expect(update({ major: 1, minor: 2, patch: 4 }, [...tokens, token(3)])).toBe('breaking-not-applied')
  })

  it('does not apply a minor bump that removes a token, which needs a major bump', () => {
    expect(update({ major: 1, minor: 3, patch: 0 }, [token(1)])).toBe('breaking-not-applied')
  })

  it('applies a major bump whatever changed', () => {
    expect(update({ major: 2, minor: 0, patch: 0 }, [token(5)])).toBe('apply')
  })
})
