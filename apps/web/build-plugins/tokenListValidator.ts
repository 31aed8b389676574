import { schema } from '@uniswap/token-lists'
import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone'
import addFormats from 'ajv-formats'
import type { Plugin } from 'vite'

/**
 * The Token Lists schema's validator, generated at build time as plain code (ajv's standalone mode)
 * instead of compiled in the browser: ajv compiles with `new Function`, which the app's
 * Content-Security-Policy refuses (no 'unsafe-eval'; apps/web/server/securityHeaders.ts). The app
 * imports it as `virtual:token-list-validator`; unit tests get the same module through the same
 * plugin. Same options as before (all errors, verbose), so the messages are unchanged.
 */
export const TOKEN_LIST_VALIDATOR_ID = 'virtual:token-list-validator'
const RESOLVED_ID = `\0${TOKEN_LIST_VALIDATOR_ID}`

/**
 * ajv's standalone code refers to its run-time helpers with `require(...)`; the app is ES modules, so
 * each is turned into an import. A helper this list does not know fails the build rather than the page.
 */
const RUNTIME_IMPORTS: readonly { require: string; name: string; importLine: string }[] = [
  {
    require: 'require("ajv/dist/runtime/ucs2length").default',
    name: '__ucs2length',
    importLine: "import __ucs2length from 'ajv/dist/runtime/ucs2length'",
  },
  {
    require: 'require("ajv-formats/dist/formats").fullFormats',
    name: '__fullFormats',
    importLine: "import { fullFormats as __fullFormats } from 'ajv-formats/dist/formats'",
  },
]

export function tokenListValidatorCode(): string {
  const ajv = new Ajv({ allErrors: true, verbose: true, code: { source: true, esm: true } })
  addFormats(ajv)
  let code = standaloneCode(ajv, ajv.compile(schema))
  const imports: string[] = []
  for (const helper of RUNTIME_IMPORTS) {
    if (!code.includes(helper.require)) continue
    code = code.replaceAll(helper.require, helper.name)
    imports.push(helper.importLine)
  }
  const left = /require\([^)]*\)/.exec(code)
  if (left) throw new Error(`token list validator: unknown ajv run-time helper ${left[0]}`)
  return `${imports.join('\n')}\n${code}`
}

export function tokenListValidator(): Plugin {
  return {
    name: 'exchange:token-list-validator',
    resolveId: (id) => (id === TOKEN_LIST_VALIDATOR_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? tokenListValidatorCode() : null),
  }
}
