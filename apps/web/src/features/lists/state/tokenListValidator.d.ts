/** The Token Lists schema's validator, generated at build time (apps/web/build-plugins/tokenListValidator.ts). */
declare module 'virtual:token-list-validator' {
  import type { ErrorObject } from 'ajv'

  interface StandaloneValidate {
    (data: unknown): boolean
    errors?: ErrorObject[] | null
  }
  const validate: StandaloneValidate
  export default validate
}
