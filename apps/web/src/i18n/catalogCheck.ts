import { type Token as MessageToken, parse } from '@messageformat/parser'

/** One message of a catalog, as the PO file holds it. */
export interface CatalogEntry {
  msgid: string
  msgstr: string
  /** PO flags (`#, fuzzy`, `#, same-as-source`). */
  flags: readonly string[]
}

/**
 * The flag a translator sets when the English text is also the right text in their language
 * (a word the language borrowed, like 'Token' in German). Without it, a message left equal to the
 * English counts as untranslated.
 */
export const SAME_AS_SOURCE_FLAG = 'same-as-source'

/** At most this share of a locale's messages may carry the flag: more means the work is undone. */
export const MAX_SAME_AS_SOURCE_SHARE = 0.06

/**
 * Names, symbols and abbreviations that stay as they are in every language. A message made only of
 * these, placeholders, numbers and punctuation may equal its English source.
 */
const UNTRANSLATED_WORDS = new Set(
  [
    'Uniswap',
    'UNI',
    'ETH',
    'WETH',
    'DAI',
    'USDC',
    'USDT',
    'V1',
    'V2',
    'V3',
    'v2',
    'v3',
    'LP',
    'NFT',
    'ENS',
    'IPFS',
    'API',
    'URL',
    'RPC',
    'ID',
    'Etherscan',
    'Arbiscan',
    'Optimism',
    'Arbitrum',
    'Ethereum',
    'Mainnet',
    'SushiSwap',
    'Sushi',
    'MetaMask',
    'WalletConnect',
    'Coinbase',
    'GitHub',
    'Discord',
    'Twitter',
    'Max',
    'UNI-V2',
    'SLP',
  ].map((word) => word.toLowerCase()),
)

/** The ICU arguments of a message (names with their kind), sorted; throws on broken ICU syntax. */
function argumentsOf(message: string): string[] {
  const found: string[] = []
  const walk = (tokens: MessageToken[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.push(`{${token.arg}}`)
      else if (token.type === 'function') found.push(`{${token.arg}, ${token.key}}`)
      else if (token.type === 'plural' || token.type === 'select') {
        found.push(`{${token.arg}, ${token.type}}`)
        for (const branch of token.cases) walk(branch.tokens)
      }
    }
  }
  walk(parse(message))
  return found.sort()
}

/** The plural and selectordinal branches' keys of a message, one list per plural argument. */
function pluralCases(message: string): { arg: string; keys: string[] }[] {
  const found: { arg: string; keys: string[] }[] = []
  const walk = (tokens: MessageToken[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select') {
        if (token.type === 'plural') found.push({ arg: token.arg, keys: token.cases.map((c) => c.key) })
        for (const branch of token.cases) walk(branch.tokens)
      }
    }
  }
  walk(parse(message))
  return found
}

/** Lingui's component tags (`<0>`, `</0>`, `<1/>`), sorted. */
function tagsOf(message: string): string[] {
  return (message.match(/<\/?\d+\s*\/?>/g) ?? []).map((tag) => tag.replace(/\s+/g, '')).sort()
}

/** The literal text of a message: its content outside placeholders, inside plural branches too. */
function textOf(message: string): string {
  const parts: string[] = []
  const walk = (tokens: MessageToken[]) => {
    for (const token of tokens) {
      if (token.type === 'content') parts.push(token.value)
      else if (token.type === 'plural' || token.type === 'select')
        for (const branch of token.cases) walk(branch.tokens)
    }
  }
  try {
    walk(parse(message))
  } catch {
    return message
  }
  return parts.join(' ').replace(/<\/?\d+\s*\/?>/g, ' ')
}

/** Whether a message has words a translator would translate (not only names, symbols, numbers). */
export function hasTranslatableWords(message: string): boolean {
  const words = textOf(message).match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? []
  return words.some((word) => !UNTRANSLATED_WORDS.has(word.toLowerCase()))
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i])

/**
 * Everything wrong with one locale's catalog against the source (en-US) catalog: messages missing,
 * empty, fuzzy or left in English; placeholders, tags or plural forms that differ; ICU that does
 * not parse. An empty list means the catalog is complete.
 */
export function checkCatalog(locale: string, source: CatalogEntry[], catalog: CatalogEntry[]): string[] {
  const problems: string[] = []
  const byId = new Map(catalog.map((entry) => [entry.msgid, entry]))
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  let sameAsSource = 0
  for (const { msgid } of source) {
    if (!msgid) continue
    const entry = byId.get(msgid)
    const label = JSON.stringify(msgid)
    if (!entry) {
      problems.push(`missing: ${label}`)
      continue
    }
    if (!entry.msgstr) {
      problems.push(`untranslated (empty): ${label}`)
      continue
    }
    if (entry.flags.includes('fuzzy')) problems.push(`fuzzy: ${label}`)
    if (entry.flags.includes(SAME_AS_SOURCE_FLAG)) sameAsSource++
    else if (entry.msgstr === msgid && hasTranslatableWords(msgid)) problems.push(`left in English: ${label}`)
    let translated: string[]
    try {
      translated = argumentsOf(entry.msgstr)
    } catch (error) {
      problems.push(`broken ICU syntax in ${label}: ${(error as Error).message.split('\n')[0]}`)
      continue
    }
    const expected = argumentsOf(msgid)
    if (!sameList(translated, expected))
      problems.push(
        `placeholders differ in ${label}: expected ${expected.join(' ')}, found ${translated.join(' ')}`,
      )
    if (!sameList(tagsOf(entry.msgstr), tagsOf(msgid)))
      problems.push(
        `tags differ in ${label}: expected ${tagsOf(msgid).join(' ')}, found ${tagsOf(entry.msgstr).join(' ')}`,
      )
    for (const { arg, keys } of pluralCases(entry.msgstr)) {
      const missing = categories.filter((category) => !keys.includes(category))
      if (missing.length > 0)
        problems.push(`plural {${arg}} in ${label} lacks the ${locale} forms: ${missing.join(', ')}`)
    }
  }
  const known = new Set(source.map((entry) => entry.msgid))
  for (const entry of catalog)
    if (entry.msgid && !known.has(entry.msgid))
      problems.push(`not in the source catalog: ${JSON.stringify(entry.msgid)}`)
  const allowed = Math.floor(source.length * MAX_SAME_AS_SOURCE_SHARE)
  if (sameAsSource > allowed)
    problems.push(`${sameAsSource} messages flagged ${SAME_AS_SOURCE_FLAG}, more than the ${allowed} allowed`)
  return problems
}
