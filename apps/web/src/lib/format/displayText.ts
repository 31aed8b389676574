/**
 * Characters that change how text around them is shown or are not shown at all: C0 and C1 controls, the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C),
 * zero-width and invisible characters (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E, U+115F/U+1160,
 * U+3164, U+FFA0, U+034F, U+00AD, the tag block U+E0000–U+E007F) and the variation selectors. A token's
 * symbol or name made of them could display as another token's.
 */
const UNSAFE_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
]

function isUnsafe(codePoint: number): boolean {
  return UNSAFE_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high)
}

/** Text from outside (a list, a contract) with the invisible and direction-changing characters removed. */
export function safeDisplayText(text: string): string {
  let safe = ''
  for (const character of text) if (!isUnsafe(character.codePointAt(0) ?? 0)) safe += character
  return safe.trim()
}

/** Safe text cut to `max` characters with an ellipsis; `full` is the whole safe text, for a tooltip. */
export function truncatedDisplayText(text: string, max: number): { shown: string; full: string } {
  const full = safeDisplayText(text)
  const characters = Array.from(full)
  return { shown: characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : full, full }
}
