// The two worlds a behaviour scenario runs in: the real server (the app over
// PGlite, as the server's own tests build it) and the msw mocks the stories
// use. Each answers `Send` for the same abstract callers.
import {
  handlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  mockToken,
} from '@product/api/mocks';
import { brand } from '@product/domain';
import { setupServer } from 'msw/node';
import type { AppDeps } from '../../apps/server/src/app';
import { type ClientWorld, openClientWorld } from '../../apps/server/src/testing/client-world';
import type { Caller, Send } from './transcript';

const jsonHeaders = (token: string | null): Record<string, string> => ({
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** A JSON body, or a multipart one (`FormData`) sent as it is: its boundary sets the Content-Type. */
function requestInit(method: string, token: string | null, body: unknown): RequestInit {
  if (body instanceof FormData) return { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, body };
  return { method, headers: jsonHeaders(token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

/** A JSON answer parsed; a file or a feed as its media type and text (a scenario hides the text where the worlds' files differ). */
async function answerOf(response: Response) {
  const text = await response.text();
  const contentType = response.headers.get('Content-Type') ?? '';
  if (text !== '' && !contentType.includes('json')) return { status: response.status, body: { contentType, text } };
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/**
 * The server over a fresh PGlite (openClientWorld: account 'Padaria Norte',
 * a token of each role working inside it). A USER is created once per set of
 * codes, with the companies `userCompanies` names.
 */
export async function openServerWorld(
  options: Pick<AppDeps, 'registry' | 'now'> = {},
): Promise<{ world: ClientWorld; send: Send }> {
  const world = await openClientWorld('pglite', options);
  const users = new Map<string, string>();
  const tokenOf = async (caller: Caller): Promise<string | null> => {
    if (caller === 'anonymous') return null;
    if (caller === 'staff') return world.tokens[brand.roleCode];
    if (caller === 'editor') return world.tokens.EDITOR;
    if (caller === 'partner') return world.tokens.PARTNER;
    if (caller === 'admin') return world.tokens.ADMIN;
    const key = [...caller.user].sort().join(',');
    if (!users.has(key)) users.set(key, (await world.userWith(caller.user)).token);
    return users.get(key) ?? null;
  };
  const send: Send = async (method, path, caller, body) => {
    return answerOf(await world.app.request(path, requestInit(method, await tokenOf(caller), body)));
  };
  return { world, send };
}

const mockOrigin = 'http://mocks.test';

/** The tokens the mocks read for each caller: the claims the stories use. */
function mockTokenOf(caller: Caller): string | null {
  if (caller === 'anonymous') return null;
  if (caller === 'staff') return mockToken(mockStaffInClientClaims);
  if (caller === 'editor') return mockToken({ ...mockStaffInClientClaims, access_role: 'EDITOR' });
  if (caller === 'partner') return mockToken({ ...mockStaffInClientClaims, access_role: 'PARTNER' });
  if (caller === 'admin') return mockToken(mockClientAdminClaims);
  return mockToken(mockClientUserClaims(caller.user));
}

/** Every mock handler behind fetch, as Storybook has them (`listen` before a scenario, `close` after). */
export function openMockWorld(): { send: Send; listen(): void; close(): void } {
  const server = setupServer(...handlers);
  const send: Send = async (method, path, caller, body) => {
    return answerOf(await fetch(`${mockOrigin}${path}`, requestInit(method, mockTokenOf(caller), body)));
  };
  return {
    send,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
  };
}
