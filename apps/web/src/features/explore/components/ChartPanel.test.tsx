import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { configureStore } from '@reduxjs/toolkit'
import { cleanup, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { userReducer } from '../../settings'
import { type ChartDataState, ChartPanel } from './ChartPanel'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} })
  // jsdom has no matchMedia; the chart library watches the device pixel ratio with it.
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList
})
afterEach(cleanup)

const show = (state: ChartDataState) =>
  render(
    <Provider store={configureStore({ reducer: { user: userReducer } })}>
      <I18nProvider i18n={i18n}>
        <ChartPanel
          state={state}
          buttons={null}
          points={[]}
          kind="area"
          label="Price"
          withTime={false}
          formatValue={String}
        />
      </I18nProvider>
    </Provider>,
  )

describe('ChartPanel without points', () => {
  it('says it is loading while the data is on its way, never that there is none', () => {
    show('loading')
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    expect(screen.queryByText('No data for this range yet.')).toBeNull()
  })
  it('says there is no data only once the data is here and empty', () => {
    show('ready')
    expect(screen.getByText('No data for this range yet.')).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
  })
  it('claims neither when the data could not be had (the page says why above the chart)', () => {
    show('failed')
    expect(screen.queryByText('No data for this range yet.')).toBeNull()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
  })
})
