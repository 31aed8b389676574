/**
 * A small Markdown subset for proposal descriptions, parsed into a tree that is rendered as React elements
 * (never as HTML): headings, paragraphs, lists, quotes, fenced code, rules; inline bold, italics, code and
 * links. Anything else, raw HTML included, stays text. Links keep only http(s) and mailto addresses.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'rule' }

/** Only these link addresses are kept; others (javascript:, data:, relative) are shown as text. */
export function safeHref(href: string): string | undefined {
  const value = href.trim()
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : undefined
}

interface InlineRule {
  pattern: RegExp
  build(match: RegExpExecArray): Inline
}

const INLINE_RULES: InlineRule[] = [
  { pattern: /`([^`]+)`/, build: (match) => ({ type: 'code', value: match[1] as string }) },
  {
    pattern: /\[([^\]]+)\]\(([^)\s]+)\)/,
    build: (match) => {
      const href = safeHref(match[2] as string)
      return href
        ? { type: 'link', href, children: parseInline(match[1] as string) }
        : { type: 'text', value: match[0] }
    },
  },
  {
    pattern: /https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/,
    build: (match) => ({ type: 'link', href: match[0], children: [{ type: 'text', value: match[0] }] }),
  },
  {
    pattern: /\*\*([^*]+)\*\*|__([^_]+)__/,
    build: (match) => ({ type: 'strong', children: parseInline((match[1] ?? match[2]) as string) }),
  },
  {
    pattern: /\*([^*\s][^*]*)\*|(?<![\w])_([^_\s][^_]*)_(?![\w])/,
    build: (match) => ({ type: 'em', children: parseInline((match[1] ?? match[2]) as string) }),
  },
]

/** Inline markup of one line or paragraph. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = []
  let rest = text
  while (rest) {
    let best: { index: number; match: RegExpExecArray; rule: InlineRule } | undefined
    for (const rule of INLINE_RULES) {
      const match = rule.pattern.exec(rest)
      if (match && (!best || match.index < best.index)) best = { index: match.index, match, rule }
    }
    if (!best) {
      nodes.push({ type: 'text', value: rest })
      break
    }
    if (best.index > 0) nodes.push({ type: 'text', value: rest.slice(0, best.index) })
    nodes.push(best.rule.build(best.match))
    rest = rest.slice(best.index + best.match[0].length)
  }
  // Neighbouring text nodes are one.
  return nodes.reduce<Inline[]>((merged, node) => {
    const last = merged.at(-1)
    if (node.type === 'text' && last?.type === 'text') last.value += node.value
    else merged.push(node)
    return merged
  }, [])
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/
const QUOTE = /^\s*>\s?(.*)$/
const FENCE = /^\s*```/

/** The blocks of a Markdown text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    if (FENCE.test(line)) {
      flush()
      const code: string[] = []
      for (i++; i < lines.length && !FENCE.test(lines[i] as string); i++) code.push(lines[i] as string)
      blocks.push({ type: 'code', value: code.join('\n') })
      continue
    }
    if (line.trim() === '') {
      flush()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      blocks.push({
        type: 'heading',
        level: (heading[1] as string).length,
        children: parseInline(heading[2] as string),
      })
      continue
    }
    if (RULE.test(line)) {
      flush()
      blocks.push({ type: 'rule' })
      continue
    }
    const list = BULLET.exec(line) ? BULLET : NUMBERED.exec(line) ? NUMBERED : undefined
    if (list) {
      flush()
      const items: Inline[][] = []
      for (; i < lines.length; i++) {
        const item = list.exec(lines[i] as string)
        if (!item) break
        items.push(parseInline(item[1] as string))
      }
      i--
      blocks.push({ type: 'list', ordered: list === NUMBERED, items })
      continue
    }
    if (QUOTE.test(line)) {
      flush()
      const quoted: string[] = []
      for (; i < lines.length; i++) {
        const match = QUOTE.exec(lines[i] as string)
        if (!match) break
        quoted.push(match[1] as string)
      }
      i--
      blocks.push({ type: 'quote', children: parseInline(quoted.join(' ')) })
      continue
    }
    paragraph.push(line.trim())
  }
  flush()
  return blocks
}
