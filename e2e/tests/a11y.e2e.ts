import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { ethUsdcPair, executedProposal, positions, ROUTES } from '../src/routes.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** axe-core's browser build, evaluated in the page. */
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null
  help: string
  nodes: { target: string[]; any: { message: string }[] }[]
}

/** The serious and critical WCAG 2.1 A/AA violations on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as an inline <script>: the app's Content-Security-Policy (rightly)
  // refuses inline scripts, and the audit must run against the page as served.
  await page.evaluate(await axeSource)
  const violations = (await page.evaluate(
    "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] }).then((result) => result.violations)",
  )) as AxeViolation[]
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? ''})`)
          .join(', ')}`,
    )
}

/** Switches the system colour scheme and waits for the app to follow it. */
async function useScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, colorScheme)
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('the address book has what the route list needs', () => {
    expect(positions.inRange).toBeTruthy()
    expect(ethUsdcPair).toBeTruthy()
    expect(executedProposal).toBeTruthy()
  })

  for (const route of ROUTES) {
    it(`${route.path} has no serious or critical violation in the light and dark themes`, async () => {
      const { page, stack } = await openPage({ colorScheme: 'light' })
      if (route.connected) {
        // Connect on a light page first: the wallet is remembered, so the route opens connected.
        await page.goto(`${stack.webUrl}/swap`)
        await connect(page)
      }
      await page.goto(`${stack.webUrl}${route.path}`)
      if (route.connected)
        await expect
          .poll(() => page.getByTestId('web3-status').innerText(), { timeout: 20_000 })
          .not.toMatch(/Connect/)
      await route.ready(page)
      // Whatever still says 'Loading' is given a moment, so axe sees the screen the user reads.
      await page
        .getByRole('status', { name: 'Loading' })
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined)
      await useScheme(page, 'light')
      expect(await seriousViolations(page), 'light theme').toEqual([])
      await useScheme(page, 'dark')
      expect(await seriousViolations(page), 'dark theme').toEqual([])
    })
  }

  it('has no serious or critical violation in the open dialogs and popovers, in both themes', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    for (const colorScheme of ['light', 'dark'] as const) {
      await useScheme(page, colorScheme)
      await page.getByTestId('web3-status').click()
      await page.getByRole('dialog').waitFor()
      expect(await seriousViolations(page), `wallet dialog, ${colorScheme}`).toEqual([])
      await page.keyboard.press('Escape')
      await page
        .getByRole('button', { name: /Change token|Select a token/ })
        .first()
        .click()
      await page.getByPlaceholder('Search name or paste address').waitFor()
      expect(await seriousViolations(page), `token picker, ${colorScheme}`).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Transaction settings' }).click()
      await page.getByRole('dialog', { name: 'Transaction Settings' }).waitFor()
      expect(await seriousViolations(page), `settings, ${colorScheme}`).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByTestId('menu-button').click()
      await page.getByTestId('menu-language').click()
      await page.getByTestId('menu-language-view').waitFor()
      expect(await seriousViolations(page), `language menu, ${colorScheme}`).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByTestId('menu').waitFor({ state: 'detached' })
    }
  })

  it('stops spinners and pulses for whoever asks for reduced motion', async () => {
    const { page, stack } = await openPage()
    // The add-liquidity page: its styles (the fee tier's pulse) load with it.
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await page.getByTestId('fee-tier-current').waitFor({ timeout: 20_000 })
    // The app's own classes for a spinner and the fee tier's pulse, measured as the browser styles them.
    const durations = () =>
      page.evaluate(() =>
        ['spinner', 'add-v3__pulse'].map((name) => {
          const element = document.createElement('span')
          element.className = name
          document.body.append(element)
          const duration = getComputedStyle(element).animationDuration
          element.remove()
          return duration
        }),
      )
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await durations()).toEqual(['1s', '0.6s'])
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const duration of await durations()) expect(Number.parseFloat(duration)).toBeLessThan(0.001)
  })
})
