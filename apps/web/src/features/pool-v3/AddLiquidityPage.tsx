import { useParams } from 'react-router'
import { AddLiquidityForm } from './add/AddLiquidityForm'

/** /add/{currencyIdA?}/{currencyIdB?}/{feeAmount?}: a new v3 position. */
export default function AddLiquidityPage() {
  const { currencyIdA, currencyIdB, feeAmount } = useParams()
  return <AddLiquidityForm routeIds={{ currencyIdA, currencyIdB, feeAmount }} />
}
