import { type SignupResponse, signupPath, signupRequest } from '@product/api/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { signUp, signupMessages } from './service';

/** POST /api/v1/client: public, no token. */
export function signupRoutes(deps: { db: Database }) {
  return new Hono().post(withoutTrailingSlash(signupPath), async (c) => {
    const input = parseOr400(signupRequest, await readJsonBody(c));
    await signUp(deps.db, input);
    const body: SignupResponse = { message: signupMessages.done };
    return c.json(body, 201);
  });
}
