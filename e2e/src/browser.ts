import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'

/** Debian's Chromium; Playwright's own browser downloads are not used. Override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Screenshots of failed tests; git-ignored. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url))

/**
 * Features Playwright turns off at launch (its chromiumSwitches.ts, playwright-core 1.65): a second
 * `--disable-features` replaces the first, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/**
 * Chromium's own UI, which a headless browser never shows: since about Chromium 150 every new window (a
 * Playwright context) loads the omnibox popup as a WebUI page, about 400 chrome:// files in a renderer
 * of its own, while the test's page loads. On a 2-core machine that renderer took the CPU from the page
 * under test: cold loads measured about 0.7 s slower, and every browser test paid for it.
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI']

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF].join(',')}`,
    ],
  })
}

export interface NewPageOptions {
  colorScheme?: 'light' | 'dark'
  /** e.g. 'en-US', 'de-DE'. */
  locale?: string
  viewport?: { width: number; height: number }
  /** Anything else for the context. */
  context?: BrowserContextOptions
}

/** A page in a fresh context: no storage, cookies or wallet state shared with other tests. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...options.context,
  })
  return context.newPage()
}

/** A file-name-safe version of a test name. */
export function artifactName(testName: string): string {
  return (
    testName
      .replace(/[^a-zA-Z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'test'
  )
}

/**
 * Saves a full-page PNG of the page under e2e/artifacts/ and returns its path; undefined when the
 * page is already closed or the capture fails (a failing test's own error matters more).
 */
export async function screenshotOnFailure(page: Page, testName: string): Promise<string | undefined> {
  if (page.isClosed()) return undefined
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  const path = join(ARTIFACTS_DIR, `${artifactName(testName)}.png`)
  try {
    await page.screenshot({ path, fullPage: true, timeout: 10_000 })
    return path
  } catch {
    return undefined
  }
}
