import fc from 'fast-check'
import { type Address, getAddress, type Hex, keccak256, numberToHex, pad, toHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  balanceChangesFromLogs,
  loggedNetTransfer,
  NATIVE_TRANSFER_ADDRESS,
  type SimulatedLog,
  TRANSFER_TOPIC,
  transferTaxes,
  WETH_DEPOSIT_TOPIC,
  WETH_WITHDRAWAL_TOPIC,
} from './transfers'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER: Address = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const POOL: Address = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const NPM: Address = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'

const topic = (address: Address): Hex => pad(address.toLowerCase() as Hex, { size: 32 })
const transfer = (token: Address, from: Address, to: Address, amount: bigint): SimulatedLog => ({
  address: token,
  topics: [TRANSFER_TOPIC, topic(from), topic(to)],
  data: numberToHex(amount, { size: 32 }),
})
const nftTransfer = (token: Address, from: Address, to: Address, tokenId: bigint): SimulatedLog => ({
  address: token,
  topics: [TRANSFER_TOPIC, topic(from), topic(to), numberToHex(tokenId, { size: 32 })],
  data: '0x',
})

describe('balanceChangesFromLogs', () => {
  it('reads an ETH → USDC swap: the ETH paid (synthetic transfer) and the USDC received', () => {
    const logs = [
      transfer(NATIVE_TRANSFER_ADDRESS, ACCOUNT, ROUTER, 10n ** 17n),
      transfer(NATIVE_TRANSFER_ADDRESS, ROUTER, WETH, 10n ** 17n),
      transfer(WETH, ROUTER, POOL, 10n ** 17n),
      transfer(USDC, POOL, ACCOUNT, 301_220_000n),
    ]
    expect(balanceChangesFromLogs(logs, ACCOUNT)).toEqual({
      tokens: [
        { token: getAddress(NATIVE_TRANSFER_ADDRESS), amount: -(10n ** 17n) },
        { token: USDC, amount: 301_220_000n },
      ],
      nfts: [],
    })
  })

  it('names the position NFT minted to the account and one burned by it', () => {
    const logs = [nftTransfer(NPM, zeroAddress, ACCOUNT, 7n), nftTransfer(NPM, ACCOUNT, zeroAddress, 3n)]
    expect(balanceChangesFromLogs(logs, ACCOUNT).nfts).toEqual([
      { token: NPM, tokenId: 7n, change: 'minted' },
      { token: NPM, tokenId: 3n, change: 'burned' },
    ])
  })

  it('skips logs of another shape under the Transfer topic and other events', () => {
    const odd: SimulatedLog = { address: USDC, topics: [TRANSFER_TOPIC, topic(ACCOUNT)], data: '0x01' }
    const other: SimulatedLog = {
      address: USDC,
      topics: [`0x${'11'.repeat(32)}`, topic(ACCOUNT)],
      data: '0x',
    }
    const badData: SimulatedLog = { ...transfer(USDC, POOL, ACCOUNT, 5n), data: '0x05' }
    expect(balanceChangesFromLogs([odd, other, badData], ACCOUNT)).toEqual({ tokens: [], nfts: [] })
  })

  it('nets a token out when the account sent and received the same amount', () => {
    const logs = [transfer(USDC, ACCOUNT, POOL, 100n), transfer(USDC, POOL, ACCOUNT, 100n)]
    expect(balanceChangesFromLogs(logs, ACCOUNT).tokens).toEqual([])
  })

  it('equals, per token, the sum of what came in minus what went out (property)', () => {
    const party = fc.constantFrom<Address>(ACCOUNT, ROUTER, POOL)
    const log = fc.record({
      token: fc.constantFrom<Address>(USDC, WETH, NATIVE_TRANSFER_ADDRESS),
      from: party,
      to: party,
      amount: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
    })
    fc.assert(
      fc.property(fc.array(log, { maxLength: 30 }), (entries) => {
        const changes = balanceChangesFromLogs(
          entries.map((entry) => transfer(entry.token, entry.from, entry.to, entry.amount)),
          ACCOUNT,
        )
        for (const token of [USDC, WETH, NATIVE_TRANSFER_ADDRESS]) {
          const expected = entries
            .filter((entry) => entry.token === token && entry.from !== entry.to)
            .reduce(
              (sum, entry) =>
                sum + (entry.to === ACCOUNT ? entry.amount : entry.from === ACCOUNT ? -entry.amount : 0n),
              0n,
            )
          const found = changes.tokens.find((change) => change.token === getAddress(token))?.amount ?? 0n
          expect(found).toBe(expected)
          expect(
            loggedNetTransfer(
              entries.map((e) => transfer(e.token, e.from, e.to, e.amount)),
              ACCOUNT,
              token,
            ),
          ).toBe(expected)
        }
        expect(changes.tokens.every((change) => change.amount !== 0n)).toBe(true)
      }),
    )
  })
})

