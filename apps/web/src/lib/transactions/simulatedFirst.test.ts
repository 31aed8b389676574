import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createClient, custom, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { refuseSimulatedRevert, SimulatedRevertError } from './useSendTransaction'

const SRC = join(import.meta.dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** A call that makes a wallet sign and send a transaction. */
const SENDS = /\.sendTransaction\(|\bwriteContract\(|\bsendRawTransaction\(/

/**
 * The places that send, and why each is covered. Every other transaction of the app is built by a
 * feature and sent through useSendTransaction, whose gate simulates it.
 */
const SENDERS: Record<string, { simulated: true } | { exempt: string }> = {
  'lib/transactions/useSendTransaction.ts': { simulated: true },
  'features/swap/hooks/swapExecution.ts': { simulated: true },
  'features/transactions/useReplaceTransaction.ts': {
    exempt:
      'speeds up or cancels a transaction already simulated and signed (same nonce; a cancel sends nothing)',
  },
  'features/wallet/devnetConnector.ts': {
    exempt: 'the development wallet itself: it signs what the app asks',
  },
}

describe('every transaction the app sends is simulated first', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }))

  it('sends only from the known places', () => {
    const senders = files.filter((file) => SENDS.test(file.text)).map((file) => file.path)
    expect(senders.sort()).toEqual(Object.keys(SENDERS).sort())
  })

  it('simulates before the send in each place that is not exempt', () => {
    for (const [path, rule] of Object.entries(SENDERS)) {
      if (!('simulated' in rule)) continue
      const text = files.find((file) => file.path === path)?.text ?? ''
      const gate = text.search(/refuseSimulatedRevert\(client|refuseSimulatedRevert\(publicClient/)
      const send = text.search(SENDS)
      expect(gate, `${path} calls refuseSimulatedRevert`).toBeGreaterThan(-1)
      expect(gate, `${path} simulates before it sends`).toBeLessThan(send)
    }
  })

  it('lists the transaction builders that send through the gate', () => {
    const builders = files
      // useContractWrite (features/mining) sends through useSendTransaction for claim, staking and votes.
      .filter(
        (file) =>
          /\b(useSendTransaction|useContractWrite)\(\)/.test(file.text) &&
          !file.path.startsWith('lib/transactions/'),
      )
      .map((file) => file.path)
    // Approvals, wrap, v2 and v3 liquidity, migrate, claim, staking and governance build their own.
    for (const feature of [
      'approvals',
      'swap',
      'pool-v2',
      'pool-v3',
      'migrate',
      'claim',
      'mining',
      'governance',
    ])
      expect(
        builders.some((path) => path.startsWith(`features/${feature}/`)),
        feature,
      ).toBe(true)
  })
})

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const node = (simulate: () => unknown) =>
  createClient({
    transport: custom(
      {
        async request({ method }: { method: string }) {
          if (method === 'eth_simulateV1') return simulate()
          throw new Error(`unexpected ${method}`)
        },
      },
      { retryCount: 0 },
    ),
  })

describe('refuseSimulatedRevert', () => {
  it('refuses a transaction that would revert, with its reason where callers look for one', async () => {
    const returnData = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['UniswapV2Router: EXPIRED'],
    })
    const client = node(() => [
      {
        number: '0x1',
        hash: `0x${'11'.repeat(32)}`,
        timestamp: '0x1',
        gasLimit: '0x1',
        gasUsed: '0x1',
        baseFeePerGas: '0x1',
        calls: [
          {
            status: '0x0',
            returnData,
            gasUsed: '0x5208',
            logs: [],
            error: { code: 3, message: 'execution reverted' },
          },
        ],
      },
    ])
    const refusal = await refuseSimulatedRevert(client, { account: ACCOUNT, to: TO, data: '0x12' }).catch(
      (e) => e,
    )
    expect(refusal).toBeInstanceOf(SimulatedRevertError)
    expect((refusal as SimulatedRevertError).reason).toBe('UniswapV2Router: EXPIRED')
    expect((refusal as Error).message).toBe('execution reverted: UniswapV2Router: EXPIRED')
  })

  it('decides nothing when the node fails to answer the simulation', async () => {
    const client = node(() => {
      throw Object.assign(new Error('upstream timed out'), { code: -32000 })
    })
    await expect(
      refuseSimulatedRevert(client, { account: ACCOUNT, to: TO, data: '0x12' }),
    ).resolves.toBeUndefined()
  })
})
