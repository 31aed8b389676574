/**
 * The part of ethers' BigNumber the SDKs use (fee-on-transfer basis points on tokens and pairs), on
 * native bigint.
 */
export type BigNumberish = BigNumber | bigint | number | string

function toBigInt(value: BigNumberish): bigint {
  if (value instanceof BigNumber) return value.value
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`invalid BigNumber value (${value})`)
    return BigInt(value)
  }
  if (typeof value === 'string') {
    if (!/^-?(0x[0-9a-f]+|\d+)$/i.test(value)) throw new Error(`invalid BigNumber string (${value})`)
    return value.startsWith('-') ? -BigInt(value.slice(1)) : BigInt(value)
  }
  return value
}

export class BigNumber {
  readonly _isBigNumber = true
  readonly value: bigint

  private constructor(value: bigint) {
    this.value = value
  }

  static from(value: BigNumberish | { _isBigNumber: boolean; toString(): string }): BigNumber {
    if (value instanceof BigNumber) return value
    if (typeof value === 'object' && value !== null && '_isBigNumber' in value)
      return new BigNumber(BigInt(value.toString()))
    return new BigNumber(toBigInt(value))
  }

  static isBigNumber(value: unknown): value is BigNumber {
    return value instanceof BigNumber
  }

  add(other: BigNumberish) {
    return new BigNumber(this.value + toBigInt(other))
  }
  sub(other: BigNumberish) {
    return new BigNumber(this.value - toBigInt(other))
  }
  mul(other: BigNumberish) {
    return new BigNumber(this.value * toBigInt(other))
  }
  div(other: BigNumberish) {
    const divisor = toBigInt(other)
    if (divisor === 0n) throw new Error('division-by-zero')
    return new BigNumber(this.value / divisor)
  }
  mod(other: BigNumberish) {
    return new BigNumber(this.value % toBigInt(other))
  }
  eq(other: BigNumberish) {
    return this.value === toBigInt(other)
  }
  lt(other: BigNumberish) {
    return this.value < toBigInt(other)
  }
  lte(other: BigNumberish) {
    return this.value <= toBigInt(other)
  }
  gt(other: BigNumberish) {
    return this.value > toBigInt(other)
  }
  gte(other: BigNumberish) {
    return this.value >= toBigInt(other)
  }
  isZero() {
    return this.value === 0n
  }
  isNegative() {
    return this.value < 0n
  }
  toNumber() {
    const number = Number(this.value)
    if (!Number.isSafeInteger(number)) throw new Error('overflow')
    return number
  }
  toBigInt() {
    return this.value
  }
  toString() {
    return this.value.toString()
  }
  /** As ethers: an even number of digits. */
  toHexString() {
    const digits = (this.value < 0n ? -this.value : this.value).toString(16)
    const even = digits.length % 2 ? `0${digits}` : digits
    return this.value < 0n ? `-0x${even}` : `0x${even}`
  }
  toJSON() {
    return { type: 'BigNumber', hex: this.toHexString() }
  }
}
