import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessRole } from '@product/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { accountHandlers } from './accounts/route';
import { adminUserHandlers } from './admin-users/route';
import { warnOnUntrustedProxy } from './auth/client-ip';
import { authHandlers } from './auth/route';
import { calendarHandlers } from './calendar/route';
import type { ClientAreaDeps } from './client-area/deps';
import { clientLogHandlers } from './client-logs/route';
import { clientUserHandlers } from './client-users/route';
import { cnaeHandlers } from './cnaes/route';
import { companyHandlers } from './companies/route';
import { companyCnpjHandlers } from './company-cnpjs/route';
import { companyImportHandlers } from './company-import/route';
import { companyLicenseHandlers } from './company-licenses/route';
import { type Config, defaultLicenseSettings, type LicenseSettings } from './config';
import { dashboardHandlers } from './dashboard/route';
import type { Database } from './db/database';
import { isDatabaseUnavailable } from './db/unavailable';
import { fileHandlers } from './files/route';
import { isMultipart, multipartEnvelopeBytes, tooLargeMessage } from './files/upload';
import { groupHandlers } from './groups/route';
import { noStoreApiAnswers } from './http/cache-headers';
import { compressAnswers } from './http/compression';
import { presignedFileOrigin, strictPolicyForJson } from './http/content-security-policy';
import { refuseControlCharactersInUrl } from './http/control-chars';
import { ApiError, bearerChallenge, databaseUnavailable, errorMessages } from './http/errors';
import { healthHandlers } from './http/health';
import { assertEveryOperationImplemented, mountOperations } from './http/implement';
import { docsHandlers } from './http/openapi';
import { limitApiRequests } from './http/overload';
import { refuseForeignOrigins, requireJsonBodies } from './http/request-guards';
import { serveWebApp } from './http/static';
import { licenseHandlers } from './licenses/route';
import { logoHandlers } from './logos/route';
import { createMailer, type Mailer } from './mail/mailer';
import { notificationHandlers } from './notifications/route';
import { passkeyHandlers } from './passkeys/route';
import { passwordResetHandlers } from './password-reset/route';
import { profileHandlers } from './profile/route';
import { createRegistry } from './registry/registry';
import type { CompanyRegistry } from './registry/types';
import { accountSecurityPolicyHandlers, secondFactorHandlers } from './second-factor/route';
import { signupHandlers } from './signup/route';
import { createLocalStorage } from './storage/local';
import type { FileStorage } from './storage/types';
import { tagHandlers } from './tags/route';

