import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { PermitSignature } from '../../approvals'

/** SwapRouter02's SelfPermit functions (the calls router-sdk puts first for an inputTokenPermit). */
const SELF_PERMIT = parseAbi([
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
])

/**
 * The call that spends a signed permit of the input token inside a SwapRouter02 multicall: EIP-2612
 * (`amount`, `deadline`) or DAI's (`nonce`, `expiry`). Encoded here, not with v3-sdk's SelfPermit, so
 * that a held split's calldata does not load that SDK whole (selfPermitCall.test.ts checks they agree).
 */
export function selfPermitCall(token: Address, permit: PermitSignature): Hex {
  const [r, s] = [permit.r as Hex, permit.s as Hex]
  return 'amount' in permit
    ? encodeFunctionData({
        abi: SELF_PERMIT,
        functionName: 'selfPermit',
        args: [token, BigInt(permit.amount), BigInt(permit.deadline), permit.v, r, s],
      })
    : encodeFunctionData({
        abi: SELF_PERMIT,
        functionName: 'selfPermitAllowed',
        args: [token, BigInt(permit.nonce), BigInt(permit.expiry), permit.v, r, s],
      })
}
