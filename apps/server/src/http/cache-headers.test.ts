import { apiPaths, calendarPaths, errorResponse, profilePath } from '@product/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLifetimeSeconds } from '../auth/tokens';
import { type ClientWorld, openClientWorld } from '../testing/client-world';
import { bearer, databaseKinds, jsonPost, tokenFor } from '../testing/harness';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';

describe.each(databaseKinds)('cache and authentication headers of API answers on %s', (kind) => {
  let world: ClientWorld;

  beforeAll(async () => {
    world = await openClientWorld(kind, { publicUrl: 'https://conforma.test' });
  });
  afterAll(async () => {
    await world?.close();
  });

  const signIn = (password: string, init: RequestInit = {}) => {
    const post = jsonPost({ username: world.people.ADMIN.email, password });
    return world.app.request(apiPaths.login, { ...post, headers: { ...post.headers, ...init.headers } });
  };
  async function expectRefusedSession(response: Response, challenge: string, code = 'sessao-invalida') {
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe(challenge);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(errorResponse.parse(await response.json())).toEqual({ message: invalidSession, code });
  }

  it('keeps the sign-in out of every cache, its refusal too', async () => {
    const signedIn = await signIn(world.people.ADMIN.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    // Wrong credentials name the scheme but do not blame a token, even a stale one sent along.
    const refused = await signIn('errada', bearer('token-antigo'));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
  });

  // Issue 27: a signed-in read is no longer `no-store` but kept by the person's browser only and
  // shown again only after the server says it is unchanged (304, http/conditional): the browser
  // revalidates by itself, and a write is still seen on the next read (conditional.test.ts).
  it("lets only the person's browser keep a signed-in read, and only until it asks again", async () => {
    for (const path of [profilePath, calendarPaths.settings]) {
      const response = await world.app.request(path, bearer(world.tokens.ADMIN));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-cache');
      expect(response.headers.get('ETag'), path).toMatch(/^W\/"[\w-]+"$/);
    }
  });

  it('keeps signed-in writes out of every cache', async () => {
    const created = await world.app.request(calendarPaths.settings, {
      method: 'POST',
      ...bearer(world.tokens.PROVIDER),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Cache-Control')).toBe('no-store');
    expect(created.headers.get('ETag')).toBeNull();
  });

  it('answers 401 with WWW-Authenticate: Bearer, and invalid_token when the token sent is bad', async () => {
    await expectRefusedSession(await world.app.request(profilePath), 'Bearer');
    const invalid = 'Bearer error="invalid_token"';
    await expectRefusedSession(await world.app.request(profilePath, bearer(`${world.tokens.ADMIN}x`)), invalid);
    const longAgo = Math.floor(Date.now() / 1000) - sessionLifetimeSeconds - 60;
    const expired = await tokenFor(world.people.ADMIN, 'ADMIN', { clientId: world.accounts.norte.id, now: longAgo });
    await expectRefusedSession(await world.app.request(profilePath, bearer(expired)), invalid, 'sessao-expirada');
    await expectRefusedSession(
      await world.app.request(calendarPaths.settings, bearer(expired)),
      invalid,
      'sessao-expirada',
    );
  });

  it("says 'sessao-expirada' only for this server's expired tokens, 'sessao-invalida' for any other", async () => {
    const invalid = 'Bearer error="invalid_token"';
    const [header, payload, signature = ''] = world.tokens.ADMIN.split('.');
    // The browser decodes this one fine (claims and a future expiry); only the signature is wrong.
    const brokenSignature = `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const longAgo = Math.floor(Date.now() / 1000) - sessionLifetimeSeconds - 60;
    const otherSecret = new TextEncoder().encode('y'.repeat(64));
    const forgedAndExpired = await tokenFor(world.people.ADMIN, 'ADMIN', {
      clientId: world.accounts.norte.id,
      now: longAgo,
      secret: otherSecret,
    });
    for (const token of [brokenSignature, forgedAndExpired, 'isto-nao-e-um-token']) {
      for (const path of [profilePath, calendarPaths.settings]) {
        await expectRefusedSession(await world.app.request(path, bearer(token)), invalid, 'sessao-invalida');
      }
    }
  });

  it('keeps other refusals out of every cache', async () => {
    const unknown = await world.app.request('/api/v1/nada-aqui', bearer(world.tokens.ADMIN));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    expect(unknown.headers.get('WWW-Authenticate')).toBeNull();
  });

  it('leaves the caching of the calendar feed and of the web app as they are', async () => {
    const created = await world.app.request(calendarPaths.settings, { method: 'POST', ...bearer(world.tokens.ADMIN) });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const feed = await world.app.request(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Cache-Control')).toBe('private, no-cache');
    const page = await world.app.request('/');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
  });
});
