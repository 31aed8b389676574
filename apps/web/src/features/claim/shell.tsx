import { lazy, Suspense } from 'react'
import { useAccount } from 'wagmi'

// The card and the header button exist only for a wallet on mainnet, where the airdrop is: their code
// (and the reads behind it) loads then, not with the shell.
const LazyClaimPopup = lazy(() => import('./ClaimPopup'))
const LazyUniHeaderButton = lazy(() => import('./UniHeaderButton'))

function useOnMainnet() {
  const { isConnected, chainId } = useAccount()
  return isConnected && chainId === 1
}

/** The 'UNI has arrived' card (top right) for a connected account with a claim. */
export function ClaimPopup() {
  return useOnMainnet() ? (
    <Suspense fallback={null}>
      <LazyClaimPopup />
    </Suspense>
  ) : null
}

/** The header's 'Claim UNI' / UNI balance button. */
export function UniHeaderButton() {
  return useOnMainnet() ? (
    <Suspense fallback={null}>
      <LazyUniHeaderButton />
    </Suspense>
  ) : null
}