export interface AppDeps {
  db: Database;
  /** `overload` bounds the API requests running and waiting at once (http/overload); without it (tests) none is. */
  config: Pick<Config, 'jwtSecret' | 'webDist'> & Partial<Pick<Config, 'overload'>>;
  /** Where unexpected errors are reported (tests silence it). */
  logError?: (error: unknown) => void;
  /** Where warnings about the set-up go (an untrusted proxy); console.warn by default. */
  logWarning?: (line: string) => void;
  /** Outgoing e-mail; by default an outbox of `.eml` files in the system's temporary folder. */
  mailer?: Mailer;
  /** Where links in e-mails point (no trailing slash); default http://localhost:3000. */
  publicUrl?: string;
  /** Read the client IP from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /**
   * Roles that must set up a second factor (MFA_REQUIRED_ROLES). None by default here, so tests
   * sign in with a password unless they ask for the policy; the server's own default (config.ts)
   * is the staff roles.
   */
  mfaRequiredRoles?: readonly AccessRole[];
  /** Company registry for CNPJ lookups; by default the offline dataset (tests never reach the network). */
  registry?: CompanyRegistry;
  /** File storage; by default a folder in the system's temporary folder. */
  storage?: FileStorage;
  /** Largest repository upload in bytes; default 20 MB. */
  uploadMaxBytes?: number;
  licenses?: LicenseSettings;
  /** The clock of the client area (licence statuses, alerts); tests move it. */
  now?: () => Date;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The whole server: the API under /api, and the built web app everywhere else. */
export function createApp({
  db,
  config,
  logError = (error) => console.error(error),
  logWarning = (line) => console.warn(line),
  mailer = createMailer({ dataDir: join(tmpdir(), 'conforma') }),
  publicUrl = 'http://localhost:3000',
  trustProxy = false,
  mfaRequiredRoles = [],
  registry = createRegistry({ kind: 'offline', baseUrl: null }),
  storage = createLocalStorage(join(tmpdir(), 'conforma', 'files')),
  uploadMaxBytes = 20 * 1024 * 1024,
  licenses = defaultLicenseSettings,
  now = () => new Date(),
}: AppDeps) {
  const deps = { db, jwtSecret: config.jwtSecret, trustProxy };
  /** What passkeys, codes and the policy need besides (second-factor/). */
  const secondFactorDeps = {
    ...deps,
    mailer,
    publicUrl,
    mfaPolicy: { requiredRoles: mfaRequiredRoles },
    logError,
  };
  const clientDeps: ClientAreaDeps = {
    db,
    jwtSecret: config.jwtSecret,
    registry,
    storage,
    uploadMaxBytes,
    licenses,
    mailer,
    now,
  };
  // Not strict: `/api/v1/admin/client` and `/api/v1/admin/client/` are the same call.
  const app = new Hono({ strict: false });

  app.use(compressAnswers());
  // No cache keeps an API answer, errors included, unless the route set its own policy (http/cache-headers).
  app.use(noStoreApiAnswers());
  app.use(secureHeaders());
  // The web app's pages carry their own Content-Security-Policy (http/static); JSON answers a strict one.
  app.use(strictPolicyForJson());
  // JSON bodies stop at 1 MB. Multipart uploads have their own limits on
  // their routes (repository: uploadMaxBytes, logos: 2 MB, import: 5 MB);
  // here they only meet an outer bound, so a multipart body sent to any other
  // route can never be buffered without limit.
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => {
      // The rest of the body is never read, so the socket cannot carry another request (see payloadTooLarge).
      c.header('Connection', 'close');
      throw new ApiError(413, errorMessages.bodyTooLarge);
    },
  });
  const largestUpload = Math.max(uploadMaxBytes, 5 * 1024 * 1024);
  const multipartBodyLimit = bodyLimit({
    maxSize: largestUpload + multipartEnvelopeBytes,
    onError: (c) => {
      // The rest of the body is never read, so the socket cannot carry another request (see payloadTooLarge).
      c.header('Connection', 'close');
      throw new ApiError(413, tooLargeMessage(largestUpload));
    },
  });
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body we read; asking for one would build the whole web Request per call.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isMultipart(c.req.header('content-type')) ? multipartBodyLimit(c, next) : jsonBodyLimit(c, next);
  });
  // No state-changing call from another site, and no body that is neither JSON nor multipart (http/request-guards).
  app.use('/api/*', refuseForeignOrigins({ publicUrl, trustProxy }), requireJsonBodies());
  // No control characters in paths or query strings (bodies are checked as they are read: http/validation).
  app.use('/api/*', refuseControlCharactersInUrl());
  // Behind a proxy that is not trusted, every user shares one address in the access limits: say so once.
  app.use('/api/*', warnOnUntrustedProxy(trustProxy, logWarning));
  // Before the overload queue: a busy instance still answers its load balancer's check.
  const health = healthHandlers({ db });
  mountOperations(app, deps, health);
  // Past what the process can serve, API calls wait in a bounded queue, then get a quick 503 (http/overload).
  if (config.overload) app.use('/api/*', limitApiRequests(config.overload));

  // Every other operation of the contract, each mounted from its declaration (http/implement).
  const handlers = [
    // Sign-in, sign-up, password reset and my account.
    ...authHandlers(secondFactorDeps),
    ...signupHandlers(deps),
    ...passwordResetHandlers({ db, mailer, publicUrl, logError, trustProxy }),
    ...profileHandlers(deps),
    // The second step, the set-up the policy asks for, 'Segurança do acesso' and the administrator's reset.
    ...secondFactorHandlers(secondFactorDeps),
    ...passkeyHandlers(secondFactorDeps),
    // The admin area: accounts (with enter client), groups, CNAEs, licence definitions, staff users.
    ...accountHandlers(deps),
    ...groupHandlers(deps),
    ...cnaeHandlers(deps),
    ...licenseHandlers(deps),
    ...adminUserHandlers(deps),
    // The client area (spec 2 §7).
    ...dashboardHandlers(clientDeps),
    ...notificationHandlers(clientDeps),
    ...companyImportHandlers(clientDeps),
    ...companyHandlers(clientDeps),
    ...companyCnpjHandlers(clientDeps),
    ...tagHandlers(clientDeps),
    ...companyLicenseHandlers(clientDeps),
    ...fileHandlers(clientDeps),
    ...logoHandlers(clientDeps),
    ...clientUserHandlers(clientDeps),
    ...accountSecurityPolicyHandlers(clientDeps),
    ...clientLogHandlers(clientDeps),
    // The private calendar feed of licence deadlines and the person's own link to it.
    ...calendarHandlers({ ...clientDeps, publicUrl }),
    // The OpenAPI document of the whole API, generated from the contract.
    ...docsHandlers(),
  ];
  // No call of the contract goes unserved or served twice (http/implement).
  assertEveryOperationImplemented([...health, ...handlers]);
  // A signed-in GET's ETag counts 'today' as the licence statuses do (http/conditional).
  const operations = mountOperations(app, { ...deps, clock: { now, timeZone: licenses.timeZone } }, handlers);
  operations.finish();

  // Previews load presigned files straight from the storage (S3): the page's policy must let them in.
  const fileOrigin = presignedFileOrigin(storage);
  app.get('*', async (c, next) => {
    if (isApi(c.req.path)) return next();
    return (await serveWebApp(c, config.webDist, { fileOrigin })) ?? next();
  });

  // The one place errors become answers: a Portuguese message, never a stack trace.
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.status === 401) c.header('WWW-Authenticate', bearerChallenge(error, c.req.header('Authorization')));
      return c.json(error.toJSON(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { message: error.status === 413 ? errorMessages.bodyTooLarge : errorMessages.invalidBody },
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logWarning(`Banco de dados indisponível (database unavailable): ${c.req.method} ${c.req.path}`);
      return c.json(databaseUnavailable(c).toJSON(), 503);
    }
    logError(error);
    return c.json({ message: errorMessages.internal }, 500);
  });
  app.notFound((c) => c.json({ message: errorMessages.notFound }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
