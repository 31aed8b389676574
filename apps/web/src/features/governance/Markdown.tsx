import { Fragment, type ReactNode, useMemo } from 'react'
import { type Block, type Inline, parseMarkdown } from './markdown'

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.value}</Fragment>
      case 'code':
        return <code key={index}>{node.value}</code>
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        )
      default:
        return null
    }
  })
}

function renderBlock(block: Block, index: number, headingOffset: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, block.level + headingOffset)
      const Tag = `h${level}` as 'h3'
      return <Tag key={index}>{renderInline(block.children)}</Tag>
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>)
      return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>
    }
    case 'quote':
      return <blockquote key={index}>{renderInline(block.children)}</blockquote>
    case 'code':
      return (
        <pre key={index}>
          <code>{block.value}</code>
        </pre>
      )
    case 'rule':
      return <hr key={index} />
    default:
      return null
  }
}

/**
 * A proposal description: the safe Markdown subset of markdown.ts as React elements, so that nothing
 * in it is ever interpreted as HTML. Its headings start below the page's (`headingOffset` levels down).
 */
export function Markdown({ source, headingOffset = 2 }: { source: string; headingOffset?: number }) {
  const blocks = useMemo(() => parseMarkdown(source), [source])
  return (
    <div className="markdown">{blocks.map((block, index) => renderBlock(block, index, headingOffset))}</div>
  )
}
