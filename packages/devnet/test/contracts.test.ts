import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  domainSeparator,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEventLogs,
  parseSignature,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilInstance, startAnvil } from '../src/anvil.ts'
import {
  DaiToken,
  FastGasAggregator,
  FeeOnTransferToken,
  GovernorBravo,
  PermitToken,
  PlainToken,
} from '../src/generated/contracts.ts'
import { DAI_PERMIT_TYPES, EIP2612_PERMIT_TYPES } from './permit-types.ts'

const require = createRequire(import.meta.url)

/** anvil's first five default accounts. */
const [deployer, alice, bob, carol, dave] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
].map((key) => privateKeyToAccount(key as Hex)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]

let anvil: AnvilInstance
let client: ReturnType<typeof makeClients>['client']
let wallet: ReturnType<typeof makeClients>['wallet']

function makeChain(url: string) {
  return defineChain({ ...mainnet, rpcUrls: { default: { http: [url] } } })
}

/** `cacheTime: 0`: viem otherwise caches `eth_blockNumber` for 4 s, which breaks mining arithmetic. */
function makeClients(url: string) {
  const c = makeChain(url)
  return {
    client: createTestClient({
      mode: 'anvil',
      chain: c,
      transport: http(url),
      cacheTime: 0,
      pollingInterval: 20,
    }).extend(publicActions),
    wallet: createWalletClient({ chain: c, transport: http(url) }),
  }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  ;({ client, wallet } = makeClients(anvil.url))
})

afterAll(async () => {
  await anvil?.stop()
})

