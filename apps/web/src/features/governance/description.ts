/**
 * A proposal's description as submitted: '# Title' on the first line, the body after. The title is the
 * first non-empty line without its heading marks; undefined when there is none.
 */
export function splitDescription(description: string): { title: string | undefined; body: string } {
  const lines = description.replace(/\r\n?/g, '\n').split('\n')
  const first = lines.findIndex((line) => line.trim() !== '')
  if (first === -1) return { title: undefined, body: '' }
  const title = (lines[first] ?? '').replace(/^\s*#+\s*/, '').trim()
  return {
    title: title || undefined,
    body: lines
      .slice(first + 1)
      .join('\n')
      .trim(),
  }
}

/** What a new proposal's description is made of: the title as a heading, then the body. */
export function joinDescription(title: string, body: string): string {
  return `# ${title.trim()}\n\n${body.trim()}`
}
