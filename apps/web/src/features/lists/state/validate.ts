import validate from 'virtual:token-list-validator'
import type { TokenList } from '@uniswap/token-lists'
import type { ErrorObject } from 'ajv'

/**
 * Schema validation of fetched lists. Kept apart from url.ts and loaded on demand: no list is
 * validated before the first fetch answers. The validator is generated at build time: compiling the
 * schema in the page would need `eval`, which the Content-Security-Policy refuses.
 */
import { TOKEN_LIST_VALIDATION_ERROR_PREFIX } from './url'

/** ajv's errorsText: `data<path> <message>`, joined by ', '. */
export function errorsText(errors: readonly ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'No errors'
  return errors.map((error) => `data${error.instancePath} ${error.message}`).join(', ')
}

/** Checks fetched JSON against the Token Lists schema. */
export function validateTokenList(
  json: unknown,
): { ok: true; list: TokenList } | { ok: false; error: string } {
  if (validate(json)) return { ok: true, list: json as TokenList }
  return { ok: false, error: TOKEN_LIST_VALIDATION_ERROR_PREFIX + errorsText(validate.errors) }
}
