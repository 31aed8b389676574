import { indexerSuite } from './indexer-suite.ts'

// The indexer on its embedded database (PGlite), as `npm start` and the browser tests run it.
indexerSuite({
  name: 'PGlite',
  start: async () => ({ url: undefined, stop: async () => {} }),
  checksDataRecovery: true,
})
