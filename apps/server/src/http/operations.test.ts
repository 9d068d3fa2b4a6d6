import { apiOperations, defineOperation, errors } from '@product/api/contract/operations';
import { calendarOperations } from '@product/api/contract/operations/calendar';
import { cnaeOperations } from '@product/api/contract/operations/cnaes';
import { companyOperations } from '@product/api/contract/operations/companies';
import { companyImportOperations } from '@product/api/contract/operations/company-import';
import { describe, expect, it } from 'vitest';
import { assertEveryOperationImplemented, implement, routePattern } from './implement';

const noop = () => ({}) as never;

describe('operations and handlers', () => {
  it('says which operation has no handler, two handlers, or is not in the contract', () => {
    const stray = defineOperation({
      method: 'get',
      path: '/api/v1/stray',
      summary: 'Fora do contrato',
      tag: 'Teste',
      auth: false,
      access: 'public',
      responses: { 200: errors(400)[400] as never },
    });
    const handlers = [
      implement(cnaeOperations.list, noop),
      implement(cnaeOperations.list, noop),
      implement(stray, noop),
    ];
    expect(() => assertEveryOperationImplemented(handlers, [cnaeOperations.list, cnaeOperations.get])).toThrow(
      [
        'Operações e handlers não conferem:',
        'sem handler: GET /api/v1/admin/cnae/{id}',
        'handler repetido: GET /api/v1/admin/cnae/',
        'handler sem operação no contrato: GET /api/v1/stray',
      ].join('\n'),
    );
  });

  it('accepts one handler for each operation', () => {
    const handlers = apiOperations.map((operation) => implement(operation, noop));
    expect(() => assertEveryOperationImplemented(handlers)).not.toThrow();
  });
});

describe('route patterns', () => {
  it('matches whole-number parameters by their digits, so static siblings never compete', () => {
    expect(routePattern(companyOperations.get)).toBe('/api/v1/client/company/:id{[0-9]+}');
    expect(routePattern(companyImportOperations.export)).toBe('/api/v1/client/company/export');
    expect(routePattern(companyOperations.get, true)).toBe('/api/v1/client/company/:id');
  });

  it('keeps text parameters as text and a secret with its extension in one segment', () => {
    expect(routePattern(calendarOperations.feed)).toBe('/api/v1/calendar/:token{[A-Za-z0-9_-]+\\.ics}');
  });

  it('drops the trailing slash of list paths (the app is not strict)', () => {
    expect(routePattern(cnaeOperations.list)).toBe('/api/v1/admin/cnae');
  });
});
