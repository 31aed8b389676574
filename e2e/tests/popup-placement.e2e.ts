import { devAccount, MAINNET_CONTRACTS, readAirdropTree } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { encodeAbiParameters, type Hex, keccak256, toHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { mainnetClient as chain } from '../src/devnetReads.ts'

// Account 3 has an airdrop; this file makes sure it is unclaimed while it runs and puts the chain back.
const ACCOUNT = 3
const WETH = MAINNET_CONTRACTS.WETH9
const DISTRIBUTOR = MAINNET_CONTRACTS.MerkleDistributor

/** MerkleDistributor keeps claimed bits in `mapping(uint256 => uint256) claimedBitMap` at slot 0. */
function claimedWordSlot(index: number): Hex {
  return keccak256(
    encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(index) / 256n, 0n]),
  )
}

let restore: (() => Promise<void>) | undefined
afterEach(async () => {
  await restore?.()
  restore = undefined
})

/** The account's claim is unclaimed until the test ends (another test file may have claimed it). */
async function withUnclaimedAirdrop(account: number) {
  const claim = readAirdropTree().claims[devAccount(account).address]
  if (!claim) throw new Error(`account ${account} has no claim`)
  const slot = claimedWordSlot(claim.index)
  const word = BigInt((await chain().getStorageAt({ address: DISTRIBUTOR, slot })) ?? '0x0')
  const bit = 1n << BigInt(claim.index % 256)
  const cleared = word & ~bit
  const write = (value: bigint) =>
    chain().setStorageAt({ address: DISTRIBUTOR, index: slot, value: toHex(value, { size: 32 }) })
  await write(cleared)
  restore = () => write(word)
}

/**
 * The controls (matching `selector`) that something else covers: each is scrolled into view and the
 * element at its centre must be the control or inside it.
 */
function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const covered: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(wanted)) {
      if (element.offsetParent === null) continue
      element.scrollIntoView({ block: 'center', inline: 'center' })
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (!hit || !(hit === element || element.contains(hit))) {
        const by = hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'
        covered.push(`${element.tagName.toLowerCase()} '${element.textContent?.trim() ?? ''}' under ${by}`)
      }
    }
    return covered
  }, selector)
}

/** The popups shown: the claim card and a wrap's transaction popup. */
async function showPopups(page: Page) {
  const { webUrl } = useStack()
  await page.goto(`${webUrl}/swap?inputCurrency=ETH&outputCurrency=${WETH}`)
  await connect(page)
  await page.getByTestId('claim-popup').waitFor({ timeout: 20_000 })
  await page.getByLabel('From').fill('0.0001')
  const wrap = page.locator('.swap-card .primary-button').last()
  await expect.poll(() => wrap.textContent()).toBe('Wrap')
  await wrap.click()
  await page.locator('.popup', { hasText: 'Wrap 0.0001 ETH to WETH' }).first().waitFor({ timeout: 30_000 })
}

const SWAP_CONTROLS = '.swap-card button, .swap-card input'
const HEADER_CONTROLS = '.app-header a, .app-header button'

describe('popups never hide a control', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width}×${viewport.height}: the swap form, the header and its network menu stay usable`, async () => {
      await withUnclaimedAirdrop(ACCOUNT)
      const { page } = await openPage({ viewport, wallet: { account: ACCOUNT } })
      await showPopups(page)
      expect(await coveredControls(page, SWAP_CONTROLS)).toEqual([])
      expect(await coveredControls(page, HEADER_CONTROLS)).toEqual([])
      // The network menu opens over the claim card: every network can be picked with the card shown.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByTestId('network-selector').click()
      await page.getByTestId('network-option-42161').waitFor()
      expect(await coveredControls(page, '[data-testid^="network-option-"]')).toEqual([])
      await expect(page.getByTestId('claim-popup').isVisible()).resolves.toBe(true)
      await page.getByTestId('network-option-42161').click()
      await expect.poll(() => page.getByTestId('network-selector').textContent()).toBe('Arbitrum')
    })
  }
})
