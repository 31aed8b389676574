import {
  type AbiFunction,
  type AbiParameter,
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  parseAbiItem,
  toFunctionSignature,
} from 'viem'

/** One action of a proposal as typed: the contract, the function's signature and one text per argument. */
export interface ProposalActionDraft {
  target: string
  signature: string
  args: string[]
}

/** An action as the governor takes it: the calldata holds the arguments only; the signature selects the function. */
export interface ProposalAction {
  target: Address
  value: bigint
  signature: string
  calldata: Hex
}

export type ActionError = 'TARGET' | 'SIGNATURE' | 'ARGUMENTS'

/** A function signature such as `transfer(address,uint256)` (names allowed), in its canonical form. */
export function parseFunctionSignature(
  text: string,
): { signature: string; inputs: readonly AbiParameter[] } | undefined {
  const trimmed = text.trim().replace(/^function\s+/, '')
  if (!/^[A-Za-z_$][\w$]*\s*\(/.test(trimmed)) return undefined
  try {
    const item = parseAbiItem(`function ${trimmed}`) as AbiFunction
    if (item.type !== 'function') return undefined
    return { signature: toFunctionSignature(item), inputs: item.inputs }
  } catch {
    return undefined
  }
}

/** A value typed for a parameter, as the ABI encoder takes it; throws when it does not fit. */
export function parseArgument(parameter: AbiParameter, text: string): unknown {
  const json = (value: string): unknown => {
    try {
      return JSON.parse(value)
    } catch {
      throw new Error(`not a JSON value: ${value}`)
    }
  }
  const convert = (param: AbiParameter, value: unknown): unknown => {
    const type = param.type
    const array = /^(.*)\[(\d*)\]$/.exec(type)
    if (array) {
      const items = typeof value === 'string' ? json(value) : value
      if (!Array.isArray(items)) throw new Error(`${type} needs a list`)
      if (array[2] && items.length !== Number(array[2])) throw new Error(`${type} needs ${array[2]} items`)
      return items.map((item) => convert({ ...param, type: array[1] as string }, item))
    }
    if (type === 'tuple') {
      const components = (param as { components?: readonly AbiParameter[] }).components ?? []
      const fields = typeof value === 'string' ? json(value) : value
      if (!Array.isArray(fields) || fields.length !== components.length) throw new Error('tuple fields')
      return fields.map((field, index) => convert(components[index] as AbiParameter, field))
    }
    const textValue = typeof value === 'string' ? value.trim() : String(value)
    if (type === 'address') {
      if (!isAddress(textValue, { strict: false })) throw new Error('address')
      return getAddress(textValue)
    }
    if (type === 'bool') {
      if (textValue === 'true' || value === true) return true
      if (textValue === 'false' || value === false) return false
      throw new Error('bool')
    }
    if (/^u?int\d*$/.test(type)) {
      if (!/^-?\d+$/.test(textValue)) throw new Error('integer')
      return BigInt(textValue)
    }
    if (/^bytes\d*$/.test(type)) {
      if (!isHex(textValue)) throw new Error('bytes')
      return textValue
    }
    if (type === 'string') return typeof value === 'string' ? value : String(value)
    throw new Error(`unsupported type ${type}`)
  }
  return convert(parameter, text)
}

/** Checks a drafted action and encodes it for propose(); says what is wrong otherwise. */
export function encodeProposalAction(
  draft: ProposalActionDraft,
): { ok: true; action: ProposalAction } | { ok: false; error: ActionError } {
  if (!isAddress(draft.target.trim(), { strict: false })) return { ok: false, error: 'TARGET' }
  const parsed = parseFunctionSignature(draft.signature)
  if (!parsed) return { ok: false, error: 'SIGNATURE' }
  if (draft.args.length !== parsed.inputs.length) return { ok: false, error: 'ARGUMENTS' }
  try {
    const values = parsed.inputs.map((input, index) => parseArgument(input, draft.args[index] ?? ''))
    const calldata = encodeAbiParameters(parsed.inputs, values)
    return {
      ok: true,
      action: { target: getAddress(draft.target.trim()), value: 0n, signature: parsed.signature, calldata },
    }
  } catch {
    return { ok: false, error: 'ARGUMENTS' }
  }
}

const show = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'object' && value !== null) return `(${Object.values(value).map(show).join(', ')})`
  return String(value)
}

/**
 * An action's call for display, `transfer(0x4b4e…, 1000000000000000000000000)`: the arguments decoded by
 * the signature; the raw calldata when they do not decode.
 */
export function describeCall(signature: string, calldata: Hex): string {
  const parsed = parseFunctionSignature(signature)
  if (!parsed) return signature ? `${signature} ${calldata}` : calldata
  const name = parsed.signature.slice(0, parsed.signature.indexOf('('))
  try {
    const values = decodeAbiParameters(parsed.inputs, calldata)
    return `${name}(${values.map(show).join(', ')})`
  } catch {
    return `${parsed.signature} ${calldata}`
  }
}
