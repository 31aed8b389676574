import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage } from '../src/context.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** axe-core's browser build, injected into the page as a script. */
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null
  help: string
  nodes: { target: string[] }[]
}

/** The serious and critical WCAG 2.1 A/AA violations on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await axeSource })
  const violations = (await page.evaluate(
    "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] }).then((result) => result.violations)",
  )) as AxeViolation[]
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
}

/** The routes whose screens exist, each with what shows that it has loaded. */
const ROUTES: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/swap', (page) => page.getByRole('heading', { name: 'Swap' }).waitFor()],
  [
    `/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1`,
    (page) => page.getByRole('list', { name: 'Route' }).waitFor({ timeout: 20_000 }),
  ],
  ['/vote', (page) => page.getByText('Executed').first().waitFor({ timeout: 20_000 })],
  ['/vote/create-proposal', (page) => page.getByRole('heading').first().waitFor()],
  ['/uni', (page) => page.locator('main').waitFor()],
]

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [path, ready] of ROUTES) {
      it(`${path} has no serious or critical violation in the ${colorScheme} theme`, async () => {
        const { page, stack } = await openPage({ colorScheme })
        await page.goto(`${stack.webUrl}${path}`)
        await ready(page)
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }

  it('has no serious or critical violation in the open wallet modal and token picker', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByTestId('web3-status').click()
    await page.getByRole('dialog').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: /Change token|Select a token/ })
      .first()
      .click()
    await page.getByPlaceholder('Search name or paste address').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})
