import { devAccount } from '@exchange/devnet'
import { type Hex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { EIP2612_PERMIT_TYPES } from '../../apps/web/src/features/approvals/permitInfo.ts'
import { gotoBlank, openPage } from '../src/context.ts'
import { chainClient } from '../src/devnetReads.ts'

/** Runs `request` in the page; a rejection comes back as its code and message instead of throwing. */
type Outcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: string }

/**
 * The test wallet's own behaviour, tested in the page: real transactions, the chain's errors passed on,
 * refusals, chain switches and additions, and signatures viem verifies (the rest of the harness is in
 * harness.e2e.ts).
 */
describe('the test wallet', () => {
  it('sends a real transaction signed with the development key', async () => {
    const { page, wallet, stack } = await openPage({ wallet: { account: 2 } })
    await page.goto(stack.webUrl)
    const client = chainClient()
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
    const client = chainClient(42161)
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
})
