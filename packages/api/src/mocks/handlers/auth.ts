import {
  apiPaths,
  type ErrorResponse,
  type LoginResponse,
  type LogoutResponse,
  loginRequest,
  logoutPath,
} from '@product/api/contract';
import { HttpResponse, http } from 'msw';
import { mockCredentials, mockToken } from '../fixtures/session';

export const authHandlers = [
  http.post<never, never, LoginResponse | ErrorResponse>(`*${apiPaths.login}`, async ({ request }) => {
    const body = loginRequest.safeParse(await request.json().catch(() => null));
    if (!body.success) {
      return HttpResponse.json({ message: body.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 400 });
    }
    if (body.data.username !== mockCredentials.username || body.data.password !== mockCredentials.password) {
      return HttpResponse.json({ message: 'Email ou senha incorretos.' }, { status: 401 });
    }
    return HttpResponse.json({ access_token: mockToken() });
  }),
  http.post<never, never, LogoutResponse>(`*${logoutPath}`, () => HttpResponse.json({ message: 'Sessão encerrada.' })),
];
