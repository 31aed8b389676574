/**
 * The dependency rules of the repository (ARCHITECTURE.md), checked by `npm test` as errors.
 *
 * apps/web/src is layered, each layer importing only the layers below it:
 *   app (entry, routes, shell, providers, i18n) → features/<feature> → core → lib → components.
 * A feature is seen from outside only through its index.ts. No module takes part in an import cycle.
 */
const SRC = '^apps/web/src/'
const layer = (name) => `${SRC}${name}/`

/** Each layer and what it must never import. */
const layers = [
  { name: 'features', above: ['app', 'i18n'] },
  { name: 'core', above: ['app', 'i18n', 'features'] },
  { name: 'lib', above: ['app', 'i18n', 'features', 'core'] },
  { name: 'components', above: ['app', 'i18n', 'features', 'core', 'lib'] },
]

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: modules that cannot be understood, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    ...layers.map(({ name, above }) => ({
      name: `${name}-imports-only-downward`,
      severity: 'error',
      comment: `${name}/ imports only the layers below it (app → features → core → lib → components).`,
      from: { path: layer(name) },
      to: { path: `${SRC}(${above.join('|')})(/|\\.)` },
    })),
    {
      name: 'entry-is-app',
      severity: 'error',
      comment: 'Nothing imports the entry point.',
      from: { pathNot: `${SRC}main\\.tsx$` },
      to: { path: `${SRC}main\\.tsx$` },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment: 'Another feature is used only through its index.ts, never through its internals.',
      from: { path: `${SRC}features/([^/]+)/` },
      to: {
        path: `${SRC}features/[^/]+/`,
        pathNot: [`${SRC}features/$1/`, `${SRC}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'app-uses-features-through-their-index',
      severity: 'error',
      comment: 'The shell composes features through their index.ts, never through their internals.',
      from: { path: `${SRC}(app/|main\\.tsx$)` },
      to: { path: `${SRC}features/[^/]+/`, pathNot: `${SRC}features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'features-send-through-the-flow',
      severity: 'error',
      comment:
        'Issue 41: features build requests and send them through useTransactionFlow (features/transactions); only it imports the send action (core/transactions/send.ts, replace.ts). Tests may call the action directly.',
      from: { path: `${SRC}features/`, pathNot: [`${SRC}features/transactions/`, '\\.test\\.tsx?$'] },
      to: { path: `${SRC}core/transactions/(send|replace)\\.ts$` },
    },
    {
      name: 'web-app-not-imported-by-services',
      severity: 'error',
      comment:
        "Packages and services never import the web app (the app may import packages); their tests may, to run the app's own code against them.",
      from: { path: '^(packages|services)/', pathNot: '(/test/|\\.test\\.ts$)' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-server|\\.data|artifacts)/|^scripts/dependency-rules/fixture/',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
