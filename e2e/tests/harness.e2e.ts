import { existsSync } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { devAccount, devnetClient } from '@exchange/devnet'
import { type Hex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { EIP2612_PERMIT_TYPES } from '../../apps/web/src/features/approvals/permitInfo.ts'
import { screenshotOnFailure } from '../src/browser.ts'
import { gotoBlank, openPage, useBrowser, useStack } from '../src/context.ts'
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../src/wallet.ts'

/** Runs `request` in the page; a rejection comes back as its code and message instead of throwing. */
type Outcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: string }

describe('the e2e harness', () => {
  it('serves the built app with the devnet configuration injected', async () => {
    const { page, stack } = await openPage()
    const response = await page.goto(`${stack.webUrl}/swap`)
    expect(response?.status()).toBe(200)
    const config = await page.evaluate(
      () => (window as { __EXCHANGE_CONFIG__?: Record<string, unknown> }).__EXCHANGE_CONFIG__,
    )
    expect(config?.devnet).toBe(true)
    expect(config?.rpcUrls).toEqual({ 1: stack.chains[1], 10: stack.chains[10], 42161: stack.chains[42161] })
    expect(config?.extraBlockedAddresses).toEqual([devAccount(9).address])
    // The app's own script loaded (a module script with the hashed name) rather than a 404 page.
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
  })

  it('injects window.ethereum and announces it through EIP-6963', async () => {
    const { page, stack } = await openPage()
    await page.goto(stack.webUrl)
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_chainId' }))).toBe('0x1')
    expect(await page.evaluate(() => window.ethereum?.isMetaMask)).toBe(false)
    const announced = await page.evaluate(
      () =>
        new Promise<{ info: { uuid: string; name: string; rdns: string; icon: string }; same: boolean }[]>(
          (resolve) => {
            const seen: {
              info: { uuid: string; name: string; rdns: string; icon: string }
              same: boolean
            }[] = []
            window.addEventListener('eip6963:announceProvider', (event) => {
              const detail = (event as CustomEvent).detail as {
                info: { uuid: string; name: string; rdns: string; icon: string }
                provider: unknown
              }
              seen.push({ info: { ...detail.info }, same: detail.provider === window.ethereum })
            })
            window.dispatchEvent(new Event('eip6963:requestProvider'))
            setTimeout(() => resolve(seen), 50)
          },
        ),
    )
    expect(announced).toHaveLength(1)
    expect(announced[0]?.same).toBe(true)
    expect(announced[0]?.info).toMatchObject({ name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS })
    expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(announced[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('connects with the account the wallet has selected', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(stack.webUrl)
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_accounts' }))).toEqual([])
    await wallet.setAccount(2)
    const accounts = await page.evaluate(() => window.ethereum?.request({ method: 'eth_requestAccounts' }))
    expect(accounts).toEqual([devAccount(2).address])
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_accounts' }))).toEqual([
      devAccount(2).address,
    ])

    // Once connected, an account switch in the wallet reaches the page as accountsChanged.
    await page.evaluate(() => {
      const seen: unknown[] = []
      ;(window as { seenAccounts?: unknown[] }).seenAccounts = seen
      window.ethereum?.on('accountsChanged', (accounts) => seen.push(accounts))
    })
    await wallet.setAccount(4)
    expect(await page.evaluate(() => (window as { seenAccounts?: unknown[] }).seenAccounts)).toEqual([
      [devAccount(4).address],
    ])
    expect(wallet.methods).toContain('eth_requestAccounts')
  })

  it('sends a real transaction signed with the development key', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(stack.webUrl)
    const client = devnetClient(1, stack.chains[1])
    const from = devAccount(2).address
    const to = devAccount(3).address
    const [fromBefore, toBefore] = await Promise.all([
      client.getBalance({ address: from }),
      client.getBalance({ address: to }),
    ])
    const hash = await page.evaluate(
      async ({ from, to }) => {
        await window.ethereum?.request({ method: 'eth_requestAccounts' })
        return window.ethereum?.request({
          method: 'eth_sendTransaction',
          params: [{ from, to, value: '0x1' }],
        })
      },
      { from, to },
    )
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    const [fromAfter, toAfter] = await Promise.all([
      client.getBalance({ address: from }),
      client.getBalance({ address: to }),
    ])
    expect(toAfter - toBefore).toBe(1n)
    expect(fromBefore - fromAfter).toBe(1n + receipt.gasUsed * receipt.effectiveGasPrice)

    // Reads the wallet does not handle itself go to the chain unchanged.
    const balance = await page.evaluate(
      (address) => window.ethereum?.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
      to,
    )
    expect(BigInt(balance as string)).toBe(toAfter)
    expect(wallet.calls('eth_sendTransaction')[0]?.result).toBe(hash)
  })

  it('passes errors from the chain through unchanged', async () => {
    const { page, stack } = await openPage()
    await page.goto(stack.webUrl)
    const outcome = await page.evaluate(async (): Promise<Outcome> => {
      try {
        return {
          ok: true,
          result: await window.ethereum?.request({ method: 'eth_noSuchMethod', params: [] }),
        }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message: string }
        return { ok: false, code, message }
      }
    })
    expect(outcome).toMatchObject({ ok: false, code: -32601 })
  })

  it('rejects the next request with 4001 after rejectNext()', async () => {
    const { page, wallet } = await openPage()
    // Not the app: its own background requests (eth_accounts at start) would take the rejection.
    await gotoBlank(page)
    const request = (method: string) =>
      page.evaluate(async (method): Promise<Outcome> => {
        try {
          return { ok: true, result: await window.ethereum?.request({ method }) }
        } catch (error) {
          const { code, message } = error as { code?: unknown; message: string }
          return { ok: false, code, message }
        }
      }, method)

    wallet.rejectNext()
    expect(await request('eth_requestAccounts')).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    })
    // Only the next one.
    expect(await request('eth_requestAccounts')).toEqual({ ok: true, result: [devAccount(0).address] })

    wallet.rejectNext('personal_sign')
    wallet.failNext('eth_blockNumber', 'node is down')
    expect(await request('eth_chainId')).toEqual({ ok: true, result: '0x1' })
    expect(await request('eth_blockNumber')).toEqual({ ok: false, code: -32603, message: 'node is down' })
    const signed = await page.evaluate(async (address): Promise<Outcome> => {
      try {
        return {
          ok: true,
          result: await window.ethereum?.request({
            method: 'personal_sign',
            params: ['0x68656c6c6f', address],
          }),
        }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message: string }
        return { ok: false, code, message }
      }
    }, devAccount(0).address)
    expect(signed).toMatchObject({ ok: false, code: 4001 })
    // Errors are Error instances in the page, as EIP-1193 asks.
    wallet.rejectNext()
    expect(
      await page.evaluate(() =>
        window.ethereum?.request({ method: 'eth_chainId' }).then(
          () => 'resolved',
          (error: unknown) => error instanceof Error,
        ),
      ),
    ).toBe(true)
  })

  it('switches chains on request, and emits chainChanged', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(stack.webUrl)
    await page.evaluate(() => {
      const seen: unknown[] = []
      ;(window as { seenChains?: unknown[] }).seenChains = seen
      window.ethereum?.on('chainChanged', (chainId) => seen.push(chainId))
    })
    const seenChains = () => page.evaluate(() => (window as { seenChains?: unknown[] }).seenChains)

    const switched = await page.evaluate(() =>
      window.ethereum?.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
    )
    expect(switched).toBeNull()
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_chainId' }))).toBe('0xa4b1')
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'net_version' }))).toBe('42161')
    expect(await seenChains()).toEqual(['0xa4b1'])
    expect(wallet.chainId).toBe(42161)
    // Forwarded reads now go to the layer-2 chain.
    const client = devnetClient(42161, stack.chains[42161])
    expect(
      Number(await page.evaluate(() => window.ethereum?.request({ method: 'eth_blockNumber' }))),
    ).toBeGreaterThanOrEqual(Number(await client.getBlockNumber()))

    const unknown = await page.evaluate(async (): Promise<Outcome> => {
      try {
        const result = await window.ethereum?.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x5' }],
        })
        return { ok: true, result }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message: string }
        return { ok: false, code, message }
      }
    })
    expect(unknown).toMatchObject({ ok: false, code: 4902 })
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_chainId' }))).toBe('0xa4b1')

    // The user switching in the wallet, and an unsupported network.
    await wallet.switchChain(1)
    await wallet.setUnsupportedChain(5)
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_chainId' }))).toBe('0x5')
    expect(await seenChains()).toEqual(['0xa4b1', '0x1', '0x5'])
  })

  it('adds a chain whose RPC answers with its id, and refuses one that does not', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(stack.webUrl)
    const add = (chainId: string, rpcUrl: string) =>
      page.evaluate(
        async ({ chainId, rpcUrl }): Promise<Outcome> => {
          try {
            const result = await window.ethereum?.request({
              method: 'wallet_addEthereumChain',
              params: [
                {
                  chainId,
                  chainName: 'Devnet',
                  rpcUrls: [rpcUrl],
                  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
                },
              ],
            })
            return { ok: true, result }
          } catch (error) {
            const { code, message } = error as { code?: unknown; message: string }
            return { ok: false, code, message }
          }
        },
        { chainId, rpcUrl },
      )
    expect(await add('0xa4b1', stack.chains[1])).toMatchObject({ ok: false, code: -32603 })
    expect(wallet.chainId).toBe(1)
    expect(await add('0xa4b1', stack.chains[42161])).toEqual({ ok: true, result: null })
    expect(wallet.chainId).toBe(42161)
    expect(wallet.addedChains).toHaveLength(2)
  })

  it('signs typed data that viem verifies', async () => {
    const { page, stack } = await openPage({ wallet: { account: 1 } })
    await page.goto(stack.webUrl)
    const address = devAccount(1).address
    const domain = {
      name: 'Test Token',
      version: '1',
      chainId: 1,
      verifyingContract: '0x1111111111111111111111111111111111111111',
    } as const
    // The EIP-2612 permit the app itself signs.
    const types = EIP2612_PERMIT_TYPES
    const message = {
      owner: address,
      spender: devAccount(5).address,
      value: parseEther('1.5'),
      nonce: 0n,
      deadline: 1_900_000_000n,
    }
    // As a site would send it: EIP712Domain included, big numbers as decimal strings.
    const json = JSON.stringify(
      {
        domain,
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          ...types,
        },
        primaryType: 'Permit',
        message,
      },
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    )
    const signature = await page.evaluate(
      async ({ address, json }) => {
        await window.ethereum?.request({ method: 'eth_requestAccounts' })
        return window.ethereum?.request({ method: 'eth_signTypedData_v4', params: [address, json] })
      },
      { address, json },
    )
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyTypedData({
        address,
        domain,
        types,
        primaryType: 'Permit',
        message,
        signature: signature as Hex,
      }),
    ).toBe(true)

    // personal_sign takes the message as hex bytes.
    const personal = await page.evaluate(
      (address) => window.ethereum?.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }),
      address,
    )
    expect(await verifyMessage({ address, message: 'hello', signature: personal as Hex })).toBe(true)
  })

  it('saves a screenshot of a failing page under e2e/artifacts', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    const path = await screenshotOnFailure(page, 'harness: screenshot helper / self-test')
    expect(path).toBeDefined()
    expect(path).toMatch(/e2e\/artifacts\/harness-screenshot-helper-self-test\.png$/)
    expect(existsSync(path as string)).toBe(true)
    expect((await stat(path as string)).size).toBeGreaterThan(1000)
    await rm(path as string)
  })

  it('runs Chromium without its own UI pages, which would take the CPU from the page under test', async () => {
    const browser = await useBrowser()
    // Browser-wide: Chromium's UI pages load in renderers of their own, beside the test's page.
    await browser.startTracing(undefined, { categories: ['devtools.timeline'] })
    const pageUnderTest = 'data:text/html,<p>page under test</p>'
    for (let context = 0; context < 2; context++) {
      const page = await browser.newPage()
      await page.goto(pageUnderTest)
      await page.waitForTimeout(1_500)
      await page.context().close()
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; args?: { data?: { url?: string } } }[]
    }
    const requested = trace.traceEvents
      .filter((event) => event.name === 'ResourceSendRequest')
      .map((event) => event.args?.data?.url ?? '')
    // The trace saw the test's own pages, so it would have seen the omnibox popup's ~400 files too.
    expect(requested).toContain(pageUnderTest)
    expect(requested.filter((url) => url.startsWith('chrome://'))).toEqual([])
  })

  it('provides the stack URLs to every file', () => {
    const stack = useStack()
    expect(stack.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(stack.chains[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(stack.chains[42161]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})
