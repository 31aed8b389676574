import { devAccount } from '@exchange/devnet'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { chooseInjectedWallet, connect } from '../src/actions.ts'
import { openPage } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'

const STORAGE_KEY = 'exchange:state'

/** What the app would have saved for a transaction it sent (a delegate, here) before a reload. */
function storedTransaction(hash: string, from: string) {
  return {
    version: 2,
    user: {},
    transactions: {
      1: {
        [hash]: {
          hash,
          from,
          chainId: 1,
          addedTime: Date.now() - 5_000,
          info: { type: 'DELEGATE', delegatee: devAccount(1).address },
        },
      },
    },
  }
}

/** Puts a stored document in place before the app's first script runs, once per page. */
async function seedStorage(page: Page, document: unknown) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return
      window.localStorage.setItem(key as string, value as string)
      window.sessionStorage.setItem('e2e-seeded', '1')
    },
    [STORAGE_KEY, JSON.stringify(document)],
  )
}

describe('the wallet connection', () => {
  it("shows 'Error connecting' when the wallet refuses, and connects on Try Again", async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    // wagmi's injected connector asks for permissions first: the user refuses that request.
    wallet.rejectNext('wallet_requestPermissions')
    await chooseInjectedWallet(page)
    await page.getByText('Error connecting').waitFor()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByTestId('account-address').waitFor()
  })
})

describe('transactions across a reload', () => {
  it("counts a stored transaction without a receipt as '1 Pending'", async () => {
    const { page, stack } = await openPage()
    const neverMined = `0x${'ab'.repeat(32)}`
    await seedStorage(page, storedTransaction(neverMined, devAccount(0).address))
    await page.goto(`${stack.webUrl}/swap`)
    await connect(page)
    await page.getByTestId('web3-status').getByText('1 Pending').waitFor()
  })

  it('tracks a stored transaction to its receipt and shows the confirmation popup', async () => {
    const { page, stack } = await openPage()
    const client = chainClient()
    const hash = await client.sendTransaction({
      account: devAccount(0),
      chain: client.chain,
      to: devAccount(1).address,
      value: parseEther('0.001'),
    })
    await client.waitForTransactionReceipt({ hash })
    await seedStorage(page, storedTransaction(hash, devAccount(0).address))
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByTestId('popup').getByText('Transaction confirmed').waitFor()
    await connect(page)
    await page.getByTestId('web3-status').click()
    const record = page.getByRole('dialog').locator('li[data-status]')
    await expect(record.getAttribute('data-status')).resolves.toBe('success')
    // The confirmed record was saved at once: it is still there after another reload.
    const saved = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)
    expect(JSON.parse(saved ?? '{}').transactions['1'][hash].receipt.status).toBe(1)
  })
})