/** Waits for a mined transaction and fails unless it succeeded. */
async function mined(hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

async function deployed(hash: Hash): Promise<Address> {
  const { contractAddress } = await mined(hash)
  if (!contractAddress) throw new Error('no contract address in the receipt')
  return getAddress(contractAddress)
}

async function now(): Promise<bigint> {
  return (await client.getBlock()).timestamp
}

describe('PlainToken', () => {
  it('has configurable decimals and owner-only minting', async () => {
    const token = await deployed(
      await wallet.deployContract({
        ...PlainToken,
        args: ['Tether USD', 'USDT', 6, deployer.address],
        account: deployer,
      }),
    )
    const read = { address: token, abi: PlainToken.abi } as const
    expect(await client.readContract({ ...read, functionName: 'decimals' })).toBe(6)
    expect(await client.readContract({ ...read, functionName: 'symbol' })).toBe('USDT')
    await mined(
      await wallet.writeContract({
        ...read,
        functionName: 'mint',
        args: [alice.address, 5_000_000n],
        account: deployer,
      }),
    )
    expect(await client.readContract({ ...read, functionName: 'balanceOf', args: [alice.address] })).toBe(
      5_000_000n,
    )
    await expect(
      wallet.writeContract({ ...read, functionName: 'mint', args: [alice.address, 1n], account: alice }),
    ).rejects.toThrow('OwnableUnauthorizedAccount')
  })
})

describe('FastGasAggregator', () => {
  it('answers the fast gas price in wei like the Chainlink feed; only its owner posts a new one', async () => {
    const oracle = await deployed(
      await wallet.deployContract({
        ...FastGasAggregator,
        args: [deployer.address, 25_000_000_000n],
        account: deployer,
      }),
    )
    const read = { address: oracle, abi: FastGasAggregator.abi } as const
    expect(await client.readContract({ ...read, functionName: 'latestAnswer' })).toBe(25_000_000_000n)
    expect(await client.readContract({ ...read, functionName: 'decimals' })).toBe(0)
    expect(await client.readContract({ ...read, functionName: 'description' })).toBe('Fast Gas / Gwei')
    await mined(await wallet.writeContract({ ...read, functionName: 'post', args: [31n], account: deployer }))
    const [round, answer] = await client.readContract({ ...read, functionName: 'latestRoundData' })
    expect([round, answer]).toEqual([2n, 31n])
    await expect(
      wallet.writeContract({ ...read, functionName: 'post', args: [1n], account: alice }),
    ).rejects.toThrow('only owner')
  })
})

describe('PermitToken (EIP-2612)', () => {
  let token: Address
  const read = () => ({ address: token, abi: PermitToken.abi }) as const

  beforeAll(async () => {
    token = await deployed(
      await wallet.deployContract({
        ...PermitToken,
        args: ['USD Coin', 'USDC', 6, '2', deployer.address],
        account: deployer,
      }),
    )
  })

  async function signPermit(
    signer: typeof alice,
    owner: Address,
    spender: Address,
    value: bigint,
    nonce: bigint,
    deadline: bigint,
  ) {
    const signature = await signer.signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: token },
      types: EIP2612_PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner, spender, value, nonce, deadline },
    })
    const { v, r, s } = parseSignature(signature)
    return [owner, spender, value, deadline, Number(v), r, s] as const
  }

  it('reports version "2", 6 decimals and a per-call domain separator', async () => {
    expect(await client.readContract({ ...read(), functionName: 'version' })).toBe('2')
    expect(await client.readContract({ ...read(), functionName: 'decimals' })).toBe(6)
    expect(await client.readContract({ ...read(), functionName: 'DOMAIN_SEPARATOR' })).toBe(
      domainSeparator({ domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: token } }),
    )
  })

  it('permit sets the allowance and bumps the nonce; the same signature cannot be replayed', async () => {
    const args = await signPermit(alice, alice.address, bob.address, 123_456n, 0n, (await now()) + 3600n)
    // Anyone may relay the signature.
    await mined(await wallet.writeContract({ ...read(), functionName: 'permit', args, account: carol }))
    expect(
      await client.readContract({ ...read(), functionName: 'allowance', args: [alice.address, bob.address] }),
    ).toBe(123_456n)
    expect(await client.readContract({ ...read(), functionName: 'nonces', args: [alice.address] })).toBe(1n)
    await expect(
      wallet.writeContract({ ...read(), functionName: 'permit', args, account: carol }),
    ).rejects.toThrow('PermitToken: invalid signature')
  })

  it('rejects an expired deadline and a signature by someone else', async () => {
    const expired = await signPermit(alice, alice.address, bob.address, 1n, 1n, (await now()) - 1n)
    await expect(
      wallet.writeContract({ ...read(), functionName: 'permit', args: expired, account: carol }),
    ).rejects.toThrow('PermitToken: expired deadline')
    const forged = await signPermit(dave, alice.address, dave.address, 1n, 1n, (await now()) + 3600n)
    await expect(
      wallet.writeContract({ ...read(), functionName: 'permit', args: forged, account: dave }),
    ).rejects.toThrow('PermitToken: invalid signature')
    expect(await client.readContract({ ...read(), functionName: 'nonces', args: [alice.address] })).toBe(1n)
  })
})

