import { describe, expect, it } from 'vitest'
import { ensureSameGenesis, isLocalReplica, WalletNotOnReplicaError } from './replicaGuard'

const HASH_A = `0x${'a'.repeat(64)}` as const
const HASH_B = `0x${'b'.repeat(64)}` as const
const answer = (hash: `0x${string}` | null) => async () => hash

describe('ensureSameGenesis', () => {
  it('passes when the wallet and the app name the same genesis block', async () => {
    await expect(ensureSameGenesis('Ethereum (local replica)', answer(HASH_A), answer(HASH_A))).resolves.toBe(
      undefined,
    )
    await expect(
      ensureSameGenesis(
        'Ethereum (local replica)',
        answer(HASH_A),
        answer(HASH_A.toUpperCase() as `0x${string}`),
      ),
    ).resolves.toBe(undefined)
  })

  it('refuses a wallet on another chain with the same id', async () => {
    const refused = ensureSameGenesis('Ethereum (local replica)', answer(HASH_B), answer(HASH_A))
    await expect(refused).rejects.toBeInstanceOf(WalletNotOnReplicaError)
    await expect(refused).rejects.toThrow(/Your wallet is not on Ethereum \(local replica\)/)
  })

  it('refuses when either side cannot answer: no check is never a match', async () => {
    const failing = async () => {
      throw new Error('fetch failed')
    }
    for (const [wallet, app] of [
      [failing, answer(HASH_A)],
      [answer(HASH_A), failing],
      [answer(null), answer(HASH_A)],
      [answer(HASH_A), answer(null)],
    ] as const)
      await expect(ensureSameGenesis('Optimism (local replica)', wallet, app)).rejects.toThrow(
        /Could not check that your wallet is on Optimism \(local replica\)/,
      )
  })
})

describe('isLocalReplica', () => {
  it('reads the mark the wallet configuration puts on replica chains, and nothing else', () => {
    expect(isLocalReplica({ custom: { localReplica: true } })).toBe(true)
    for (const chain of [undefined, {}, { custom: {} }, { custom: { localReplica: 'yes' } }])
      expect(isLocalReplica(chain as never)).toBe(false)
  })
})
