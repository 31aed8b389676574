import { describe, expect, it } from 'vitest'
import { assetsRepositoryLogo, fallbackLogo, logoUriToHttp, tokenLogoCandidates } from './logo'

const GATEWAYS = ['https://gw.one', 'https://gw.two/']
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('logoUriToHttp', () => {
  it('keeps https and tries http as https first', () => {
    expect(logoUriToHttp('https://x.example/a.png', GATEWAYS)).toEqual(['https://x.example/a.png'])
    expect(logoUriToHttp('http://x.example/a.png', GATEWAYS)).toEqual([
      'https://x.example/a.png',
      'http://x.example/a.png',
    ])
  })

  it('loads ipfs and ipns through the gateways in order', () => {
    expect(logoUriToHttp('ipfs://QmHash/logo.svg', GATEWAYS)).toEqual([
      'https://gw.one/ipfs/QmHash/logo.svg',
      'https://gw.two/ipfs/QmHash/logo.svg',
    ])
    expect(logoUriToHttp('ipns://tokens.example', GATEWAYS)).toEqual([
      'https://gw.one/ipns/tokens.example',
      'https://gw.two/ipns/tokens.example',
    ])
  })

  it('gives nothing for other schemes or an empty path', () => {
    expect(logoUriToHttp('ftp://x/a.png', GATEWAYS)).toEqual([])
    expect(logoUriToHttp('ipfs://', GATEWAYS)).toEqual([])
    expect(logoUriToHttp('logo.png', GATEWAYS)).toEqual([])
  })
})

describe('token logos', () => {
  it('uses the assets repository for Ethereum, Arbitrum and Optimism only, checksummed', () => {
    expect(assetsRepositoryLogo(1, USDC.toLowerCase())).toBe(
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${USDC}/logo.png`,
    )
    expect(assetsRepositoryLogo(42161, USDC)).toContain('/blockchains/arbitrum/assets/')
    expect(assetsRepositoryLogo(10, USDC)).toContain('/blockchains/optimism/assets/')
    expect(assetsRepositoryLogo(5, USDC)).toBeUndefined()
  })

  it('tries an https list logo first, then the assets repository, without repeats', () => {
    const list = 'https://lists.example/usdc.png'
    expect(tokenLogoCandidates({ chainId: 1, address: USDC, logoURI: list }, GATEWAYS)).toEqual([
      list,
      assetsRepositoryLogo(1, USDC),
    ])
    const same = assetsRepositoryLogo(1, USDC) ?? ''
    expect(tokenLogoCandidates({ chainId: 1, address: USDC, logoURI: same }, GATEWAYS)).toEqual([same])
    expect(tokenLogoCandidates({ chainId: 5, address: USDC }, GATEWAYS)).toEqual([])
  })

  it('tries the assets repository before an IPFS list logo, then each gateway in order', () => {
    for (const logoURI of ['ipfs://QmLogo', ' IPFS://QmLogo', 'ipns://logo.example']) {
      const candidates = tokenLogoCandidates({ chainId: 1, address: USDC, logoURI }, GATEWAYS)
      expect(candidates[0]).toBe(assetsRepositoryLogo(1, USDC))
      expect(candidates.slice(1)).toEqual(logoUriToHttp(logoURI, GATEWAYS))
      expect(candidates).toHaveLength(3)
    }
    // Where the assets repository has no folder for the chain, the gateways are all there is.
    expect(tokenLogoCandidates({ chainId: 5, address: USDC, logoURI: 'ipfs://QmLogo' }, GATEWAYS)).toEqual([
      'https://gw.one/ipfs/QmLogo',
      'https://gw.two/ipfs/QmLogo',
    ])
  })

  it('draws a fallback from the symbol with a stable colour per address', () => {
    expect(fallbackLogo('usdc', USDC)).toEqual(fallbackLogo('usdc', USDC.toLowerCase()))
    expect(fallbackLogo('usdc', USDC).text).toBe('USD')
    expect(fallbackLogo(undefined, USDC).text).toBe('?')
    expect(fallbackLogo('$$', USDC).text).toBe('?')
  })
})