describe('DaiToken (DAI-style permit)', () => {
  let dai: Address
  const read = (address = dai) => ({ address, abi: DaiToken.abi }) as const

  beforeAll(async () => {
    dai = await deployed(
      await wallet.deployContract({ ...DaiToken, args: [deployer.address], account: deployer }),
    )
  })

  async function signDaiPermit(
    verifyingContract: Address,
    holder: typeof alice,
    spender: Address,
    nonce: bigint,
    expiry: bigint,
    allowed: boolean,
  ) {
    const signature = await holder.signTypedData({
      domain: { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract },
      types: DAI_PERMIT_TYPES,
      primaryType: 'Permit',
      message: { holder: holder.address, spender, nonce, expiry, allowed },
    })
    const { v, r, s } = parseSignature(signature)
    return [holder.address, spender, nonce, expiry, allowed, Number(v), r, s] as const
  }

  it('is "Dai Stablecoin" / DAI / 18 decimals / version "1"', async () => {
    expect(await client.readContract({ ...read(), functionName: 'name' })).toBe('Dai Stablecoin')
    expect(await client.readContract({ ...read(), functionName: 'symbol' })).toBe('DAI')
    expect(await client.readContract({ ...read(), functionName: 'decimals' })).toBe(18)
    expect(await client.readContract({ ...read(), functionName: 'version' })).toBe('1')
  })

  it('permit with allowed=true gives the maximum allowance, allowed=false clears it', async () => {
    const args = await signDaiPermit(dai, alice, bob.address, 0n, 0n, true)
    await mined(await wallet.writeContract({ ...read(), functionName: 'permit', args, account: carol }))
    expect(
      await client.readContract({ ...read(), functionName: 'allowance', args: [alice.address, bob.address] }),
    ).toBe(maxUint256)
    expect(await client.readContract({ ...read(), functionName: 'nonces', args: [alice.address] })).toBe(1n)

    const revoke = await signDaiPermit(dai, alice, bob.address, 1n, (await now()) + 3600n, false)
    await mined(
      await wallet.writeContract({ ...read(), functionName: 'permit', args: revoke, account: carol }),
    )
    expect(
      await client.readContract({ ...read(), functionName: 'allowance', args: [alice.address, bob.address] }),
    ).toBe(0n)
  })

  it('rejects a wrong nonce, an expired permit and a forged signature', async () => {
    const wrongNonce = await signDaiPermit(dai, alice, bob.address, 7n, 0n, true)
    await expect(
      wallet.writeContract({ ...read(), functionName: 'permit', args: wrongNonce, account: carol }),
    ).rejects.toThrow('Dai/invalid-nonce')
    const expired = await signDaiPermit(dai, alice, bob.address, 2n, (await now()) - 1n, true)
    await expect(
      wallet.writeContract({ ...read(), functionName: 'permit', args: expired, account: carol }),
    ).rejects.toThrow('Dai/permit-expired')
    // Dave signs, but the permit claims to come from Alice.
    const [, ...forged] = await signDaiPermit(dai, dave, dave.address, 2n, 0n, true)
    const asAlice = [alice.address, ...forged] as const
    await expect(
      wallet.writeContract({ ...read(), functionName: 'permit', args: asAlice, account: dave }),
    ).rejects.toThrow('Dai/invalid-permit')
  })

  it('keeps working after its runtime code and storage are moved to another address', async () => {
    const code = await client.getCode({ address: dai })
    if (!code) throw new Error('no code')
    // Nothing in the runtime code refers to the address it was deployed at.
    expect(code.toLowerCase()).not.toContain(dai.slice(2).toLowerCase())
    const moved: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    await client.setCode({ address: moved, bytecode: code })
    for (let slot = 0; slot < 10; slot++) {
      const index = `0x${slot.toString(16).padStart(64, '0')}` as Hex
      const value = await client.getStorageAt({ address: dai, slot: index })
      await client.setStorageAt({ address: moved, index, value: value ?? '0x' })
    }
    expect(await client.readContract({ ...read(moved), functionName: 'DOMAIN_SEPARATOR' })).toBe(
      domainSeparator({
        domain: { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract: moved },
      }),
    )
    const args = await signDaiPermit(moved, dave, bob.address, 0n, 0n, true)
    await mined(await wallet.writeContract({ ...read(moved), functionName: 'permit', args, account: carol }))
    expect(
      await client.readContract({
        ...read(moved),
        functionName: 'allowance',
        args: [dave.address, bob.address],
      }),
    ).toBe(maxUint256)
  })
})

