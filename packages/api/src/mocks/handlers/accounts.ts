import { type AccountListResponse, accountListQuery, apiPaths, type ErrorResponse } from '@product/api/contract';
import { pageCount } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { accountFixtures, fixtureGroupId } from '../fixtures/accounts';

/** Filters the fixtures the way the server's SQL does (group, type, name or id, page). */
export const accountHandlers = [
  http.get<never, never, AccountListResponse | ErrorResponse>(`*${apiPaths.accounts}`, ({ request }) => {
    if (!request.headers.get('Authorization')) {
      return HttpResponse.json({ message: 'Sessão inválida ou expirada. Entre novamente.' }, { status: 401 });
    }
    const query = accountListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) {
      return HttpResponse.json({ message: query.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 400 });
    }
    const { group, filter, search, page, limit } = query.data;
    const term = search?.toLowerCase();
    const matches = accountFixtures.filter(
      (account) =>
        (group === undefined || fixtureGroupId(account) === group) &&
        (filter === undefined || account.type === filter) &&
        (!term || account.name.toLowerCase().includes(term) || String(account.id) === term),
    );
    return HttpResponse.json({
      items: matches.slice(page * limit, (page + 1) * limit),
      total: matches.length,
      pages_in_range: pageCount(matches.length, limit),
    });
  }),
];

/** Variants for page stories: an empty list, a failing list, a list that never answers. */
export const accountHandlerVariants = {
  empty: http.get(`*${apiPaths.accounts}`, () => HttpResponse.json({ items: [], total: 0, pages_in_range: 0 })),
  error: http.get(`*${apiPaths.accounts}`, () =>
    HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 503 }),
  ),
};
