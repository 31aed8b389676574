import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { parseTokenId } from '../../features/pool-v3'
import {
  addV2Redirect,
  addV3Redirect,
  increaseRedirect,
  isPoolPath,
  isRoutablePath,
  migratePairRedirect,
  removeV3Redirect,
  swapOutputRedirect,
} from './redirects'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('liquidity redirects', () => {
  it('sends identical tokens and ETH with WETH to /add/{a}', () => {
    expect(addV3Redirect(USDC, USDC.toLowerCase(), WETH)).toBe(`/add/${USDC}`)
    expect(addV3Redirect('ETH', WETH, WETH)).toBe('/add/ETH')
    expect(addV3Redirect(WETH.toLowerCase(), 'eth', WETH)).toBe(`/add/${WETH.toLowerCase()}`)
    expect(addV3Redirect('ETH', USDC, WETH)).toBeNull()
    expect(addV3Redirect('ETH', undefined, WETH)).toBeNull()
    expect(increaseRedirect('ETH', WETH, WETH)).toBe('/increase/ETH')
  })

  it('sends identical v2 ids to /add/v2/{a}', () => {
    expect(addV2Redirect('ETH', 'ETH')).toBe('/add/v2/ETH')
    expect(addV2Redirect('ETH', USDC)).toBeNull()
  })

  it('sends a token id that is not a positive number to /pool', () => {
    for (const bad of ['0', 'abc', '-1', '1.5', '', undefined, '00'])
      expect(removeV3Redirect(bad)).toBe('/pool')
    expect(removeV3Redirect('1')).toBeNull()
    expect(removeV3Redirect('123456789012345678901234567890')).toBeNull()
  })

  it('sends an invalid pair address to /migrate/v2 and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(migratePairRedirect('0x1234')).toBe('/migrate/v2')
    expect(log).toHaveBeenCalledWith('Invalid pair address', '0x1234')
    expect(migratePairRedirect(USDC.toLowerCase())).toBeNull()
    log.mockRestore()
  })

  it('turns /swap/{outputCurrency} into the query parameter and keeps the others', () => {
    expect(swapOutputRedirect(USDC, '?exactAmount=1&outputCurrency=ETH')).toBe(
      `/swap?exactAmount=1&outputCurrency=${USDC}`,
    )
    expect(swapOutputRedirect('ETH', '')).toBe('/swap?outputCurrency=ETH')
  })

  it('marks the Pool link active on the liquidity paths', () => {
    for (const path of ['/pool', '/pool/3', '/add/ETH', '/remove/1', '/increase/a/b/500/1', '/find'])
      expect(isPoolPath(path)).toBe(true)
    for (const path of ['/swap', '/vote', '/uni', '/migrate/v2']) expect(isPoolPath(path)).toBe(false)
  })
})

describe('removeV3Redirect', () => {
  it('agrees with the position pages: exactly the ids they refuse redirect to /pool', () => {
    for (const value of ['0', 'abc', '-3', '0x10', '7', '99999999999999999999']) {
      expect(removeV3Redirect(value) === '/pool').toBe(parseTokenId(value) === undefined)
    }
  })
})

describe('isRoutablePath', () => {
  it('routes the paths of the app, escapes and malformed escapes included', () => {
    for (const path of [
      '/swap',
      '/vote/2/1',
      '/explore/tokens/ethereum/0xc02a',
      '/vote/%E2%80%AECDSU',
      '/pool/%',
      '/',
    ])
      expect(isRoutablePath(path)).toBe(true)
  })
  it('refuses a path with a tab or a line break in a segment, escaped or not', () => {
    for (const path of ['/vote/%09/%E2%80%AECDSU', '/vote/\t/x', '/pool/%0A', '/swap/%0D'])
      expect(isRoutablePath(path)).toBe(false)
  })
  it('never throws, whatever the path', () => {
    fc.assert(fc.property(fc.string(), (path) => typeof isRoutablePath(path) === 'boolean'))
  })
})