describe('wraps and unwraps (WETH9 logs Deposit and Withdrawal, no Transfer)', () => {
  const wethEvent = (kind: Hex, token: Address, holder: Address, amount: bigint): SimulatedLog => ({
    address: token,
    topics: [kind, topic(holder)],
    data: numberToHex(amount, { size: 32 }),
  })
  it('uses the events of WETH9', () => {
    expect(WETH_DEPOSIT_TOPIC).toBe(keccak256(toHex('Deposit(address,uint256)')))
    expect(WETH_WITHDRAWAL_TOPIC).toBe(keccak256(toHex('Withdrawal(address,uint256)')))
  })
  it('reads a wrap as ETH paid and WETH received, an unwrap the other way round', () => {
    const wrap = [
      transfer(NATIVE_TRANSFER_ADDRESS, ACCOUNT, WETH, 10n ** 17n),
      wethEvent(WETH_DEPOSIT_TOPIC, WETH, ACCOUNT, 10n ** 17n),
    ]
    expect(balanceChangesFromLogs(wrap, ACCOUNT).tokens).toEqual([
      { token: getAddress(NATIVE_TRANSFER_ADDRESS), amount: -(10n ** 17n) },
      { token: WETH, amount: 10n ** 17n },
    ])
    const unwrap = [
      wethEvent(WETH_WITHDRAWAL_TOPIC, WETH, ACCOUNT, 5n),
      transfer(NATIVE_TRANSFER_ADDRESS, WETH, ACCOUNT, 5n),
    ]
    expect(balanceChangesFromLogs(unwrap, ACCOUNT).tokens).toEqual([
      { token: WETH, amount: -5n },
      { token: getAddress(NATIVE_TRANSFER_ADDRESS), amount: 5n },
    ])
  })
  it("ignores a router's own wrap, and the same event from a contract that is not WETH", () => {
    expect(balanceChangesFromLogs([wethEvent(WETH_DEPOSIT_TOPIC, WETH, ROUTER, 7n)], ACCOUNT).tokens).toEqual(
      [],
    )
    expect(
      balanceChangesFromLogs([wethEvent(WETH_DEPOSIT_TOPIC, USDC, ACCOUNT, 7n)], ACCOUNT).tokens,
    ).toEqual([])
  })
})

describe('transferTaxes', () => {
  const TAX: Address = '0x45804880De22913dAFE09f4980848ECE6EcbAf78'
  const COLLECTOR: Address = '0x0000000000000000000000000000000000000fee'

  it('finds the fee moved beside the transfer to the account, before or after it', () => {
    const feeFirst = [transfer(TAX, POOL, COLLECTOR, 5n), transfer(TAX, POOL, ACCOUNT, 95n)]
    const feeAfter = [transfer(TAX, POOL, ACCOUNT, 95n), transfer(TAX, POOL, COLLECTOR, 5n)]
    for (const logs of [feeFirst, feeAfter])
      expect(transferTaxes(logs, ACCOUNT)).toEqual([{ token: TAX, sent: 100n, received: 95n }])
  })

  it('sees no tax in a plain swap, in a split route, or in what the account sends', () => {
    const plain = [transfer(WETH, ACCOUNT, POOL, 10n), transfer(USDC, POOL, ACCOUNT, 30n)]
    // Two pools pay the account one after the other: different senders, no fee.
    const split = [transfer(USDC, POOL, ACCOUNT, 30n), transfer(USDC, ROUTER, ACCOUNT, 20n)]
    const selling = [transfer(TAX, ACCOUNT, POOL, 95n), transfer(TAX, ACCOUNT, COLLECTOR, 5n)]
    for (const logs of [plain, split, selling]) expect(transferTaxes(logs, ACCOUNT)).toEqual([])
  })

  it('does not take a transfer of another token beside it for a fee', () => {
    const logs = [transfer(WETH, POOL, COLLECTOR, 5n), transfer(USDC, POOL, ACCOUNT, 95n)]
    expect(transferTaxes(logs, ACCOUNT)).toEqual([])
  })
})
