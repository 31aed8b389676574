import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createClient, custom, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { refuseSimulatedRevert, SimulatedRevertError } from './send'

const SRC = join(import.meta.dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** A call that makes a wallet sign and send a transaction (or broadcasts a signed one). */
const SENDS =
  /\.sendTransaction\(|\bwriteContract\(|\bsendRawTransaction\(|\.signTransaction\(|\(\s*'eth_sendRawTransaction'/

/**
 * The places that send, and why each is covered. Every transaction of the app is built by a feature
 * and sent through the one send action (core/transactions/send.ts, by way of useTransactionFlow),
 * whose gate simulates it.
 */
const SENDERS: Record<string, { simulated: true } | { exempt: string }> = {
  'core/transactions/send.ts': { simulated: true },
  'core/transactions/replace.ts': {
    exempt:
      'speeds up or cancels a transaction already simulated and signed (same nonce; a cancel sends nothing)',
  },
  'features/wallet/devnetProvider.ts': {
    exempt: 'the development wallet itself: it signs what the app asks',
  },
  'features/wallet/hashFirst.ts': {
    exempt:
      "the development wallet's broadcast of what it signed (the same bytes again, never a new signature)",
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
      const gate = text.search(/refuseSimulatedRevert\((?:ctx\.)?client/)
      const send = text.search(SENDS)
      expect(gate, `${path} calls refuseSimulatedRevert`).toBeGreaterThan(-1)
      expect(gate, `${path} simulates before it sends`).toBeLessThan(send)
    }
  })

  it('lists the transaction builders that send through the gate', () => {
    const builders = files
      // useMiningFlow and useClaimFlow are the transaction flow of the mining and claim dialogs.
      .filter((file) => FLOWS.test(file.text) && !file.path.startsWith('features/transactions/'))
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

/**
 * The request builders: exported functions that return the transaction a money path sends. Each one's
 * request is simulated in the confirm step before Confirm is pressed (the 'Balance changes (simulated)'
 * section) and the very same request is sent. Keyed `path#name`; a builder is either previewed and sent
 * in the listed files, or composed into another builder that is.
 */
type BuilderRule = { preview: string[]; send: string[] } | { composedInto: string; preview?: string[] }
const BUILDERS: Record<string, BuilderRule> = {
  'features/swap/hooks/swapExecution.ts#swapTransactionRequest': {
    preview: ['features/swap/hooks/useSwapSimulation.ts'],
    composedInto: 'features/swap/hooks/swapExecution.ts#swapSend',
  },
  'features/swap/hooks/swapExecution.ts#swapSend': {
    preview: [],
    send: ['features/swap/hooks/useSwapCallback.ts'],
  },
  // Approvals are not previewed: the money path they unlock is, once the approval exists.
  'features/approvals/approveTransaction.ts#approveTransaction': {
    preview: [],
    send: ['features/approvals/useApproval.ts', 'features/mining/StakingModal.tsx'],
  },
  'features/swap/logic/wrapRequest.ts#wrapTransactionRequest': {
    preview: ['features/swap/hooks/useWrapCallback.ts'],
    send: ['features/swap/hooks/useWrapCallback.ts'],
  },
  'features/pool-v2/logic/routerRequest.ts#routerRequest': {
    composedInto: 'features/pool-v2/logic/addCall.ts#addTransactionRequest',
  },
  'features/pool-v2/logic/addCall.ts#addTransactionRequest': {
    preview: ['features/pool-v2/AddV2LiquidityPage.tsx'],
    send: ['features/pool-v2/AddV2LiquidityPage.tsx'],
  },
  'features/pool-v2/logic/removeRequest.ts#removeTransactionRequests': {
    composedInto: 'features/pool-v2/logic/removeRequest.ts#pickRemoveRequest',
  },
  'features/pool-v2/logic/removeRequest.ts#pickRemoveRequest': {
    preview: ['features/pool-v2/RemoveV2LiquidityPage.tsx'],
    send: ['features/pool-v2/RemoveV2LiquidityPage.tsx'],
  },
  'features/pool-v3/add/addCalldata.ts#addTransactionRequest': {
    composedInto: 'features/pool-v3/add/addCalldata.ts#tryAddTransactionRequest',
  },
  'features/pool-v3/add/addCalldata.ts#tryAddTransactionRequest': {
    preview: ['features/pool-v3/add/useAddFlow.ts'],
    send: ['features/pool-v3/add/useAddFlow.ts'],
  },
  'features/pool-v3/positions/removeLiquidity.ts#removeTransactionRequest': {
    preview: ['features/pool-v3/RemoveLiquidityPage.tsx'],
    send: ['features/pool-v3/RemoveLiquidityPage.tsx'],
  },
  'features/pool-v3/positions/removeLiquidity.ts#collectTransactionRequest': {
    preview: ['features/pool-v3/PositionPage.tsx'],
    send: ['features/pool-v3/PositionPage.tsx'],
  },
  'features/migrate/pair/logic/migration.ts#migrationTransactionRequest': {
    preview: ['features/migrate/pair/useMigration.ts'],
    send: ['features/migrate/pair/useMigration.ts'],
  },
  'features/claim/claimRequest.ts#claimTransactionRequest': {
    composedInto: 'features/claim/hooks.ts#useClaimRequest',
  },
  // The claim dialogs preview and send the request useClaimFlow (beside useClaimRequest) gives them.
  'features/claim/hooks.ts#useClaimRequest': {
    preview: [],
    send: ['features/claim/hooks.ts'],
  },
  'features/mining/requests.ts#stakeRequest': {
    preview: ['features/mining/StakingModal.tsx'],
    send: ['features/mining/StakingModal.tsx'],
  },
  'features/mining/requests.ts#exitRequest': {
    preview: ['features/mining/UnstakingModal.tsx'],
    send: ['features/mining/UnstakingModal.tsx'],
  },
  'features/mining/requests.ts#getRewardRequest': {
    preview: ['features/mining/ClaimRewardModal.tsx'],
    send: ['features/mining/ClaimRewardModal.tsx'],
  },
  'features/governance/requests.ts#voteRequest': {
    preview: ['features/governance/VoteModal.tsx'],
    send: ['features/governance/VoteModal.tsx'],
  },
  'features/governance/requests.ts#delegateRequest': {
    preview: ['features/governance/DelegateModal.tsx'],
    send: ['features/governance/DelegateModal.tsx'],
  },
  'features/governance/requests.ts#proposeRequest': {
    preview: ['features/governance/CreateProposalPage.tsx'],
    send: ['features/governance/CreateProposalPage.tsx'],
  },
}

/** Files that take a sender without a builder of their own, and why. */
const SENDERS_WITHOUT_BUILDER: Record<string, string> = {
  'features/mining/useMiningFlow.ts':
    'defines useMiningFlow, the transaction flow the mining dialogs send their builders through',
  'features/claim/SelfClaimModal.tsx': "sends useClaimFlow's claim, whose request is useClaimRequest",
  'features/claim/AddressClaimModal.tsx': "sends useClaimFlow's claim, whose request is useClaimRequest",
}

/** The hooks that send: the transaction flow, and the mining and claim dialogs' flows built on it. */
const FLOWS = /\b(useTransactionFlow|useMiningFlow|useClaimFlow)\(/
const PREVIEWS = /\buse(Request|Transaction|Swap)Simulation\(/
const SEND_CALLS = /\bsend\(/

/** Exported functions whose return type is a transaction request (or a list or promise of one, or its shape). */
function requestBuilders(files: { path: string; text: string }[]): string[] {
  const found: string[] = []
  for (const { path, text } of files) {
    if (path.startsWith('lib/')) continue
    const lines = text.split('\n')
    for (const [index, line] of lines.entries()) {
      const name = /^export (?:async )?function (\w+)/.exec(line)?.[1]
      if (!name) continue
      for (const next of lines.slice(index, index + 20)) {
        const returned = /\)\s*:\s*(.+?)\s*\{$/.exec(next)?.[1]
        if (returned === undefined) continue
        // A function type (a sender) mentions requests as parameters; it builds none.
        const request =
          /\bTransactionRequest\b|\{ to: Address; data: Hex|\bPreparedTransaction\b|\bSwapSend\b/
        if (!returned.startsWith('(') && request.test(returned)) found.push(`${path}#${name}`)
        break
      }
    }
  }
  return found.sort()
}

describe('every request builder is previewed in its confirm step and sent as it was previewed', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }))
  const text = (path: string) => files.find((file) => file.path === path)?.text ?? ''

  it('knows every builder', () => {
    expect(requestBuilders(files)).toEqual(Object.keys(BUILDERS).sort())
  })

  it('previews and sends each builder where it says, or composes it into one that is', () => {
    for (const [key, rule] of Object.entries(BUILDERS)) {
      const name = key.split('#')[1] ?? ''
      const calls = new RegExp(`\\b${name}\\(`)
      for (const path of rule.preview ?? []) {
        expect(calls.test(text(path)), `${path} builds ${name}`).toBe(true)
        expect(PREVIEWS.test(text(path)), `${path} simulates ${name} for its confirm step`).toBe(true)
      }
      if ('composedInto' in rule) {
        expect(rule.composedInto in BUILDERS, `${key} is composed into a known builder`).toBe(true)
        expect(calls.test(text(rule.composedInto.split('#')[0] ?? '')), `${key} composed`).toBe(true)
        continue
      }
      for (const path of rule.send) {
        expect(calls.test(text(path)), `${path} builds ${name}`).toBe(true)
        expect(SEND_CALLS.test(text(path)), `${path} sends ${name}`).toBe(true)
      }
    }
  })

  it('previews the claim in both claim dialogs, from the request their claim flow sends', () => {
    for (const path of ['features/claim/SelfClaimModal.tsx', 'features/claim/AddressClaimModal.tsx']) {
      expect(/= useClaimFlow\(/.test(text(path)), path).toBe(true)
      expect(/\{ request: claimRequest[^}]*\} = claimFlow\b/.test(text(path)), path).toBe(true)
      expect(/useRequestSimulation\([^;]*claimRequest/.test(text(path)), path).toBe(true)
    }
  })

  it('sends only requests made by builders', () => {
    const names = Object.keys(BUILDERS).map((key) => key.split('#')[1] ?? '')
    const senders = files.filter(
      (file) => FLOWS.test(file.text) && !file.path.startsWith('features/transactions/'),
    )
    for (const file of senders) {
      if (file.path in SENDERS_WITHOUT_BUILDER) continue
      expect(
        names.some((name) => new RegExp(`\\b${name}\\(`).test(file.text)),
        `${file.path} sends what a builder made`,
      ).toBe(true)
    }
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
