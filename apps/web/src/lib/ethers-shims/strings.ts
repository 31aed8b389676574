export function toUtf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}
