import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { accountRoutes } from './accounts/route';
import { authRoutes } from './auth/route';
import type { Config } from './config';
import type { Database } from './db/database';
import { ApiError, errorMessages } from './http/errors';
import { serveWebApp } from './http/static';

export interface AppDeps {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'webDist'>;
  /** Where unexpected errors are reported (tests silence it). */
  logError?: (error: unknown) => void;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The whole server: the API under /api, and the built web app everywhere else. */
export function createApp({ db, config, logError = (error) => console.error(error) }: AppDeps) {
  const deps = { db, jwtSecret: config.jwtSecret };
  // Not strict: `/api/v1/admin/client` and `/api/v1/admin/client/` are the same call.
  const app = new Hono({ strict: false });

  app.use(compress());
  app.use(secureHeaders());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new ApiError(413, errorMessages.bodyTooLarge);
      },
    }),
  );

  app.route('/', authRoutes(deps));
  app.route('/', accountRoutes(deps));

  app.get('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    return (await serveWebApp(c, config.webDist)) ?? next();
  });

  // The one place errors become answers: a Portuguese message, never a stack trace.
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toJSON(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { message: error.status === 413 ? errorMessages.bodyTooLarge : errorMessages.invalidBody },
        error.status,
      );
    }
    logError(error);
    return c.json({ message: errorMessages.internal }, 500);
  });
  app.notFound((c) => c.json({ message: errorMessages.notFound }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
