/**
 * The arrows of ARCHITECTURE.md, enforced on every import:
 *   web -> ui, api/client, domain;  server -> api/contract, domain;
 *   api -> domain;  ui -> domain;  domain -> zod only;
 *   api/contract -> neither ky nor msw.
 * Workspace packages resolve through their symlinks to `packages/…` and `apps/…`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: '@product/domain holds pure rules: it may import zod and itself, nothing else.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { pathNot: ['^packages/domain/src', 'node_modules/zod/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-no-node-builtins',
      comment: '@product/domain runs in the browser and the server alike: no Node built-ins.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-knows-no-http',
      comment:
        '@product/ui is presentational: it may use domain (types and labels), never api, apps or an HTTP client.',
      severity: 'error',
      from: { path: '^packages/ui/src' },
      to: { path: ['^packages/api', '^apps/', 'node_modules/(ky|msw|@tanstack/react-query)/'] },
    },
    {
      name: 'api-depends-on-domain-only',
      comment: '@product/api may use domain, never ui or the apps.',
      severity: 'error',
      from: { path: '^packages/api/src' },
      to: { path: ['^packages/ui', '^apps/'] },
    },
    {
      name: 'contract-is-transport-free',
      comment: 'The contract is zod schemas only: no ky, no msw, no client, no mocks.',
      severity: 'error',
      from: { path: '^packages/api/src/contract' },
      to: { path: ['node_modules/(ky|msw|@tanstack)/', '^packages/api/src/(client|mocks)'] },
    },
    {
      name: 'client-not-mocks',
      comment: 'The fetchers never ship the mock handlers.',
      severity: 'error',
      from: { path: '^packages/api/src/client' },
      to: { path: ['^packages/api/src/mocks', 'node_modules/msw/'] },
    },
    {
      name: 'server-uses-contract-and-domain',
      comment: 'The server may use api/contract and domain, never ui, web, api/client or api/mocks.',
      severity: 'error',
      from: { path: '^apps/server/src' },
      to: { path: ['^packages/ui', '^apps/web', '^packages/api/src/(client|mocks)'] },
    },
    {
      name: 'server-production-not-testing',
      comment:
        "apps/server/src/testing/ is the server's test support (harness, worlds, fakes): only tests, other testing/ files, e2e and scripts use it, so the production build never bundles it.",
      severity: 'error',
      from: { path: '^apps/server/src', pathNot: ['\\.test\\.ts$', '^apps/server/src/testing/'] },
      to: { path: '^apps/server/src/testing/' },
    },
    {
      name: 'web-uses-ui-client-domain',
      comment:
        'The web app wires ui, api/client and domain; never the server, the contract directly or the mocks (only its page stories use the mocks).',
      severity: 'error',
      from: { path: '^apps/web/src', pathNot: ['\\.stories\\.tsx$', '^apps/web/src/stories/'] },
      to: { path: ['^apps/server', '^packages/api/src/(contract|mocks)'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['routeTree\\.gen\\.ts$', '/dist/', '__screenshots__'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // `@product/source`: @product/ui's sources (its `default` export is the published dist/).
      conditionNames: ['@product/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
