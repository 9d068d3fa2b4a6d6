// Server test files that measure time or event-loop stalls (a fault answered
// within its timeout, a spreadsheet bomb that must not freeze /health, a list of
// 5,000 rows answered quickly…). They run one at a time, after the rest, so a
// neighbour test file on the other core cannot make them miss their mark; every
// other server file runs two at a time (scripts/test.mjs).
export const timingSensitiveTests = [
  'src/compiled-server.test.ts',
  'src/faults/**/*.test.ts',
  'src/http/overload.test.ts',
  'src/http/health.test.ts',
  'src/company-import/import-jobs.test.ts',
  'src/company-import/spreadsheet-pool.test.ts',
  'src/company-import/import-bomb.test.ts',
  'src/cnaes/cnaes.test.ts',
  'src/registry/registry.test.ts',
  'src/company-licenses/company-licenses.test.ts',
];
