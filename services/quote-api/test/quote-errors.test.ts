import {
  ARBITRUM_ONE,
  MAINNET_CONTRACTS as C,
  devAccount,
  MAINNET,
  OPTIMISM,
  MAINNET_TOKENS as T,
} from '@exchange/devnet'
import fc from 'fast-check'
import { erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEADLINE_SECONDS, MAX_SLIPPAGE_BIPS } from '../src/params.ts'
import { client, get, onQuoteApi, partialApi, quoteQuery } from './quote-api-fixture.ts'

/**
 * The quote API against the devnet replica, when it does not quote: bad requests, amounts no holder
 * could have, no route, an unreachable chain, and health.
 */

onQuoteApi()

describe('GET /v1/quote', () => {
  it.each([
    [{ tokenInAddress: '0xnot-an-address' }, 'tokenInAddress', 'Invalid address: 0xnot-an-address'],
    [{ tokenOutChainId: '137', tokenInChainId: '137' }, 'tokenInChainId', 'Unsupported chain ID: 137'],
    [{ amount: '0' }, 'amount', 'amount must be a positive integer (raw token units) below 2^256'],
    [{ amount: '12.5' }, 'amount', 'amount must be a positive integer (raw token units) below 2^256'],
    [{ amount: 'lots' }, 'amount', 'amount must be a positive integer (raw token units) below 2^256'],
    [{ tokenOutAddress: T.WETH.address }, 'tokenOutAddress', 'tokenIn and tokenOut must be different'],
    [
      { tokenInAddress: 'ETH', tokenOutAddress: T.WETH.address.toLowerCase() },
      'tokenOutAddress',
      'tokenIn and tokenOut must be different',
    ],
    [{ type: 'exactly' }, 'type', "type must be 'exactIn' or 'exactOut'"],
    // An address with no token behind it.
    [
      { tokenOutAddress: C.SwapRouter02 },
      'tokenOutAddress',
      `Could not find token with address "${C.SwapRouter02}"`,
    ],
  ])('answers 400 naming the field for %o', async (overrides, field, detail) => {
    const { status, body } = await get(quoteQuery(overrides))
    expect(status).toBe(400)
    expect(body).toMatchObject({ field, detail })
    expect(typeof body.errorCode).toBe('string')
  })

  it("refuses amounts no holder could have: above 10 times the token's total supply, or a billion ETH", async () => {
    const supply = await client.readContract({
      address: T.WETH.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    for (const [overrides, field] of [
      [{ amount: maxUint256.toString() }, 'amount'],
      [{ amount: (supply * 10n + 1n).toString() }, 'amount'],
      [{ tokenInAddress: 'ETH', amount: (10n ** 27n + 1n).toString() }, 'amount'],
      [{ type: 'exactOut', amount: maxUint256.toString() }, 'amount'],
    ] as const) {
      const { status, body } = await get(quoteQuery(overrides))
      expect(status, JSON.stringify(overrides)).toBe(400)
      expect(body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field })
    }
    // At the bound it is a question about the pools, not a refusal.
    expect((await get(quoteQuery({ amount: (supply * 10n).toString() }))).status).not.toBe(400)
  })

  it('never answers 5xx to malformed requests, and quotes only on values read exactly (fast-check)', async () => {
    // Each request changes one field of a valid swap request, to a valid or a hostile value.
    const valueFor = {
      amount: fc.oneof(
        fc.bigInt({ min: 1n, max: 10n ** 19n }).map(String),
        fc.bigInt({ min: 0n, max: 1n << 260n }).map(String),
        fc.constantFrom('0x10', '1e18', ' 1', '-1', '1.5', '', '%20', '0100'),
        fc.string(),
      ),
      slippageTolerance: fc.oneof(
        fc.integer({ min: 0, max: 6000 }).map((bips) => String(bips / 100)),
        fc.constantFrom('0x10', '%20', ' ', '1e1', '-1', '0.505', '50.00'),
        fc.string(),
      ),
      deadline: fc.oneof(
        fc.integer({ min: -10, max: 20_000 }).map(String),
        fc.constantFrom('0x10', '1e3', '600.0', ''),
        fc.string(),
      ),
      recipient: fc.oneof(
        fc.constantFrom(
          account5(),
          account5().toLowerCase(),
          account5().replace(/[a-f]/, (c) => c.toUpperCase()),
        ),
        fc.string(),
      ),
      tokenInAddress: fc.oneof(fc.constantFrom('ETH', T.WETH.address, T.DAI.address), fc.string()),
      type: fc.oneof(fc.constantFrom('exactIn', 'exactOut'), fc.string()),
    }
    const change = fc.oneof(
      ...Object.entries(valueFor).map(([field, value]) => value.map((text) => [field, text] as const)),
    )
    const runs = 150
    let quoted = 0
    await fc.assert(
      fc.asyncProperty(change, async ([field, value]) => {
        const query: Record<string, string> = {
          ...quoteQuery({ recipient: account5(), slippageTolerance: '0.5', deadline: '600' }),
          [field]: value,
        }
        const { status, body } = await get(query)
        expect(status, JSON.stringify({ query, body })).toBeLessThan(500)
        if (status !== 200) {
          // The refusal names the field changed (or the amount, which the type and token decide).
          if (status === 400) expect([field, 'amount']).toContain(body.field)
          return
        }
        quoted++
        // A quote means every value was read as written.
        expect(/^[0-9]+$/.test(query.amount!)).toBe(true)
        expect(body.amount).toBe(BigInt(query.amount!).toString())
        const bips = Math.round(Number(query.slippageTolerance) * 100)
        expect(/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(query.slippageTolerance!)).toBe(true)
        expect(bips).toBeLessThanOrEqual(MAX_SLIPPAGE_BIPS)
        expect(/^[0-9]+$/.test(query.deadline!)).toBe(true)
        const seconds = Number(query.deadline)
        expect(seconds >= DEADLINE_SECONDS.min && seconds <= DEADLINE_SECONDS.max).toBe(true)
        expect((body.methodParameters as { calldata: string }).calldata).toMatch(/^0x/)
      }),
      { numRuns: runs },
    )
    console.info(`fuzzed quote requests: ${runs}, answered with a quote: ${quoted}`)
    expect(quoted).toBeGreaterThan(10)
  })

  it('answers 404 NO_ROUTE when no route can fill the amount', async () => {
    // All the USDC there is: within the token's supply, beyond what the pools hold.
    const supply = await client.readContract({
      address: T.USDC.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    const { status, body } = await get(quoteQuery({ type: 'exactOut', amount: supply.toString() }))
    expect(status).toBe(404)
    expect(body).toEqual({ errorCode: 'NO_ROUTE', detail: 'No route found' })
  })

  it('answers 503 when the chain is unreachable, and keeps serving the others', async () => {
    const { status, body } = await get(
      quoteQuery({
        tokenInChainId: '10',
        tokenOutChainId: '10',
        tokenInAddress: 'ETH',
        tokenOutAddress: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
      }),
      '/v1/quote',
      partialApi,
    )
    expect(status).toBe(503)
    expect(body.errorCode).toBe('CHAIN_UNAVAILABLE')
    expect((await get(quoteQuery({}), '/v1/quote', partialApi)).status).toBe(200)
    const unknownPath = await get({}, '/v2/nothing')
    expect(unknownPath.status).toBe(404)
  })
})

const account5 = () => devAccount(5).address

describe('GET /healthz', () => {
  it('reports the latest block per chain and the unreachable one', async () => {
    const latest = await client.getBlockNumber()
    // The poller syncs every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { status, body } = await get({}, '/healthz')
    expect(status).toBe(200)
    const chains = body.chains as Record<string, { blockNumber: string | null; error?: string }>
    expect(chains[MAINNET]!.blockNumber).toBe(latest.toString())
    expect(chains[ARBITRUM_ONE]!.blockNumber).not.toBeNull()
    expect(chains[OPTIMISM]!.blockNumber).not.toBeNull()
    const partial = (await get({}, '/healthz', partialApi)).body.chains as typeof chains
    expect(partial[MAINNET]!.blockNumber).not.toBeNull()
    expect(partial[OPTIMISM]!.blockNumber).toBeNull()
    expect(partial[OPTIMISM]!.error).toBeTruthy()
    // A load balancer's probes: alive, and ready while a chain is synced.
    expect((await get({}, '/health')).body).toEqual({ status: 'ok' })
    const ready = await get({}, '/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.chains).toMatchObject({ [MAINNET]: { blockNumber: latest.toString() } })
  })
})
