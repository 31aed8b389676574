/** Gas limits are the estimate plus 20% (spec: gas limit margin 120%), so that a small state change between estimate and inclusion does not make the transaction run out of gas. */
export function calculateGasMargin(estimate: bigint): bigint {
  return (estimate * 120n) / 100n
}
