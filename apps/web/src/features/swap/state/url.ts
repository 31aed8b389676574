import { isAddress } from 'viem'
import { z } from 'zod'
import type { Field, SwapState } from './reducer'

/** ENS-like names (alice.eth) and other domain-like strings, as a recipient may be typed. */
const ENS_NAME = /^[a-zA-Z0-9\-_]+(\.[a-zA-Z0-9\-_]+)*\.eth$/
const DOMAIN = /^(https?:\/\/)?[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+(\/.*)?$/

/** A currency id from the URL: an address, or ETH (any case) for the native coin; else null. */
export function parseCurrencyFromUrl(value: string | null): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (isAddress(trimmed, { strict: false })) return trimmed
  if (trimmed.toUpperCase() === 'ETH') return 'ETH'
  return null
}

/** A recipient from the URL: a valid address, an ENS-like name or a domain-like string; else null. */
export function validatedRecipient(value: string | null): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (isAddress(trimmed, { strict: false }) || ENS_NAME.test(trimmed) || DOMAIN.test(trimmed)) return trimmed
  return null
}

/** Amounts are decimal numbers; anything else becomes empty. */
function parseTokenAmount(value: string | null): string {
  return value && /^\d*\.?\d+$|^\d+\.$/.test(value.trim()) ? value.trim() : ''
}

function parseIndependentField(value: string | null): Field {
  return value?.toLowerCase() === 'output' ? 'OUTPUT' : 'INPUT'
}

/** A query parameter as URLSearchParams gives it: its first value, or null. */
const param = z.string().nullable()

/**
 * The /swap query parameters, each parsed into the app's types or dropped: the one place where a link's
 * parameters enter the swap state.
 */
const swapQuery = z.object({
  inputCurrency: param.transform(parseCurrencyFromUrl),
  outputCurrency: param.transform(parseCurrencyFromUrl),
  exactAmount: param.transform(parseTokenAmount),
  exactField: param.transform(parseIndependentField),
  recipient: param.transform(validatedRecipient),
})

/**
 * The swap state a /swap URL describes: with neither currency, the input is the native coin; equal
 * currencies clear the output; a non-numeric exactAmount is empty; an invalid recipient is dropped. A
 * recipient is taken only with `recipientAllowed` (expert mode, where the spec's recipient field exists):
 * a link pasted from a chat must not send the output to someone else behind a plain-looking form.
 */
export function queryParametersToSwapState(
  search: string,
  { recipientAllowed = false }: { recipientAllowed?: boolean } = {},
): SwapState {
  const params = new URLSearchParams(search)
  const query = swapQuery.parse({
    inputCurrency: params.get('inputCurrency'),
    outputCurrency: params.get('outputCurrency'),
    exactAmount: params.get('exactAmount'),
    exactField: params.get('exactField'),
    recipient: params.get('recipient'),
  })
  let { inputCurrency, outputCurrency } = query
  if (inputCurrency === null && outputCurrency === null) inputCurrency = 'ETH'
  else if (
    inputCurrency !== null &&
    outputCurrency !== null &&
    inputCurrency.toLowerCase() === outputCurrency.toLowerCase()
  )
    outputCurrency = null
  return {
    INPUT: { currencyId: inputCurrency },
    OUTPUT: { currencyId: outputCurrency },
    typedValue: query.exactAmount,
    independentField: query.exactField,
    recipient: recipientAllowed ? query.recipient : null,
  }
}
