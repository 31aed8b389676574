import { Trans } from '@lingui/react/macro'

/** 'Collect as WETH': whether fees and removed liquidity in the wrapped native token stay wrapped. */
export function CollectAsWethSwitch({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="collect-as-weth">
      <Trans>Collect as WETH</Trans>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  )
}
