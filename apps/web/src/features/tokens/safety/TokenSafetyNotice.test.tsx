import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'
import { TokenSafetyNotice } from './TokenSafetyNotice'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const show = (verdict: SafetyVerdict | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      <TokenSafetyNotice verdict={verdict} />
    </I18nProvider>,
  )

describe('TokenSafetyNotice', () => {
  it('says the verdict in the spec’s words', () => {
    show({ kind: 'honeypot' })
    expect(screen.getByRole('alert').textContent).toBe('Honeypot: this token cannot be sold')
    cleanup()
    show({ kind: 'transfers-blocked' })
    expect(screen.getByRole('alert').textContent).toBe('Transfers blocked')
    cleanup()
    show({ kind: 'tax', buyPercent: 5, sellPercent: 0.02 })
    expect(screen.getByRole('status').textContent).toBe('Transfer tax: 5% on buy, 0.02% on sell')
  })
  it('says nothing for a plain token, one it could not probe, or before the probe answers', () => {
    for (const verdict of [{ kind: 'none' }, { kind: 'unknown', why: 'no-pair' }, undefined] as const) {
      const { container } = show(verdict)
      expect(container.textContent).toBe('')
      cleanup()
    }
  })
})
