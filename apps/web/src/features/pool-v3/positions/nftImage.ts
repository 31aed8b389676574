const JSON_DATA_URI = 'data:application/json;base64,'

/**
 * The image of a position NFT from its token URI: the position manager returns a base64 JSON data URI
 * whose `image` is an SVG data URI. Only data:image URIs are kept (the metadata is untrusted: no
 * remote or script URLs); undefined when anything does not parse.
 */
export function positionImageFromTokenUri(tokenUri: string | undefined): string | undefined {
  if (!tokenUri?.startsWith(JSON_DATA_URI)) return undefined
  try {
    const metadata: unknown = JSON.parse(atob(tokenUri.slice(JSON_DATA_URI.length)))
    if (typeof metadata !== 'object' || metadata === null || !('image' in metadata)) return undefined
    const { image } = metadata
    return typeof image === 'string' && image.startsWith('data:image/') ? image : undefined
  } catch {
    return undefined
  }
}
