import { type Address, domainSeparator, type Hex, maxUint256, parseSignature } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { DaiToken, PermitToken } from '../src/generated/contracts.ts'
import {
  alice,
  bob,
  carol,
  client,
  dave,
  deployed,
  deployer,
  mined,
  now,
  onAnvil,
  wallet,
} from './contracts-chain.ts'
import { DAI_PERMIT_TYPES, EIP2612_PERMIT_TYPES } from './permit-types.ts'

// The two permit styles the app signs: EIP-2612 (USDC) and DAI's own.
onAnvil()

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
