import {
  type ErrorResponse,
  emailNotFoundCode,
  type MessageResponse,
  type ProfileResponse,
  type ProfileUpdateResponse,
  passwordResetConfirmRequest,
  passwordResetPaths,
  passwordResetRequest,
  profilePath,
  profileUpdateRequest,
  signupPath,
  signupRequest,
} from '@product/api/contract';
import { canChangeOwnRole, profileRoleOptions } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { mockProfile, mockResetToken, mockTakenEmail } from '../fixtures/profile';
import { mockCredentials, mockStaffClaims, mockToken } from '../fixtures/session';
import { sessionRefused } from './session';

type Answer<T> = T | ErrorResponse;
const emailTaken = { message: 'Este email já está cadastrado.' };

/** The first issue of a failed parse as a 400, like the server. */
function badRequest(issues: readonly { message: string }[]) {
  return HttpResponse.json<ErrorResponse>(
    { message: issues[0]?.message ?? 'Corpo da requisição inválido.' },
    { status: 400 },
  );
}
const readJson = (request: Request) => request.json().catch(() => null);

/** Sign-up, password reset and My account, answering like the server does. */
export const profileHandlers = [
  http.post<never, never, Answer<MessageResponse>>(`*${signupPath}`, async ({ request }) => {
    const body = signupRequest.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues);
    if (body.data.email === mockCredentials.username || body.data.email === mockTakenEmail) {
      return HttpResponse.json(emailTaken, { status: 409 });
    }
    return HttpResponse.json(
      { message: 'Cadastro realizado. Você será avisado quando puder acessar a plataforma.' },
      { status: 201 },
    );
  }),

  http.post<never, never, Answer<MessageResponse>>(`*${passwordResetPaths.request}`, async ({ request }) => {
    const body = passwordResetRequest.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues);
    if (body.data.username !== mockCredentials.username) {
      return HttpResponse.json<ErrorResponse>(
        {
          code: emailNotFoundCode,
          message: 'Não existe cadastro com este email. Confira se digitou o email correto e tente novamente.',
        },
        { status: 404 },
      );
    }
    return HttpResponse.json({ message: 'Instruções enviadas' });
  }),

  http.post<never, never, Answer<MessageResponse>>(`*${passwordResetPaths.confirm}`, async ({ request }) => {
    const body = passwordResetConfirmRequest.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues);
    if (body.data.token !== mockResetToken) {
      return HttpResponse.json(
        { message: 'Link de redefinição inválido ou expirado. Solicite um novo.' },
        { status: 400 },
      );
    }
    return HttpResponse.json({ message: 'Senha redefinida. Entre com a nova senha.' });
  }),

  http.get<never, never, Answer<ProfileResponse>>(`*${profilePath}`, ({ request }) => {
    if (!request.headers.get('Authorization')) return sessionRefused();
    return HttpResponse.json(mockProfile);
  }),

  http.put<never, never, Answer<ProfileUpdateResponse>>(`*${profilePath}`, async ({ request }) => {
    if (!request.headers.get('Authorization')) return sessionRefused();
    const body = profileUpdateRequest.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues);
    const { name, email, systemRole, enabled } = body.data;
    const role = mockProfile.systemRole;
    if (systemRole !== role && !canChangeOwnRole(role)) {
      return HttpResponse.json({ message: 'Você não pode alterar o seu tipo de usuário.' }, { status: 403 });
    }
    if (!profileRoleOptions(role).includes(systemRole)) {
      return HttpResponse.json({ message: 'Você não pode escolher este tipo de usuário.' }, { status: 403 });
    }
    if (!enabled) {
      return HttpResponse.json(
        { message: 'Você não pode desativar a sua própria conta aqui. Peça a um administrador.' },
        { status: 400 },
      );
    }
    if (email === mockTakenEmail) return HttpResponse.json(emailTaken, { status: 409 });
    return HttpResponse.json({
      access_token: mockToken({ ...mockStaffClaims, name, username: email, access_role: systemRole }),
    });
  }),

  http.delete<never, never, Answer<MessageResponse>>(`*${profilePath}`, ({ request }) => {
    if (!request.headers.get('Authorization')) return sessionRefused();
    return HttpResponse.json({ message: 'Conta excluída' });
  }),
];
