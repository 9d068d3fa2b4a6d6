import { apiPaths, type LoginResponse, loginRequest } from '@product/api/contract';
import { messages } from '@product/domain';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { parseOr400, readJsonBody } from '../http/validation';
import { login } from './service';

export function authRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  return new Hono().post(apiPaths.login, async (c) => {
    const input = parseOr400(loginRequest, await readJsonBody(c), {
      required: { username: messages.emailRequired, password: messages.passwordRequired },
    });
    const body: LoginResponse = { access_token: await login(deps.db, deps.jwtSecret, input) };
    return c.json(body, 200);
  });
}
