import { bytesToHex, type Hex, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { contenthashToUri } from './contenthash'
import { base58btcDecode } from './multibase'

const CIDV0 = 'QmaNxbQNrJdLzzd8CKRutBjMZ6GXRjvuPepLuNSsfdeJRJ'
const CIDV0_HEX = bytesToHex(base58btcDecode(CIDV0)).slice(2)

describe('contenthashToUri', () => {
  it('renders an IPFS CIDv0 in base58btc', () => {
    expect(contenthashToUri(`0xe301${CIDV0_HEX}`)).toBe(`ipfs://${CIDV0}`)
  })

  it('renders an IPFS CIDv1 in base32 with the b prefix', () => {
    // dag-pb CIDv1, checked against an independent CID implementation.
    expect(
      contenthashToUri('0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'),
    ).toBe('ipfs://bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4')
    // The same multihash as the CIDv0 above, as a CIDv1.
    expect(contenthashToUri(`0xe3010170${CIDV0_HEX}`)).toBe(
      'ipfs://bafybeifs4oqhcvpw6xlztcuq4ycx7fgkssmup67jte5zivkhxtkowe4ivu',
    )
  })

  it('renders an IPNS libp2p-key CID in base32', () => {
    expect(
      contenthashToUri(
        '0xe50101720024080112205cbd1cc86ac20d6640795809c717a49ba7f76c7d1cd0d4bf6d8cb21fe21ecf3d',
      ),
    ).toBe('ipns://bafzaajaiaejcaxf5dtegvqqnmzahswajy4l2jg5h65wh2hgq2s7w3dfsd7rb5tz5')
  })

  it('renders an IPNS DNSLink name stored as an identity multihash', () => {
    const name = 'app.uniswap.org'
    const hash: Hex = `0xe5010170000f${stringToHex(name).slice(2)}`
    expect(contenthashToUri(hash)).toBe('ipns://app.uniswap.org')
  })

  it.each([
    ['an empty content hash', '0x'],
    ['a swarm content hash', `0xe40101fa011b20${'ab'.repeat(32)}`],
    ['an onion address', '0xbc0300'],
    ['a truncated CIDv0', `0xe3011220${'ab'.repeat(31)}`],
    ['a CIDv1 whose digest length is wrong', `0xe301017012200102`],
    ['an unknown CID version', `0xe30102701220${'ab'.repeat(32)}`],
    ['bytes that are not hex', '0xzz'],
  ] as const)('rejects %s', (_, hash) => {
    expect(() => contenthashToUri(hash as Hex)).toThrow('Failed to translate contenthash to URI')
  })
})
