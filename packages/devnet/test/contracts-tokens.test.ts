import { type Address, getAddress, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { FastGasAggregator, FeeOnTransferToken, PlainToken } from '../src/generated/contracts.ts'
import {
  alice,
  bob,
  carol,
  client,
  dave,
  deployed,
  deployer,
  mined,
  onAnvil,
  wallet,
} from './contracts-chain.ts'

// The project's own tokens and the gas oracle, compiled from packages/devnet/contracts.
onAnvil()

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
