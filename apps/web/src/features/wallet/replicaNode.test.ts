import { describe, expect, it } from 'vitest'
import { checkReplicaNode, type JsonRpcCall } from './replicaNode'

const answering =
  (version: unknown): JsonRpcCall =>
  async (_url, method) => {
    if (method !== 'web3_clientVersion') throw new Error(`unexpected ${method}`)
    return version
  }

describe('checkReplicaNode', () => {
  it('accepts anvil on a loopback host', async () => {
    expect(await checkReplicaNode('http://127.0.0.1:8545', answering('anvil/v1.7.1'))).toEqual({ ok: true })
    expect(await checkReplicaNode('http://localhost:8547', answering('Anvil/v2.0.0'))).toEqual({ ok: true })
  })

  it('refuses a node that is not on this machine, without asking it anything', async () => {
    let asked = false
    const result = await checkReplicaNode('https://mainnet.example', async () => {
      asked = true
      return 'anvil/v1.7.1'
    })
    expect(result.ok).toBe(false)
    expect(asked).toBe(false)
  })

  it('refuses a local node that is not anvil, one that does not answer, and a missing URL', async () => {
    for (const version of ['Geth/v1.14.0', '', null, 42, { anvil: true }])
      expect((await checkReplicaNode('http://127.0.0.1:8545', answering(version))).ok, String(version)).toBe(
        false,
      )
    const failing: JsonRpcCall = async () => {
      throw new Error('ECONNREFUSED')
    }
    expect(await checkReplicaNode('http://127.0.0.1:8545', failing)).toEqual({
      ok: false,
      reason: 'http://127.0.0.1:8545 did not answer',
    })
    expect((await checkReplicaNode(undefined, answering('anvil/v1'))).ok).toBe(false)
  })
})
