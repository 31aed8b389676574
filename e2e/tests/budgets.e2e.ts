import { describe, expect, it } from 'vitest'
import { openPage } from '../src/context.ts'
import { INITIAL_JS_BUDGET_BYTES, initialJavaScript } from '../src/metrics.ts'

describe('budgets', () => {
  it('keeps the initial JavaScript of /swap within 300 KB as served, compressed (no wallet SDK loads until chosen)', async () => {
    const { page, stack } = await openPage()
    const { bytes, files, encodings, scripts } = await initialJavaScript(page, `${stack.webUrl}/swap`)
    // Printed so that a run shows how close the budget is, not only whether it holds.
    console.info(
      `/swap initial JavaScript: ${(bytes / 1024).toFixed(1)} KB over the wire in ${files} files ${JSON.stringify(encodings)} of ${INITIAL_JS_BUDGET_BYTES / 1024} KB`,
    )
    expect(bytes).toBeGreaterThan(50 * 1024)
    expect(bytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
    // Every script but the tiny ones (where compression would gain nothing) goes out compressed.
    expect(scripts.filter((script) => script.encoding === 'identity' && script.bytes >= 1024)).toEqual([])
    expect(encodings.br ?? 0).toBeGreaterThan(files / 2)
  })

  it('fails the measurement when a script cannot be read, instead of leaving it out of the sum', async () => {
    const { page, stack } = await openPage()
    // One of the app's own scripts fails on the way (as a dropped connection would).
    let aborted = ''
    await page.route(`${stack.webUrl}/assets/*.js`, async (route) => {
      if (aborted) return route.continue()
      aborted = route.request().url()
      return route.abort('connectionreset')
    })
    const error = await initialJavaScript(page, `${stack.webUrl}/swap`).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(aborted).toMatch(/\/assets\/.*\.js$/)
    expect(error).toBeInstanceOf(Error)
    // The one script that failed, and only it, is named.
    expect((error as Error).message.split('\n')).toEqual([
      `could not measure every script of ${stack.webUrl}/swap:`,
      `${aborted}: net::ERR_CONNECTION_RESET`,
    ])
  })
})
