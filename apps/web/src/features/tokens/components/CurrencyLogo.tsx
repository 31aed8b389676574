import type { Currency } from '@uniswap/sdk-core'
import { useMemo, useState } from 'react'
import { config } from '../../../core/config'
import { fallbackLogo, tokenLogoCandidates } from '../logo'

/** Ether's diamond, drawn inline so that the native coin never needs a network request. */
const ETHER_LOGO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627EEA"/><path fill="#fff" fill-opacity=".6" d="M16.5 4v8.9l7.5 3.3z"/><path fill="#fff" d="M16.5 4 9 16.2l7.5-3.3z"/><path fill="#fff" fill-opacity=".6" d="M16.5 22v6L24 17.6z"/><path fill="#fff" d="M16.5 28v-6L9 17.6z"/><path fill="#fff" fill-opacity=".2" d="m16.5 20.6 7.5-4.4-7.5-3.3z"/><path fill="#fff" fill-opacity=".6" d="m9 16.2 7.5 4.4v-7.7z"/></svg>',
)}`

/**
 * A currency's logo: the candidates are tried in turn, each hidden until it has loaded, and when all fail
 * the generated fallback stays: a broken image is never shown.
 */
export function CurrencyLogo({
  currency,
  size = 24,
}: {
  currency: Currency | null | undefined
  size?: number
}) {
  const candidates = useMemo(() => {
    if (!currency) return []
    if (currency.isNative) return [ETHER_LOGO]
    const logoURI = (currency as Currency & { logoURI?: string }).logoURI
    return tokenLogoCandidates(
      { chainId: currency.chainId, address: currency.address, logoURI },
      config.ipfsGateways,
    )
  }, [currency])
  // Keyed by the candidates so that a new currency starts again from its first one.
  return <LogoImage key={candidates.join(' ')} currency={currency} candidates={candidates} size={size} />
}

function LogoImage({
  currency,
  candidates,
  size,
}: {
  currency: Currency | null | undefined
  candidates: string[]
  size: number
}) {
  const [index, setIndex] = useState(0)
  const [loaded, setLoaded] = useState(false)
  const source = candidates[index]
  const address = currency && !currency.isNative ? currency.address : ''
  const fallback = fallbackLogo(currency?.symbol, address)
  return (
    <span className="currency-logo" style={{ width: size, height: size }} aria-hidden="true">
      {!loaded && (
        // The initials are drawn by CSS from the attribute: as text they would join the visible label of
        // the button around the logo, which then no longer matches its accessible name.
        <span
          className="currency-logo__fallback"
          data-initials={fallback.text}
          style={{ background: `hsl(${fallback.hue} 60% 45%)`, fontSize: Math.max(8, size / 3) }}
        />
      )}
      {source && (
        <img
          src={source}
          alt=""
          width={size}
          height={size}
          style={{ visibility: loaded ? 'visible' : 'hidden' }}
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false)
            setIndex((current) => current + 1)
          }}
        />
      )}
    </span>
  )
}