describe('FeeOnTransferToken', () => {
  const feeRecipient = getAddress('0x000000000000000000000000000000000000fee5')
  let paxg: Address
  const read = () => ({ address: paxg, abi: FeeOnTransferToken.abi }) as const
  const balance = (account: Address) =>
    client.readContract({ ...read(), functionName: 'balanceOf', args: [account] })

  beforeAll(async () => {
    paxg = await deployed(
      await wallet.deployContract({
        ...FeeOnTransferToken,
        args: ['Paxos Gold', 'PAXG', 18, 200n, feeRecipient, deployer.address],
        account: deployer,
      }),
    )
    await mined(
      await wallet.writeContract({
        ...read(),
        functionName: 'mint',
        args: [alice.address, parseUnits('1000', 18)],
        account: deployer,
      }),
    )
  })

  it('mints without a fee and exposes feeParts / feeRecipient', async () => {
    expect(await balance(alice.address)).toBe(parseUnits('1000', 18))
    expect(await balance(feeRecipient)).toBe(0n)
    expect(await client.readContract({ ...read(), functionName: 'feeParts' })).toBe(200n)
    expect(await client.readContract({ ...read(), functionName: 'feeRecipient' })).toBe(feeRecipient)
  })

  it('transfer and transferFrom deliver amount - fee and pay the fee to the recipient', async () => {
    const amount = parseUnits('100', 18)
    const fee = (amount * 200n) / 1_000_000n
    await mined(
      await wallet.writeContract({
        ...read(),
        functionName: 'transfer',
        args: [bob.address, amount],
        account: alice,
      }),
    )
    expect(await balance(bob.address)).toBe(amount - fee)
    expect(await balance(feeRecipient)).toBe(fee)
    expect(await balance(alice.address)).toBe(parseUnits('900', 18))

    await mined(
      await wallet.writeContract({
        ...read(),
        functionName: 'approve',
        args: [carol.address, amount],
        account: alice,
      }),
    )
    await mined(
      await wallet.writeContract({
        ...read(),
        functionName: 'transferFrom',
        args: [alice.address, dave.address, amount],
        account: carol,
      }),
    )
    expect(await balance(dave.address)).toBe(amount - fee)
    expect(await balance(feeRecipient)).toBe(2n * fee)
    expect(await balance(alice.address)).toBe(parseUnits('800', 18))
  })
})

// --- GovernorBravo against the real @uniswap/governance UNI and Timelock ---

const uniAbi = parseAbi([
  'constructor(address account, address minter_, uint256 mintingAllowedAfter_)',
  'function transfer(address dst, uint256 rawAmount) returns (bool)',
  'function delegate(address delegatee)',
  'function getCurrentVotes(address account) view returns (uint96)',
])
const timelockAbi = parseAbi([
  'constructor(address admin_, uint256 delay_)',
  'function admin() view returns (address)',
  'function delay() view returns (uint256)',
  'function GRACE_PERIOD() view returns (uint256)',
  'function setDelay(uint256 delay_)',
])

function waffleBytecode(file: string): Hex {
  const artifact = JSON.parse(readFileSync(require.resolve(`@uniswap/governance/build/${file}`), 'utf8')) as {
    bytecode: string
  }
  return artifact.bytecode.startsWith('0x') ? (artifact.bytecode as Hex) : `0x${artifact.bytecode}`
}

const DAY = 24n * 60n * 60n
const UNI = (amount: number) => parseUnits(String(amount), 18)
const ProposalState = {
  Pending: 0,
  Active: 1,
  Canceled: 2,
  Defeated: 3,
  Succeeded: 4,
  Queued: 5,
  Expired: 6,
  Executed: 7,
} as const
const VOTING_DELAY = 1n
const VOTING_PERIOD = 5n
const THRESHOLD = UNI(1_000_000)
const QUORUM = UNI(40_000_000)

