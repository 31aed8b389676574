import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccount } from '@exchange/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveApp } from '../../apps/web/server/serve.ts'
import { chooseInjectedWallet } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'

interface Received {
  path: string
  body: Record<string, unknown>
}

/** A local receiver for the analytics, monitoring and compliance endpoints (with CORS, as they need). */
let receiver: Server
let receiverUrl: string
const received: Received[] = []
let app: { url: string; close(): Promise<void> }
const SCREENED_OUT = devAccount(3).address

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>
    received.push({ path: request.url ?? '', body })
    if (request.url === '/compliance') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ blocked: body.address === SCREENED_OUT }))
      return
    }
    response.writeHead(204).end()
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  const stack = useStack()
  app = await serveApp({
    port: 0,
    config: {
      rpcUrls: stack.chains,
      devnet: true,
      extraBlockedAddresses: [],
      analyticsUrl: `${receiverUrl}/analytics`,
      monitoringUrl: `${receiverUrl}/monitoring`,
      complianceUrl: `${receiverUrl}/compliance`,
    },
  })
})

afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

const waitFor = async (predicate: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`not received: ${JSON.stringify(received)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('third-party services, when configured', () => {
  it('receive page views, the wallet-connected write and the compliance check', async () => {
    const { page } = await openPage()
    await page.goto(`${app.url}/pool`)
    await waitFor(() => received.some((entry) => entry.path === '/analytics' && entry.body.path === '/pool'))
    const pageView = received.find((entry) => entry.path === '/analytics' && entry.body.type === 'pageview')
    expect(pageView?.body.type).toBe('pageview')

    await chooseInjectedWallet(page)
    const address = devAccount(0).address
    await waitFor(() =>
      received.some((entry) => entry.path === '/monitoring' && entry.body.type === 'WALLET_CONNECTED'),
    )
    const write = received.find((entry) => entry.path === '/monitoring')?.body
    expect(write).toMatchObject({
      type: 'WALLET_CONNECTED',
      walletAddress: address,
      chainId: 1,
      origin: app.url,
    })
    await waitFor(() =>
      received.some((entry) => entry.path === '/compliance' && entry.body.address === address),
    )
    await page.getByTestId('web3-status').getByText('alice.eth').waitFor()
  })

  it('block an account the compliance provider screens out', async () => {
    const { page } = await openPage({ wallet: { account: 3 } })
    await page.goto(`${app.url}/swap`)
    await chooseInjectedWallet(page)
    await page.getByText('Blocked address').waitFor()
    expect(
      received.some((entry) => entry.path === '/compliance' && entry.body.address === SCREENED_OUT),
    ).toBe(true)
  })

  it('report a crash as an exception', async () => {
    const { page } = await openPage()
    await page.goto(`${app.url}/swap?crash=true`)
    await page.getByText('Something went wrong').waitFor()
    await waitFor(() =>
      received.some(
        (entry) => entry.body.type === 'exception' && String(entry.body.message).includes('Forced crash'),
      ),
    )
  })
})
