/// <reference types="ponder/virtual" />

// What Ponder writes to ponder-env.d.ts at every start (that file is not committed): the types of
// the `ponder:registry`, `ponder:schema` and `ponder:api` modules for this project.

declare module 'ponder:internal' {
  const config: typeof import('./ponder.config.ts')
  const schema: typeof import('./ponder.schema.ts')
}

declare module 'ponder:schema' {
  export * from './ponder.schema.ts'
}
