import { describe, expect, it } from 'vitest'
import { type CatalogEntry, checkCatalog, hasTranslatableWords, SAME_AS_SOURCE_FLAG } from './catalogCheck'

const entry = (msgid: string, msgstr: string, flags: string[] = []): CatalogEntry => ({
  msgid,
  msgstr,
  flags,
})
const source = (...ids: string[]) => ids.map((id) => entry(id, id))

describe('checkCatalog', () => {
  it('passes a complete translation', () => {
    const src = source('Swap', 'Balance: {0}', '<0>Unlock voting</0> to vote.')
    const de = [
      entry('Swap', 'Tauschen'),
      entry('Balance: {0}', 'Guthaben: {0}'),
      entry('<0>Unlock voting</0> to vote.', '<0>Stimmrecht freischalten</0>, um abzustimmen.'),
    ]
    expect(checkCatalog('de-DE', src, de)).toEqual([])
  })

  it('reports missing, empty, fuzzy and English messages', () => {
    const src = source('Swap', 'Pool', 'Vote', 'Claim UNI')
    const de = [entry('Pool', ''), entry('Vote', 'Abstimmen', ['fuzzy']), entry('Claim UNI', 'Claim UNI')]
    expect(checkCatalog('de-DE', src, de)).toEqual([
      'missing: "Swap"',
      'untranslated (empty): "Pool"',
      'fuzzy: "Vote"',
      'left in English: "Claim UNI"',
    ])
  })

  it('lets names and symbols stay, and a flagged word the language borrowed', () => {
    const src = source(
      'UNI',
      'ETH / {0}',
      'Uniswap V3',
      'Token',
      ...Array.from({ length: 40 }, (_, i) => `x${i}`),
    )
    const de = [
      entry('UNI', 'UNI'),
      entry('ETH / {0}', 'ETH / {0}'),
      entry('Uniswap V3', 'Uniswap V3'),
      entry('Token', 'Token', [SAME_AS_SOURCE_FLAG]),
    ]
    const problems = checkCatalog('de-DE', src, [
      ...de,
      ...Array.from({ length: 40 }, (_, i) => entry(`x${i}`, `y${i}`)),
    ])
    expect(problems).toEqual([])
  })

  it('caps how many messages may be flagged as the same as the English', () => {
    const src = source('One', 'Two')
    const problems = checkCatalog('de-DE', src, [
      entry('One', 'One', [SAME_AS_SOURCE_FLAG]),
      entry('Two', 'Zwei'),
    ])
    expect(problems).toEqual([`1 messages flagged ${SAME_AS_SOURCE_FLAG}, more than the 0 allowed`])
  })

  it('reports broken placeholders, tags and ICU syntax', () => {
    const src = source('Balance: {0}', '<0>Read more</0> here', 'Pay {amount}')
    const fr = [
      entry('Balance: {0}', 'Solde : {1}'),
      entry('<0>Read more</0> here', 'En savoir plus ici'),
      entry('Pay {amount}', 'Payer {amount'),
    ]
    const problems = checkCatalog('fr-FR', src, fr)
    expect(problems).toHaveLength(3)
    expect(problems[0]).toBe('placeholders differ in "Balance: {0}": expected {0}, found {1}')
    expect(problems[1]).toBe('tags differ in "<0>Read more</0> here": expected </0> <0>, found ')
    expect(problems[2]).toMatch(/^broken ICU syntax in "Pay \{amount\}"/)
  })

  it("requires every plural form of the locale's language", () => {
    const id = '{n, plural, one {# Pending} other {# Pending}}'
    const ru = [entry(id, '{n, plural, one {# в ожидании} other {# в ожидании}}')]
    expect(checkCatalog('ru-RU', [entry(id, id)], ru)).toEqual([
      `plural {n} in ${JSON.stringify(id)} lacks the ru-RU forms: few, many`,
    ])
    const complete = [
      entry(
        id,
        '{n, plural, one {# в ожидании} few {# в ожидании} many {# в ожидании} other {# в ожидании}}',
      ),
    ]
    expect(checkCatalog('ru-RU', [entry(id, id)], complete)).toEqual([])
  })

  it('reports messages the source no longer has', () => {
    expect(checkCatalog('de-DE', source('A b'), [entry('A b', 'C d'), entry('Old', 'Alt')])).toEqual([
      'not in the source catalog: "Old"',
    ])
  })
})

describe('hasTranslatableWords', () => {
  it('looks at words, inside plural branches too, not at placeholders or tags', () => {
    expect(hasTranslatableWords('{0} / {1}')).toBe(false)
    expect(hasTranslatableWords('<0>UNI</0>')).toBe(false)
    expect(hasTranslatableWords('{n, plural, one {# Pending} other {# Pending}}')).toBe(true)
    expect(hasTranslatableWords('Connect Wallet')).toBe(true)
  })
})
