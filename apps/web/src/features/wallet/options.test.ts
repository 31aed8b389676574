import { describe, expect, it } from 'vitest'
import { walletOptions } from './options'

const ids = (environment: Parameters<typeof walletOptions>[0]) =>
  walletOptions(environment).map((option) => option.id)
const desktop = { hasInjected: true, injectedIsMetaMask: false, isMobile: false, devnet: false }

describe('walletOptions', () => {
  it('shows generic Injected for a non-MetaMask provider and MetaMask for MetaMask', () => {
    expect(ids(desktop)).toContain('injected')
    expect(ids(desktop)).not.toContain('metamask')
    const metamask = ids({ ...desktop, injectedIsMetaMask: true })
    expect(metamask).toContain('metamask')
    expect(metamask).not.toContain('injected')
  })

  it("offers 'Install Metamask' when there is no injected provider", () => {
    const none = ids({ ...desktop, hasInjected: false })
    expect(none).toContain('install-metamask')
    expect(none).not.toContain('injected')
    expect(ids(desktop)).not.toContain('install-metamask')
  })

  it('shows Open in Coinbase Wallet on mobile only, and the Coinbase Wallet connector on desktop only', () => {
    expect(ids(desktop)).toEqual(['injected', 'walletconnect', 'coinbase', 'fortmatic', 'portis'])
    expect(ids({ ...desktop, isMobile: true })).toEqual([
      'injected',
      'walletconnect',
      'coinbase-link',
      'fortmatic',
      'portis',
    ])
  })

  it('keeps Fortmatic and Portis, named by the specification, as unavailable: no connector to load', () => {
    for (const id of ['fortmatic', 'portis']) {
      const option = walletOptions(desktop).find((entry) => entry.id === id)
      expect(option?.unavailable?.message).toMatch(/^Unavailable: /)
      expect(option?.connectorId).toBeUndefined()
    }
    for (const option of walletOptions(desktop).filter((entry) => !entry.unavailable && !entry.href))
      expect(option.connectorId).toBeDefined()
  })

  it('adds the Devnet account only against the devnet', () => {
    expect(ids({ ...desktop, devnet: true }).at(-1)).toBe('devnet')
    expect(ids(desktop)).not.toContain('devnet')
  })

  it('gives every option a name, description, colour and mobile flag', () => {
    for (const option of walletOptions({ ...desktop, devnet: true })) {
      expect(option.name.length).toBeGreaterThan(0)
      expect(option.description.message?.length).toBeGreaterThan(0)
      expect(option.color).toMatch(/^#[0-9A-F]{6}$/i)
      expect(typeof option.mobile).toBe('boolean')
    }
  })
})
