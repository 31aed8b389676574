import { erc20Abi, maxUint256, parseAbi, parseSignature, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { MAINNET_CONTRACTS as C, MAINNET_TOKENS as T } from '../src/canonical.ts'
import { account1, account2, l1, mined, onDevnet } from './devnet-fixture.ts'
import { daiPermitTypedData, eip2612PermitTypedData, PERMITTABLE_TOKENS } from './permit-types.ts'

// The permit signatures the app makes, accepted by the replica's USDC and DAI.
onDevnet()

describe('permits', () => {
  it('USDC accepts an EIP-2612 permit signature (domain version 2)', async () => {
    const owner = account1
    const spender = C.SwapRouter02
    const nonce = await l1.readContract({
      address: T.USDC.address,
      abi: parseAbi(['function nonces(address) view returns (uint256)']),
      functionName: 'nonces',
      args: [owner.address],
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const value = parseUnits('123', 6)
    // The typed data the app signs for USDC, from its table of permittable tokens.
    const info = PERMITTABLE_TOKENS[1]?.[T.USDC.address]
    if (!info) throw new Error('the app does not list USDC as permittable')
    const signature = await owner.signTypedData(
      eip2612PermitTypedData({
        info,
        chainId: 1,
        token: T.USDC.address,
        owner: owner.address,
        spender,
        value,
        nonce,
        deadline,
      }),
    )
    const { v, r, s } = parseSignature(signature)
    await mined(
      l1,
      await l1.writeContract({
        account: account2,
        chain: l1.chain,
        address: T.USDC.address,
        abi: parseAbi(['function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)']),
        functionName: 'permit',
        args: [owner.address, spender, value, deadline, Number(v), r, s],
      }),
    )
    expect(
      await l1.readContract({
        address: T.USDC.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner.address, spender],
      }),
    ).toBe(value)
  })

  it('DAI accepts a DAI-style permit signature', async () => {
    const holder = account1
    const spender = C.SwapRouter02
    const nonce = await l1.readContract({
      address: T.DAI.address,
      abi: parseAbi(['function nonces(address) view returns (uint256)']),
      functionName: 'nonces',
      args: [holder.address],
    })
    const info = PERMITTABLE_TOKENS[1]?.[T.DAI.address]
    if (!info) throw new Error('the app does not list DAI as permittable')
    const signature = await holder.signTypedData(
      daiPermitTypedData({
        info,
        chainId: 1,
        token: T.DAI.address,
        owner: holder.address,
        spender,
        value: 0n,
        nonce,
        deadline: 0n,
      }),
    )
    const { v, r, s } = parseSignature(signature)
    await mined(
      l1,
      await l1.writeContract({
        account: account2,
        chain: l1.chain,
        address: T.DAI.address,
        abi: parseAbi(['function permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)']),
        functionName: 'permit',
        args: [holder.address, spender, nonce, 0n, true, Number(v), r, s],
      }),
    )
    expect(
      await l1.readContract({
        address: T.DAI.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [holder.address, spender],
      }),
    ).toBe(maxUint256)
  })
})
