import { MAINNET_TOKENS, readAddressBook } from '@exchange/devnet'
import type { Page } from 'playwright-core'

const USDC = MAINNET_TOKENS.USDC.address
export const book = readAddressBook(1)
const DAI = MAINNET_TOKENS.DAI.address
export const positions = book.account0Positions
export const ethUsdcPair = book.v2Pairs.find(
  (pair) => [pair.symbolA, pair.symbolB].sort().join('/') === 'USDC/WETH',
)
export const executedProposal = book.proposals.executed

/** A route, whether it needs the connected wallet (account 0, which owns the seeded positions), and what shows it has loaded. */
export interface RouteCheck {
  path: string
  connected?: boolean
  ready: (page: Page) => Promise<unknown>
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 20_000 })

/**
 * Every route of the app (apps/web/src/app/routes/AppRoutes.tsx), with the state a user sees most: connected where the screen needs an account. */
export const ROUTES: RouteCheck[] = [
  { path: '/swap', ready: (page) => heading(page, 'Swap') },
  // Translated and right to left: names, labels and contrast hold there too.
  {
    path: `/swap?lng=ar-SA&inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1`,
    ready: (page) => page.waitForFunction(() => document.documentElement.dir === 'rtl'),
  },
  {
    path: `/swap?inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1`,
    connected: true,
    ready: (page) => page.getByRole('list', { name: 'Route' }).waitFor({ timeout: 20_000 }),
  },
  {
    path: '/pool',
    connected: true,
    ready: (page) => page.getByText('In range').first().waitFor({ timeout: 20_000 }),
  },
  {
    path: `/pool/${positions.inRange}`,
    connected: true,
    ready: (page) => page.getByTestId('liquidity-value').waitFor({ timeout: 20_000 }),
  },
  {
    path: `/add/ETH/${USDC}/3000`,
    connected: true,
    ready: (page) => page.getByTestId('liquidity-chart').waitFor({ timeout: 20_000 }),
  },
  {
    path: `/increase/ETH/${USDC}/3000/${positions.inRange}`,
    connected: true,
    ready: (page) => page.getByTestId('add-preview').waitFor({ timeout: 20_000 }),
  },
  {
    path: `/remove/${positions.inRange}`,
    connected: true,
    ready: (page) => page.getByTestId('remove-percent').waitFor({ timeout: 20_000 }),
  },
  { path: '/pool/v2', connected: true, ready: (page) => heading(page, 'V2 Liquidity') },
  { path: '/find', connected: true, ready: (page) => heading(page, 'Import V2 Pool') },
  {
    path: `/add/v2/ETH/${USDC}`,
    connected: true,
    ready: (page) => page.getByTestId('v2-prices').waitFor({ timeout: 20_000 }),
  },
  {
    path: `/remove/v2/ETH/${USDC}`,
    connected: true,
    ready: (page) => page.getByTestId('v2-remove-percent').waitFor({ timeout: 20_000 }),
  },
  { path: '/migrate/v2', connected: true, ready: (page) => heading(page, 'Migrate V2 Liquidity') },
  {
    path: `/migrate/v2/${ethUsdcPair?.address}`,
    connected: true,
    ready: (page) => page.getByTestId('migrate-v2-amount0').waitFor({ timeout: 20_000 }),
  },
  { path: '/vote', ready: (page) => page.getByText('Executed').first().waitFor({ timeout: 20_000 }) },
  {
    path: `/vote/2/${executedProposal}`,
    connected: true,
    ready: (page) => page.getByTestId('proposal-description').waitFor({ timeout: 20_000 }),
  },
  {
    path: '/vote/create-proposal',
    connected: true,
    ready: (page) => page.getByRole('heading').first().waitFor(),
  },
  { path: '/uni', ready: (page) => page.getByRole('article').first().waitFor({ timeout: 20_000 }) },
  {
    path: `/uni/ETH/${DAI}`,
    connected: true,
    ready: (page) => page.getByTestId('total-deposits').waitFor({ timeout: 20_000 }),
  },
  {
    path: '/explore',
    ready: (page) => page.getByTestId('explore-token-row').first().waitFor({ timeout: 30_000 }),
  },
  {
    path: '/explore/pools/ethereum',
    ready: (page) => page.getByTestId('explore-pool-row').first().waitFor({ timeout: 30_000 }),
  },
  {
    path: `/explore/tokens/ethereum/${MAINNET_TOKENS.WETH.address.toLowerCase()}`,
    ready: (page) => page.getByTestId('stat-tvl').waitFor({ timeout: 30_000 }),
  },
  {
    path: `/explore/pools/ethereum/${book.v3Pools[1]?.address.toLowerCase()}`,
    ready: (page) => page.getByTestId('explore-transaction').first().waitFor({ timeout: 30_000 }),
  },
  {
    // A v2 pair's page (the pool page for a pair's address).
    path: `/explore/pools/ethereum/${ethUsdcPair?.address.toLowerCase()}`,
    ready: (page) => page.getByTestId('pool-protocol').waitFor({ timeout: 30_000 }),
  },
  { path: '/claim', connected: true, ready: (page) => page.getByRole('dialog').waitFor({ timeout: 20_000 }) },
]