describe('GovernorBravo with the Uniswap Timelock and UNI', () => {
  let uni: Address
  let timelock: Address
  let governor: Address
  const gov = () => ({ address: governor, abi: GovernorBravo.abi }) as const

  const state = async (id: bigint) => client.readContract({ ...gov(), functionName: 'state', args: [id] })
  const vote = async (voter: typeof alice, id: bigint, support: number) =>
    mined(
      await wallet.writeContract({ ...gov(), functionName: 'castVote', args: [id, support], account: voter }),
    )
  const setDelayAction = (delay: bigint) =>
    [[timelock], [0n], ['setDelay(uint256)'], [encodeAbiParameters([{ type: 'uint256' }], [delay])]] as const
  async function propose(proposer: typeof alice, delay: bigint, description: string): Promise<bigint> {
    const receipt = await mined(
      await wallet.writeContract({
        ...gov(),
        functionName: 'propose',
        args: [...setDelayAction(delay), description],
        account: proposer,
      }),
    )
    const [created] = parseEventLogs({
      abi: GovernorBravo.abi,
      eventName: 'ProposalCreated',
      logs: receipt.logs,
    })
    if (!created) throw new Error('no ProposalCreated event')
    expect(created.args.proposer).toBe(proposer.address)
    expect(created.args.description).toBe(description)
    expect(created.args.startBlock).toBe(receipt.blockNumber + VOTING_DELAY)
    expect(created.args.endBlock).toBe(receipt.blockNumber + VOTING_DELAY + VOTING_PERIOD)
    return created.args.id
  }
  /** Mines until the proposal is Active as seen by `eth_call` (block.number > startBlock). */
  async function untilActive(id: bigint) {
    const [, , , startBlock] = await client.readContract({ ...gov(), functionName: 'proposals', args: [id] })
    const current = await client.getBlockNumber()
    if (current <= startBlock) await client.mine({ blocks: Number(startBlock - current + 1n) })
  }
  /** Mines until the proposal's voting period is over. */
  async function pastEnd(id: bigint) {
    const [, , , , endBlock] = await client.readContract({ ...gov(), functionName: 'proposals', args: [id] })
    const current = await client.getBlockNumber()
    if (current <= endBlock) await client.mine({ blocks: Number(endBlock - current + 1n) })
  }
  async function timeTravel(seconds: bigint) {
    await client.increaseTime({ seconds: Number(seconds) })
    await client.mine({ blocks: 1 })
  }

  beforeAll(async () => {
    uni = await deployed(
      await wallet.deployContract({
        abi: uniAbi,
        bytecode: waffleBytecode('Uni.json'),
        args: [deployer.address, deployer.address, (await now()) + 3600n],
        account: deployer,
      }),
    )
    const nonce = await client.getTransactionCount({ address: deployer.address })
    const futureGovernor = getContractAddress({ from: deployer.address, nonce: BigInt(nonce + 1) })
    timelock = await deployed(
      await wallet.deployContract({
        abi: timelockAbi,
        bytecode: waffleBytecode('Timelock.json'),
        args: [futureGovernor, 2n * DAY],
        account: deployer,
      }),
    )
    governor = await deployed(
      await wallet.deployContract({
        ...GovernorBravo,
        args: [timelock, uni, VOTING_PERIOD, VOTING_DELAY, THRESHOLD, QUORUM],
        account: deployer,
      }),
    )
    expect(governor).toBe(futureGovernor)
    expect(await client.readContract({ address: timelock, abi: timelockAbi, functionName: 'admin' })).toBe(
      governor,
    )

    const holdings: [typeof alice, number][] = [
      [alice, 50_000_000],
      [bob, 30_000_000],
      [carol, 5_000_000],
      [dave, 500_000],
    ]
    for (const [holder, amount] of holdings) {
      await mined(
        await wallet.writeContract({
          address: uni,
          abi: uniAbi,
          functionName: 'transfer',
          args: [holder.address, UNI(amount)],
          account: deployer,
        }),
      )
      await mined(
        await wallet.writeContract({
          address: uni,
          abi: uniAbi,
          functionName: 'delegate',
          args: [holder.address],
          account: holder,
        }),
      )
    }
  })

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
