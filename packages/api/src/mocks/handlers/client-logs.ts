import {
  type ClientLogListResponse,
  clientLogListQuery,
  clientLogPaths,
  type ErrorResponse,
} from '@product/api/contract';
import { foldText, pageCount } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { clientLogFixtures } from '../fixtures/client-logs';
import { fail, queryOf, signedIn, unauthorized } from './respond';

/** The activity log, newest first, with search (name, e-mail, action; case and accents ignored) and pages. */
export const clientLogHandlers = [
  http.get<never, never, ClientLogListResponse | ErrorResponse>(`*${clientLogPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = clientLogListQuery.safeParse(queryOf(request));
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Parâmetros da requisição inválidos.');
    const { page, limit, search } = query.data;
    const term = search ? foldText(search) : '';
    const rows = clientLogFixtures.filter(
      (entry) =>
        term === '' || [entry.name, entry.email, entry.action_details].some((text) => foldText(text).includes(term)),
    );
    return HttpResponse.json({
      items: rows.slice(page * limit, (page + 1) * limit),
      total: rows.length,
      pages_in_range: pageCount(rows.length, limit),
    });
  }),
];
