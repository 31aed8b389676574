import { encodeAbiParameters, parseEventLogs, parseSignature } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { GovernorBravo } from '../src/generated/contracts.ts'
import { alice, bob, carol, client, dave, deployer, mined, onAnvil, wallet } from './contracts-chain.ts'
import {
  DAY,
  deployGovernance,
  gov,
  governor,
  ProposalState,
  pastEnd,
  propose,
  QUORUM,
  setDelayAction,
  state,
  THRESHOLD,
  timelock,
  timelockAbi,
  timeTravel,
  UNI,
  uni,
  uniAbi,
  untilActive,
  VOTING_DELAY,
  VOTING_PERIOD,
  vote,
} from './contracts-governor-fixture.ts'

onAnvil()

// The tests run in order on one deployment: each proposal's id and the timelock's delay follow the last.
describe('GovernorBravo with the Uniswap Timelock and UNI', () => {
  beforeAll(deployGovernance)

  it('exposes its configuration', async () => {
    const r = gov()
    expect(await client.readContract({ ...r, functionName: 'name' })).toBe('Uniswap Governor Bravo')
    expect(await client.readContract({ ...r, functionName: 'timelock' })).toBe(timelock)
    expect(await client.readContract({ ...r, functionName: 'uni' })).toBe(uni)
    expect(await client.readContract({ ...r, functionName: 'votingPeriod' })).toBe(VOTING_PERIOD)
    expect(await client.readContract({ ...r, functionName: 'votingDelay' })).toBe(VOTING_DELAY)
    expect(await client.readContract({ ...r, functionName: 'proposalThreshold' })).toBe(THRESHOLD)
    expect(await client.readContract({ ...r, functionName: 'quorumVotes' })).toBe(QUORUM)
    expect(await client.readContract({ ...r, functionName: 'proposalMaxOperations' })).toBe(10n)
    expect(await client.readContract({ ...r, functionName: 'proposalCount' })).toBe(0n)
    await expect(client.readContract({ ...r, functionName: 'state', args: [1n] })).rejects.toThrow(
      'GovernorBravo::state: invalid proposal id',
    )
  })

  it('rejects a proposal from an account below the threshold', async () => {
    await expect(
      wallet.writeContract({
        ...gov(),
        functionName: 'propose',
        args: [...setDelayAction(3n * DAY), 'too small'],
        account: dave,
      }),
    ).rejects.toThrow('GovernorBravo::propose: proposer votes below proposal threshold')
  })

  it('takes a proposal Pending → Active → Succeeded → Queued → Executed (timelock.setDelay)', async () => {
    const id = await propose(alice, 3n * DAY, '# Raise the timelock delay to 3 days')
    expect(id).toBe(1n)
    expect(
      await client.readContract({ ...gov(), functionName: 'latestProposalIds', args: [alice.address] }),
    ).toBe(1n)
    expect(await state(id)).toBe(ProposalState.Pending)
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'castVote', args: [id, 1], account: alice }),
    ).rejects.toThrow('GovernorBravo::castVoteInternal: voting is closed')
    await expect(
      wallet.writeContract({
        ...gov(),
        functionName: 'propose',
        args: [...setDelayAction(4n * DAY), 'second'],
        account: alice,
      }),
    ).rejects.toThrow(
      'GovernorBravo::propose: one live proposal per proposer, found an already pending proposal',
    )

    await untilActive(id)
    expect(await state(id)).toBe(ProposalState.Active)
    await expect(
      wallet.writeContract({
        ...gov(),
        functionName: 'propose',
        args: [...setDelayAction(4n * DAY), 'second'],
        account: alice,
      }),
    ).rejects.toThrow(
      'GovernorBravo::propose: one live proposal per proposer, found an already active proposal',
    )

    await vote(alice, id, 1)
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'castVote', args: [id, 0], account: alice }),
    ).rejects.toThrow('GovernorBravo::castVoteInternal: voter already voted')
    await vote(bob, id, 0)
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'castVote', args: [id, 3], account: dave }),
    ).rejects.toThrow('GovernorBravo::castVoteInternal: invalid vote type')
    const receipt = await mined(
      await wallet.writeContract({
        ...gov(),
        functionName: 'castVoteWithReason',
        args: [id, 2, 'no opinion on delays'],
        account: carol,
      }),
    )
    const [cast] = parseEventLogs({ abi: GovernorBravo.abi, eventName: 'VoteCast', logs: receipt.logs })
    expect(cast?.args).toEqual({
      voter: carol.address,
      proposalId: id,
      support: 2,
      votes: UNI(5_000_000),
      reason: 'no opinion on delays',
    })
    expect(
      await client.readContract({ ...gov(), functionName: 'getReceipt', args: [id, carol.address] }),
    ).toEqual({
      hasVoted: true,
      support: 2,
      votes: UNI(5_000_000),
    })
    const proposal = await client.readContract({ ...gov(), functionName: 'proposals', args: [id] })
    expect(proposal).toHaveLength(10)
    const [
      pid,
      proposer,
      eta,
      startBlock,
      endBlock,
      forVotes,
      againstVotes,
      abstainVotes,
      canceled,
      executed,
    ] = proposal
    expect({ pid, proposer, eta, forVotes, againstVotes, abstainVotes, canceled, executed }).toEqual({
      pid: id,
      proposer: alice.address,
      eta: 0n,
      forVotes: UNI(50_000_000),
      againstVotes: UNI(30_000_000),
      abstainVotes: UNI(5_000_000),
      canceled: false,
      executed: false,
    })
    expect(endBlock - startBlock).toBe(VOTING_PERIOD)
    const [targets, values, signatures, calldatas] = await client.readContract({
      ...gov(),
      functionName: 'getActions',
      args: [id],
    })
    expect({ targets, values, signatures, calldatas }).toEqual({
      targets: [timelock],
      values: [0n],
      signatures: ['setDelay(uint256)'],
      calldatas: [encodeAbiParameters([{ type: 'uint256' }], [3n * DAY])],
    })

    await pastEnd(id)
    expect(await state(id)).toBe(ProposalState.Succeeded)
    const queued = await mined(
      await wallet.writeContract({ ...gov(), functionName: 'queue', args: [id], account: dave }),
    )
    expect(await state(id)).toBe(ProposalState.Queued)
    const [queuedEvent] = parseEventLogs({
      abi: GovernorBravo.abi,
      eventName: 'ProposalQueued',
      logs: queued.logs,
    })
    const queuedBlock = await client.getBlock({ blockNumber: queued.blockNumber })
    expect(queuedEvent?.args.eta).toBe(queuedBlock.timestamp + 2n * DAY)
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'execute', args: [id], account: dave }),
    ).rejects.toThrow("Timelock::executeTransaction: Transaction hasn't surpassed time lock.")

    await timeTravel(2n * DAY)
    const executedReceipt = await mined(
      await wallet.writeContract({ ...gov(), functionName: 'execute', args: [id], account: dave }),
    )
    expect(
      parseEventLogs({ abi: GovernorBravo.abi, eventName: 'ProposalExecuted', logs: executedReceipt.logs }),
    ).toHaveLength(1)
    expect(await state(id)).toBe(ProposalState.Executed)
    expect(await client.readContract({ address: timelock, abi: timelockAbi, functionName: 'delay' })).toBe(
      3n * DAY,
    )
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'cancel', args: [id], account: alice }),
    ).rejects.toThrow('GovernorBravo::cancel: cannot cancel executed proposal')
  })

  it('defeats a proposal below quorum and counts votes cast by signature', async () => {
    const id = await propose(bob, 5n * DAY, 'Bob alone is not a quorum')
    await untilActive(id)
    await vote(bob, id, 1)
    const signature = await carol.signTypedData({
      domain: { name: 'Uniswap Governor Bravo', chainId: 1, verifyingContract: governor },
      types: {
        Ballot: [
          { name: 'proposalId', type: 'uint256' },
          { name: 'support', type: 'uint8' },
        ],
      },
      primaryType: 'Ballot',
      message: { proposalId: id, support: 1 },
    })
    const { v, r, s } = parseSignature(signature)
    await mined(
      await wallet.writeContract({
        ...gov(),
        functionName: 'castVoteBySig',
        args: [id, 1, Number(v), r, s],
        account: dave,
      }),
    )
    expect(
      await client.readContract({ ...gov(), functionName: 'getReceipt', args: [id, carol.address] }),
    ).toEqual({
      hasVoted: true,
      support: 1,
      votes: UNI(5_000_000),
    })
    await pastEnd(id)
    const [, , , , , forVotes] = await client.readContract({
      ...gov(),
      functionName: 'proposals',
      args: [id],
    })
    expect(forVotes).toBe(UNI(35_000_000))
    expect(await state(id)).toBe(ProposalState.Defeated)
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'queue', args: [id], account: bob }),
    ).rejects.toThrow('GovernorBravo::queue: proposal can only be queued if it is succeeded')
  })

  it('lets the proposer cancel, and anyone else only once the proposer fell to the threshold', async () => {
    const first = await propose(carol, 5n * DAY, 'Cancelled by its proposer')
    const cancelled = await mined(
      await wallet.writeContract({ ...gov(), functionName: 'cancel', args: [first], account: carol }),
    )
    expect(
      parseEventLogs({ abi: GovernorBravo.abi, eventName: 'ProposalCanceled', logs: cancelled.logs })[0]?.args
        .id,
    ).toBe(first)
    expect(await state(first)).toBe(ProposalState.Canceled)

    const second = await propose(carol, 5n * DAY, 'Cancelled by someone else')
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'cancel', args: [second], account: dave }),
    ).rejects.toThrow('GovernorBravo::cancel: proposer above threshold')
    // Carol keeps exactly the threshold: at or below it, anyone may cancel.
    await mined(
      await wallet.writeContract({
        address: uni,
        abi: uniAbi,
        functionName: 'transfer',
        args: [deployer.address, UNI(5_000_000) - THRESHOLD],
        account: carol,
      }),
    )
    await mined(
      await wallet.writeContract({ ...gov(), functionName: 'cancel', args: [second], account: dave }),
    )
    expect(await state(second)).toBe(ProposalState.Canceled)
  })

  it('expires a queued proposal after the grace period', async () => {
    const id = await propose(alice, 4n * DAY, 'Left in the queue too long')
    await untilActive(id)
    await vote(alice, id, 1)
    await pastEnd(id)
    await mined(await wallet.writeContract({ ...gov(), functionName: 'queue', args: [id], account: alice }))
    expect(await state(id)).toBe(ProposalState.Queued)
    const gracePeriod = await client.readContract({
      address: timelock,
      abi: timelockAbi,
      functionName: 'GRACE_PERIOD',
    })
    await timeTravel(3n * DAY + gracePeriod)
    expect(await state(id)).toBe(ProposalState.Expired)
    await expect(
      wallet.writeContract({ ...gov(), functionName: 'execute', args: [id], account: alice }),
    ).rejects.toThrow('GovernorBravo::execute: proposal can only be executed if it is queued')
    expect(await client.readContract({ address: timelock, abi: timelockAbi, functionName: 'delay' })).toBe(
      3n * DAY,
    )
  })

  it('lets only the admin change the voting parameters and hand the admin role over', async () => {
    const r = gov()
    const write = async (
      account: typeof alice,
      functionName: '_setVotingDelay' | '_setVotingPeriod' | '_setProposalThreshold',
      value: bigint,
    ) => mined(await wallet.writeContract({ ...r, functionName, args: [value], account }))
    expect(await client.readContract({ ...r, functionName: 'admin' })).toBe(deployer.address)
    await expect(
      wallet.writeContract({ ...r, functionName: '_setVotingDelay', args: [99n], account: alice }),
    ).rejects.toThrow('GovernorBravo::_set: admin only')
    await write(deployer, '_setVotingDelay', 13_140n)
    await write(deployer, '_setVotingPeriod', 40_320n)
    await write(deployer, '_setProposalThreshold', THRESHOLD * 2n)
    expect(await client.readContract({ ...r, functionName: 'votingDelay' })).toBe(13_140n)
    expect(await client.readContract({ ...r, functionName: 'votingPeriod' })).toBe(40_320n)
    expect(await client.readContract({ ...r, functionName: 'proposalThreshold' })).toBe(THRESHOLD * 2n)
    await expect(
      wallet.writeContract({ ...r, functionName: '_setVotingPeriod', args: [0n], account: deployer }),
    ).rejects.toThrow('GovernorBravo::_setVotingPeriod: invalid voting period')
    await mined(
      await wallet.writeContract({
        ...r,
        functionName: '_setPendingAdmin',
        args: [timelock],
        account: deployer,
      }),
    )
    await expect(
      wallet.writeContract({ ...r, functionName: '_acceptAdmin', account: alice }),
    ).rejects.toThrow('pending admin only')
    await client.impersonateAccount({ address: timelock })
    await client.setBalance({ address: timelock, value: 10n ** 18n })
    await mined(await wallet.writeContract({ ...r, functionName: '_acceptAdmin', account: timelock }))
    await client.stopImpersonatingAccount({ address: timelock })
    expect(await client.readContract({ ...r, functionName: 'admin' })).toBe(timelock)
    await expect(
      wallet.writeContract({ ...r, functionName: '_setVotingDelay', args: [1n], account: deployer }),
    ).rejects.toThrow('GovernorBravo::_set: admin only')
  })
})
