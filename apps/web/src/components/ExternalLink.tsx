import type { AnchorHTMLAttributes } from 'react'

/** A link that opens in a new tab, without giving the page it opens a hold on this one (noopener). */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />
}
