import { schema, type TokenList } from '@uniswap/token-lists'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * Schema validation of fetched lists. Kept apart from url.ts and loaded on demand: ajv is large and no
 * list is validated before the first fetch answers.
 */
import { TOKEN_LIST_VALIDATION_ERROR_PREFIX } from './url'

let ajv: Ajv | undefined
let validator: ValidateFunction<TokenList> | undefined

/** The schema's validator, compiled on first use and then kept. */
function getValidator(): { ajv: Ajv; validate: ValidateFunction<TokenList> } {
  if (!ajv || !validator) {
    ajv = new Ajv({ allErrors: true, verbose: true })
    addFormats(ajv)
    validator = ajv.compile<TokenList>(schema)
  }
  return { ajv, validate: validator }
}

/** Checks fetched JSON against the Token Lists schema. */
export function validateTokenList(
  json: unknown,
): { ok: true; list: TokenList } | { ok: false; error: string } {
  const { ajv, validate } = getValidator()
  if (validate(json)) return { ok: true, list: json }
  return { ok: false, error: TOKEN_LIST_VALIDATION_ERROR_PREFIX + ajv.errorsText(validate.errors) }
}
