import { MutationObserver, QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as client from './index';
import { declareMutation, type MutationFactory } from './mutations';

const http = client.createHttp({ baseUrl: 'http://api.test', getToken: () => null });
const queryClients: QueryClient[] = [];
function newQueryClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClients.push(queryClient);
  return queryClient;
}
afterEach(() => {
  for (const queryClient of queryClients.splice(0)) queryClient.clear();
});

/** Seeds a query under each key, so that what a mutation invalidates can be read from the cache. */
function seeded(keys: readonly QueryKey[]) {
  const queryClient = newQueryClient();
  for (const key of keys) queryClient.setQueryData(key, { seeded: key });
  return queryClient;
}
const invalidated = (queryClient: QueryClient, key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;

describe('declareMutation', () => {
  const save = declareMutation({
    mutationFn: async (_http, name: string) => ({ message: `Salvo: ${name}` }),
    invalidates: () => [['things'], ['counts', 'all']],
  });

  it('invalidates the declared keys and the keys under them, and nothing else', async () => {
    const queryClient = seeded([['things'], ['things', 'list', { page: 0 }], ['counts', 'all'], ['counts'], ['other']]);
    await new MutationObserver(queryClient, save(http, queryClient)).mutate('a');
    expect(invalidated(queryClient, ['things'])).toBe(true);
    expect(invalidated(queryClient, ['things', 'list', { page: 0 }])).toBe(true);
    expect(invalidated(queryClient, ['counts', 'all'])).toBe(true);
    expect(invalidated(queryClient, ['counts'])).toBe(false);
    expect(invalidated(queryClient, ['other'])).toBe(false);
  });

  it("runs the screen's onSuccess first, then the answer's writes, then the refetch", async () => {
    const queryClient = seeded([['things']]);
    const steps: string[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async () => void steps.push('invalidate'));
    const written = declareMutation({
      mutationFn: async (_http, name: string) => ({ name }),
      writes: (cache, answer) => {
        steps.push('write');
        cache.setQueryData(['thing'], answer);
      },
      invalidates: () => [['things']],
    });
    const options = written(http, queryClient, { onSuccess: async () => void steps.push('screen') });
    await new MutationObserver(queryClient, options).mutate('b');
    expect(steps).toEqual(['screen', 'write', 'invalidate']);
    expect(queryClient.getQueryData(['thing'])).toEqual({ name: 'b' });
  });

  it('settles before the refetch ends, unless told to wait for it', async () => {
    const queryClient = newQueryClient();
    let finishRefetch = () => {};
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['things'],
      queryFn: () => {
        fetches += 1;
        // The first fetch answers at once; the refetch waits for the test.
        return fetches === 1 ? 'first' : new Promise<string>((resolve) => (finishRefetch = () => resolve('second')));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first'));

    await new MutationObserver(queryClient, save(http, queryClient)).mutate('c');
    expect(observer.getCurrentResult().isFetching).toBe(true);
    finishRefetch();
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));

    let settled = false;
    const waiting = new MutationObserver(queryClient, save(http, queryClient, { waitForRefetch: true }))
      .mutate('d')
      .then(() => (settled = true));
    await vi.waitFor(() => expect(fetches).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    finishRefetch();
    await waiting;
    expect(observer.getCurrentResult().data).toBe('second');
    unsubscribe();
  });

  it('does nothing with an answer the screen ignores', async () => {
    const queryClient = seeded([['things']]);
    const onSuccess = vi.fn();
    const options = save(http, queryClient, { onSuccess, ignoreAnswer: () => true });
    await new MutationObserver(queryClient, options).mutate('e');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(invalidated(queryClient, ['things'])).toBe(false);
  });

  it('refetches nothing after a failure, and hands the error to the screen', async () => {
    const queryClient = seeded([['things']]);
    const failing = declareMutation({
      mutationFn: async (_http, _name: string): Promise<{ message: string }> => {
        throw new Error('recusado');
      },
      invalidates: () => [['things']],
    });
    const onError = vi.fn();
    await expect(
      new MutationObserver(queryClient, failing(http, queryClient, { onError })).mutate('f'),
    ).rejects.toThrow('recusado');
    expect(onError).toHaveBeenCalledOnce();
    expect(invalidated(queryClient, ['things'])).toBe(false);
  });
});

/** Every resource mutation: sample variables and answer, and the keys it must invalidate (today's screens' lists). */
const companyChange = [['companies'], ['dashboard']];
const expectations: Record<string, { variables: unknown; answer?: unknown; keys: QueryKey[] }> = {
  'accountMutations.create': { variables: {}, keys: [['accounts']] },
  'accountMutations.update': { variables: { id: 1, body: {} }, keys: [['accounts']] },
  'accountMutations.delete': { variables: 1, keys: [['accounts']] },
  'accountMutations.enter': { variables: 1, keys: [] },
  'adminUserMutations.create': { variables: {}, keys: [['admin-users']] },
  'adminUserMutations.update': { variables: { id: 1, body: {} }, keys: [['admin-users']] },
  'adminUserMutations.delete': { variables: 1, keys: [['admin-users']] },
  'calendarMutations.createLink': {
    variables: false,
    answer: { message: 'ok', url: 'https://x.test/a.ics', seesLicences: true },
    keys: [],
  },
  'clientUserMutations.create': { variables: {}, keys: [['client-users']] },
  'clientUserMutations.update': { variables: { id: 1, body: {} }, keys: [['client-users']] },
  'clientUserMutations.delete': { variables: 1, keys: [['client-users']] },
  'cnaeMutations.create': { variables: {}, keys: [['cnaes']] },
  'cnaeMutations.update': { variables: { id: 1, body: {} }, keys: [['cnaes']] },
  'cnaeMutations.delete': { variables: 1, keys: [['cnaes']] },
  'companyCnpjMutations.create': { variables: { companyId: 4, body: {} }, keys: companyChange },
  'companyCnpjMutations.delete': { variables: { companyId: 4, registrationCode: 'x' }, keys: companyChange },
  'companyImportMutations.import': {
    variables: { file: null },
    answer: { kind: 'result', result: {} },
    keys: companyChange,
  },
  'companyImportMutations.cancel': { variables: 3, keys: [['import-jobs']] },
  'companyLicenseMutations.update': {
    variables: { companyId: 4, licenseId: 8, body: {} },
    keys: [['companies', 'detail', 4, 'licenses'], ['companies', 'detail', 4], ['dashboard']],
  },
  'companyLicenseMutations.reset': {
    variables: { companyId: 4, licenseId: 8 },
    keys: [['companies', 'detail', 4, 'licenses'], ['companies', 'detail', 4], ['dashboard']],
  },
  'companyLogoMutations.upload': {
    variables: { companyId: 4, file: null },
    answer: { message: 'ok', logoSrc: 'https://x.test/logo.png' },
    keys: [['companies', 'list']],
  },
  'companyLogoMutations.delete': { variables: 4, answer: { message: 'ok' }, keys: [['companies', 'list']] },
  'companyMutations.create': { variables: {}, keys: companyChange },
  'companyMutations.update': { variables: { id: 4, body: {} }, keys: companyChange },
  'companyMutations.delete': { variables: 4, keys: companyChange },
  'companyMutations.updateData': { variables: 4, keys: companyChange },
  'documentMutations.deleteFile': {
    variables: { companyId: 4, fileId: 2 },
    keys: [['companies', 'detail', 4, 'documents'], ['dashboard']],
  },
  'licenseMutations.create': { variables: {}, keys: [['licenses']] },
  'licenseMutations.update': { variables: { id: 1, body: {} }, keys: [['licenses']] },
  'licenseMutations.delete': { variables: 1, keys: [['licenses']] },
  'notificationMutations.markRead': { variables: 1, keys: [['notifications']] },
  'profileMutations.update': { variables: {}, keys: [['profile']] },
  'profileMutations.delete': { variables: undefined, keys: [] },
  'repositoryMutations.upload': { variables: { companyId: 4 }, keys: [['companies', 'detail', 4, 'repository']] },
  'securityMutations.confirmTotp': { variables: { code: '123456' }, keys: [['security']] },
  'securityMutations.disableTotp': { variables: undefined, keys: [['security']] },
  'securityMutations.renewRecoveryCodes': { variables: undefined, keys: [['security']] },
  'securityMutations.addPasskey': { variables: { name: 'x', credential: {} }, keys: [['security']] },
  'securityMutations.removePasskey': { variables: 1, keys: [['security']] },
  'securityPolicyMutations.setClientPolicy': {
    variables: { mfa_required: true },
    keys: [['security', 'client-policy']],
  },
  'securityPolicyMutations.reset': { variables: 1, keys: [] },
  'tagMutations.create': { variables: 'x', keys: [['tags'], ['companies']] },
  'tagMutations.rename': { variables: { id: 1, tag: 'x' }, keys: [['tags'], ['companies']] },
  'tagMutations.delete': { variables: 1, keys: [['tags'], ['companies']] },
  'tagMutations.setCompanyTags': { variables: { companyId: 4, tagIds: [] }, keys: [['tags'], ['companies']] },
};

/** Every `…Mutations` group of the client's public API, by 'group.name'. */
const resourceMutations = Object.entries(client)
  .filter(([name]) => name.endsWith('Mutations'))
  .flatMap(([group, mutations]) =>
    Object.entries(mutations as Record<string, MutationFactory<unknown, unknown>>).map(
      ([name, factory]) => [`${group}.${name}`, factory] as const,
    ),
  );

describe('resource mutations', () => {
  it('each has its expected keys written down here', () => {
    expect(resourceMutations.map(([name]) => name).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(resourceMutations)('%s invalidates exactly the keys it declares', async (name, factory) => {
    const { variables, answer = { message: 'ok' }, keys } = expectations[name] ?? { variables: undefined, keys: [] };
    expect(factory.invalidates(variables, answer)).toEqual(keys);
    const queryClient = newQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const options = factory(http, queryClient);
    await options.onSuccess?.(answer, variables, undefined, { client: queryClient, meta: undefined });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(keys);
  });
});
