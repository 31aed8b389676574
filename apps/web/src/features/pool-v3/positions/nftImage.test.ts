import { describe, expect, it } from 'vitest'
import { positionImageFromTokenUri } from './nftImage'

const encode = (value: unknown) => `data:application/json;base64,${btoa(JSON.stringify(value))}`
const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`

describe('positionImageFromTokenUri', () => {
  it('reads the image of the base64 JSON metadata', () => {
    expect(positionImageFromTokenUri(encode({ name: 'Uniswap - 0.3% - USDC/WETH', image: SVG }))).toBe(SVG)
  })

  it('drops anything that is not a data:image URI or does not parse', () => {
    expect(positionImageFromTokenUri(encode({ image: 'javascript:alert(1)' }))).toBeUndefined()
    expect(positionImageFromTokenUri(encode({ image: 'https://example.com/a.svg' }))).toBeUndefined()
    expect(positionImageFromTokenUri(encode({ name: 'no image' }))).toBeUndefined()
    expect(positionImageFromTokenUri('data:application/json;base64,!!!')).toBeUndefined()
    expect(positionImageFromTokenUri('https://example.com/1.json')).toBeUndefined()
    expect(positionImageFromTokenUri(undefined)).toBeUndefined()
  })
})
