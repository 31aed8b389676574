import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown, safeHref } from './markdown'

describe('the Markdown of proposal descriptions', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      '## Summary\n\nLine one\nline two\n\n- first\n- second\n\n1. one\n2) two\n\n> quoted\n\n```\n<b>raw</b>\n```\n\n---',
    )
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', value: 'Summary' }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'Line one line two' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', value: 'first' }], [{ type: 'text', value: 'second' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', value: 'one' }], [{ type: 'text', value: 'two' }]],
      },
      { type: 'quote', children: [{ type: 'text', value: 'quoted' }] },
      { type: 'code', value: '<b>raw</b>' },
      { type: 'rule' },
    ])
  })

  it('reads bold, italics, code and links inside text', () => {
    expect(
      parseInline(
        'Keeps the **Timelock** delay at _2 days_, see `setDelay(uint256)` or [docs](https://docs.uniswap.org).',
      ),
    ).toEqual([
      { type: 'text', value: 'Keeps the ' },
      { type: 'strong', children: [{ type: 'text', value: 'Timelock' }] },
      { type: 'text', value: ' delay at ' },
      { type: 'em', children: [{ type: 'text', value: '2 days' }] },
      { type: 'text', value: ', see ' },
      { type: 'code', value: 'setDelay(uint256)' },
      { type: 'text', value: ' or ' },
      { type: 'link', href: 'https://docs.uniswap.org', children: [{ type: 'text', value: 'docs' }] },
      { type: 'text', value: '.' },
    ])
    expect(parseInline('see https://example.org/a_b.')).toEqual([
      { type: 'text', value: 'see ' },
      {
        type: 'link',
        href: 'https://example.org/a_b',
        children: [{ type: 'text', value: 'https://example.org/a_b' }],
      },
      { type: 'text', value: '.' },
    ])
    expect(parseInline('snake_case_name stays')).toEqual([{ type: 'text', value: 'snake_case_name stays' }])
  })

  it('keeps HTML and unsafe links as text', () => {
    expect(parseMarkdown('<script>alert(1)</script> is shown as text.')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', value: '<script>alert(1)</script> is shown as text.' }],
      },
    ])
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'text', value: '[click](javascript:alert(1))' },
    ])
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', value: '[x](data:text/html,hi)' }])
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeUndefined()
    expect(safeHref('/relative')).toBeUndefined()
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c')
  })
})
