import { Trans } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { AddLiquidityForm } from './add/AddLiquidityForm'
import { usePositionFromTokenId } from './hooks/usePositions'

/** /increase/{currencyIdA}/{currencyIdB}/{feeAmount}/{tokenId}: more liquidity in an existing position's range. */
export default function IncreaseLiquidityPage() {
  const { currencyIdA, currencyIdB, feeAmount, tokenId } = useParams()
  const chainId = useActiveChainId()
  const id = tokenId && /^\d+$/.test(tokenId) ? BigInt(tokenId) : undefined
  const { loading, position } = usePositionFromTokenId(chainId, id)
  if (!position)
    return (
      <>
        <PageHeader back={'/pool'} title={<Trans>Increase Liquidity</Trans>} />
        {loading ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <p>{id === undefined ? null : <Trans>Position not found.</Trans>}</p>
        )}
      </>
    )
  return <AddLiquidityForm routeIds={{ currencyIdA, currencyIdB, feeAmount }} existing={position} />
}
