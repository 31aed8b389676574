import { readFileSync } from 'node:fs'
import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadArtifact } from '../src/artifacts.ts'
import { MAINNET_CONTRACTS as C } from '../src/canonical.ts'
import { DEV_ACCOUNTS } from '../src/client.ts'
import { GovernorBravo } from '../src/generated/contracts.ts'
import { AIRDROP_FILE } from '../src/paths.ts'
import type { AirdropTree } from '../src/seed/merkle.ts'
import { account0, account5, balanceOf, book, l1, mined, onDevnet } from './devnet-fixture.ts'

// UNI: the airdrop's claims and the seeded proposals.
onDevnet()

describe('the airdrop', () => {
  it("claims with account 0's proof, once", async () => {
    const tree = JSON.parse(readFileSync(AIRDROP_FILE, 'utf8')) as AirdropTree
    const claim = tree.claims[account0.address]!
    expect(tree.claims[account5.address]).toBeUndefined()
    for (const account of DEV_ACCOUNTS.slice(0, 5)) expect(tree.claims[account.address]).toBeDefined()
    const distributor = { address: C.MerkleDistributor, abi: loadArtifact('MerkleDistributor').abi } as const
    expect(await l1.readContract({ ...distributor, functionName: 'merkleRoot' })).toBe(tree.merkleRoot)
    expect(
      await l1.readContract({ ...distributor, functionName: 'isClaimed', args: [BigInt(claim.index)] }),
    ).toBe(false)
    const before = await balanceOf(l1, C.UNI, account0.address)
    await mined(
      l1,
      await l1.writeContract({
        account: account0,
        chain: l1.chain,
        ...distributor,
        functionName: 'claim',
        args: [BigInt(claim.index), account0.address, BigInt(claim.amount), claim.proof],
      }),
    )
    expect((await balanceOf(l1, C.UNI, account0.address)) - before).toBe(BigInt(claim.amount))
    expect(
      await l1.readContract({ ...distributor, functionName: 'isClaimed', args: [BigInt(claim.index)] }),
    ).toBe(true)
    await expect(
      l1.writeContract({
        account: account0,
        chain: l1.chain,
        ...distributor,
        functionName: 'claim',
        args: [BigInt(claim.index), account0.address, BigInt(claim.amount), claim.proof],
      }),
    ).rejects.toThrow('MerkleDistributor: Drop already claimed.')
  })
})

describe('governance', () => {
  const governor = { address: C.GovernorBravo, abi: GovernorBravo.abi } as const
  const STATES = ['Pending', 'Active', 'Canceled', 'Defeated', 'Succeeded', 'Queued', 'Expired', 'Executed']

  it('has proposals in the states Active, Pending, Succeeded, Defeated, Executed and Canceled', async () => {
    const expected: Record<string, string> = {
      active: 'Active',
      pending: 'Pending',
      succeeded: 'Succeeded',
      defeated: 'Defeated',
      executed: 'Executed',
      canceled: 'Canceled',
    }
    for (const [key, state] of Object.entries(expected)) {
      const id = BigInt(book.proposals[key]!)
      expect(STATES[await l1.readContract({ ...governor, functionName: 'state', args: [id] })]).toBe(state)
    }
    expect(await l1.readContract({ ...governor, functionName: 'votingPeriod' })).toBe(40_320n)
    expect(await l1.readContract({ ...governor, functionName: 'votingDelay' })).toBe(13_140n)
    expect(await l1.readContract({ ...governor, functionName: 'admin' })).toBe(C.Timelock)
  })

  it('counts a vote cast on the Active proposal', async () => {
    const id = BigInt(book.proposals.active!)
    const before = await l1.readContract({ ...governor, functionName: 'proposals', args: [id] })
    const receipt = await mined(
      l1,
      await l1.writeContract({
        account: account0,
        chain: l1.chain,
        ...governor,
        functionName: 'castVoteWithReason',
        args: [id, 1, 'For the test'],
      }),
    )
    expect(receipt.logs.length).toBe(1)
    const after = await l1.readContract({ ...governor, functionName: 'proposals', args: [id] })
    const startBlock = before[3]
    const weight = await l1.readContract({
      address: C.UNI,
      abi: parseAbi(['function getPriorVotes(address,uint256) view returns (uint96)']),
      functionName: 'getPriorVotes',
      args: [account0.address, startBlock],
    })
    expect(weight).toBeGreaterThan(0n)
    expect(after[5] - before[5]).toBe(weight)
    expect(
      (await l1.readContract({ ...governor, functionName: 'getReceipt', args: [id, account0.address] }))
        .hasVoted,
    ).toBe(true)
  })
})
