/**
 * Writes a stream's complete lines with `[label] ` in front, keeping a partial last line until its
 * end arrives (or `flush`), so two processes sharing a terminal never split each other's lines.
 */
export function prefixLines(
  label: string,
  write: (text: string) => void,
): { push(chunk: Buffer | string): void; flush(): void } {
  let pending = ''
  const prefixed = (lines: string[]) => lines.map((line) => `[${label}] ${line}\n`).join('')
  return {
    push(chunk) {
      const lines = (pending + chunk.toString()).split('\n')
      pending = lines.pop() ?? ''
      if (lines.length > 0) write(prefixed(lines))
    },
    flush() {
      if (pending !== '') write(prefixed([pending]))
      pending = ''
    },
  }
}
