/** The EIP-712 types of the two permit styles: the app's own, so that these tests prove what the app signs. */
export {
  DAI_PERMIT_TYPES,
  daiPermitTypedData,
  EIP2612_PERMIT_TYPES,
  eip2612PermitTypedData,
  PERMITTABLE_TOKENS,
} from '../../../apps/web/src/features/approvals/permitInfo.ts'
