import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type AccessRole, accessRoles, defaultMfaRequiredRoles, isAccessRole } from '@product/domain';
import { z } from 'zod';
import type { OverloadSettings } from './http/overload';
import { repoRoot } from './paths';

/** Where the database lives: PGlite in a folder (or in memory), or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite' /** undefined keeps the database in memory (tests). */; dataDir?: string }
  | { kind: 'postgres'; url: string /** Tables go to this schema instead of `public` (tests). */; schema?: string };

export interface AdminCredentials {
  email: string;
  password: string;
}

export interface Config {
  port: number;
  dataDir: string;
  database: DatabaseTarget;
  /** HS256 signing key; never leaves the server. */
  jwtSecret: Uint8Array;
  /** Settings that work but are likely a mistake, printed at start (Portuguese and English). */
  warnings: string[];
  /** The first administrator, kept in step with the environment on every start. */
  admin: AdminCredentials | null;
  webDist: string;
  /** Outgoing mail server (`smtp://` or `smtps://` URL); null writes messages to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  /** The From header of every message. */
  mailFrom: string;
  /** Where people open the web app; links in e-mails start here (no trailing slash). */
  publicUrl: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (its last entry). */
  trustProxy: boolean;
  /**
   * Roles that must set up a passkey or an authenticator app at their next sign-in, before anything
   * else (MFA_REQUIRED_ROLES: role codes separated by commas, or `none`; default the staff roles).
   */
  mfaRequiredRoles: AccessRole[];
  /** NODE_ENV=production: no demo seed on an empty database. */
  production: boolean;
  /** Seed the demo data on an empty database at start (DEMO_SEED, default 1 unless NODE_ENV=production). */
  demoSeed: boolean;
  /** Where company data comes from (CNPJ_REGISTRY, CNPJ_REGISTRY_URL). */
  registry: RegistrySettings;
  /** Where uploaded files live: DATA_DIR/files, or S3-compatible storage when S3_BUCKET is set. */
  storage: StorageSettings;
  /** Largest repository upload, in bytes (UPLOAD_MAX_MB, default 20). */
  uploadMaxBytes: number;
  licenses: LicenseSettings;
  /** API requests running and waiting at once (API_MAX_CONCURRENCY, API_MAX_QUEUE, API_MAX_WAIT_MS; http/overload). */
  overload: OverloadSettings;
  /**
   * Processes that answer HTTP (WEB_CONCURRENCY): on PostgreSQL one per core by default, sharing the
   * port through node:cluster (main.ts); always 1 on PGlite, which one process holds per folder.
   */
  workers: number;
}

export type RegistryKind = 'brasilapi' | 'receitaws' | 'offline';
export interface RegistrySettings {
  kind: RegistryKind;
  /** Base URL of the registry API; null uses the adapter's default (https://brasilapi.com.br, https://receitaws.com.br). */
  baseUrl: string | null;
}

export type StorageSettings =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Path-style URLs (`endpoint/bucket/key`), as MinIO and most S3-compatible servers want. */
      forcePathStyle: boolean;
    };

export interface LicenseSettings {
  /** Days before validUntil when a licence is 'Expirando' (LICENSE_EXPIRY_WINDOW_DAYS, default 30). */
  expiryWindowDays: number;
  /** Days before validUntil at which an alert is sent (ALERT_LEAD_DAYS, default 90,60,30,15,7,1). */
  alertLeadDays: number[];
  /** When the daily alert job runs, `HH:MM` (ALERT_TIME, default 06:00)… */
  alertTime: string;
  /** …in this time zone (ALERT_TIME_ZONE, default America/Sao_Paulo); also the zone of "today" for statuses. */
  timeZone: string;
}

export const defaultLicenseSettings: LicenseSettings = {
  expiryWindowDays: 30,
  alertLeadDays: [90, 60, 30, 15, 7, 1],
  alertTime: '06:00',
  timeZone: 'America/Sao_Paulo',
};

/**
 * The API's bounds by database (http/overload), chosen from load runs of
 * 50, 200 and 400 keep-alive connections of signed-in reads (issue 14).
 * - PGlite: every query runs on the process's one thread, so more requests
 *   at once add no speed (~160–170 requests/s with 2, 4 or 8) but make each turn
 *   of the event loop longer, and Node accepts one new connection per turn:
 *   4 running keeps the loop turning ~110 times a second. 256 waiting is
 *   about 1.5 s of work at that pace, so 50 and 200 connections are all
 *   served (200: none over 3 s) and only beyond that does a request get a
 *   503 at once; 5 s is the longest wait when requests are slower than that.
 * - PostgreSQL: applied too, with room for the pool of 10 connections (a
 *   request holds one only during its queries): 16 running keep the pool
 *   busy, while any pool wait stays far below its 5 s connection timeout,
 *   which would otherwise fail a request as 'Banco de dados indisponível'
 *   when the database is only busy. 400 connections: ~430 requests/s, p99
 *   ~1 s, against ~375 requests/s and p99 ~2.5 s without the bound.
 */
export const defaultOverloadSettings: Record<DatabaseTarget['kind'], OverloadSettings> = {
  pglite: { maxConcurrency: 4, maxQueue: 256, maxWaitMs: 5000 },
  postgres: { maxConcurrency: 16, maxQueue: 512, maxWaitMs: 5000 },
};

export const defaultMailFrom = 'Conforma <nao-responda@conforma.local>';

/** Under the repository root, whatever the working directory (see paths.ts). */
export const defaultDataDir = path.join(repoRoot, 'data');
export const defaultWebDist = path.join(repoRoot, 'apps/web/dist');

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().optional());

/** A whole number from `min` to `max`, or undefined for the default; its errors in Portuguese and English. */
const intSetting = (name: string, min: number, max: number) => {
  const range = `${name} deve ser um inteiro entre ${min} e ${max} (must be an integer from ${min} to ${max})`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} deve ser um número (must be a number)` })
      .int(range)
      .min(min, range)
      .max(max, range)
      .optional(),
  );
};

const envSchema = z
  .object({
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'PORT deve ser um número (PORT must be a number)' })
        .int('PORT deve ser um inteiro entre 1 e 65535 (PORT must be an integer from 1 to 65535)')
        .min(1, 'PORT deve ser um inteiro entre 1 e 65535 (PORT must be an integer from 1 to 65535)')
        .max(65535, 'PORT deve ser um inteiro entre 1 e 65535 (PORT must be an integer from 1 to 65535)')
        .default(3000),
    ),
    DATA_DIR: optionalText,
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\/.+/,
          'DATABASE_URL deve começar com postgres:// ou postgresql:// (DATABASE_URL must be a postgres:// or postgresql:// URL)',
        )
        .optional(),
    ),
    JWT_SECRET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .min(32, 'JWT_SECRET deve ter pelo menos 32 caracteres (JWT_SECRET must be at least 32 characters)')
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
      z.email('ADMIN_EMAIL deve ser um e-mail válido (ADMIN_EMAIL must be a valid e-mail)').optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      blankToUndefined,
      z
        .string()
        .min(6, 'ADMIN_PASSWORD deve ter pelo menos 6 caracteres (ADMIN_PASSWORD must be at least 6 characters)')
        .optional(),
    ),
    WEB_DIST: optionalText,
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^smtps?:\/\/.+/,
          'SMTP_URL deve começar com smtp:// ou smtps:// (SMTP_URL must be an smtp:// or smtps:// URL)',
        )
        .optional(),
    ),
    MAIL_FROM: optionalText,
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^https?:\/\/[^\s]+$/,
          'PUBLIC_URL deve começar com http:// ou https:// (PUBLIC_URL must be an http(s) URL)',
        )
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(
      blankToUndefined,
      z.enum(['0', '1'], { error: 'TRUST_PROXY deve ser 0 ou 1 (TRUST_PROXY must be 0 or 1)' }).optional(),
    ),
    MFA_REQUIRED_ROLES: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value, context) => {
          if (value.trim().toLowerCase() === 'none') return [];
          const codes = [...new Set(value.split(',').map((code) => code.trim().toUpperCase()))].filter(Boolean);
          const unknown = codes.filter((code) => !isAccessRole(code));
          if (unknown.length > 0) {
            context.addIssue({
              code: 'custom',
              message: `MFA_REQUIRED_ROLES: papel desconhecido ${unknown.join(', ')} — use ${accessRoles.join(', ')} ou none (unknown role)`,
            });
            return z.NEVER;
          }
          return codes as AccessRole[];
        })
        .optional(),
    ),
    INIT_CWD: optionalText,
    NODE_ENV: optionalText,
    DEMO_SEED: z.preprocess(
      blankToUndefined,
      z.enum(['0', '1'], { error: 'DEMO_SEED deve ser 0 ou 1 (DEMO_SEED must be 0 or 1)' }).optional(),
    ),
    CNPJ_REGISTRY: z.preprocess(
      blankToUndefined,
      z
        .enum(['brasilapi', 'receitaws', 'offline'], {
          error:
            'CNPJ_REGISTRY deve ser brasilapi, receitaws ou offline (CNPJ_REGISTRY must be brasilapi, receitaws or offline)',
        })
        .default('brasilapi'),
    ),
    CNPJ_REGISTRY_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, 'CNPJ_REGISTRY_URL deve começar com http:// ou https:// (must be an http(s) URL)')
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, 'S3_ENDPOINT deve começar com http:// ou https:// (must be an http(s) URL)')
        .optional(),
    ),
    S3_REGION: optionalText,
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.preprocess(
      blankToUndefined,
      z.enum(['0', '1'], { error: 'S3_FORCE_PATH_STYLE deve ser 0 ou 1 (must be 0 or 1)' }).optional(),
    ),
    UPLOAD_MAX_MB: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'UPLOAD_MAX_MB deve ser um número (must be a number)' })
        .int('UPLOAD_MAX_MB deve ser um inteiro entre 1 e 1024 (must be an integer from 1 to 1024)')
        .min(1, 'UPLOAD_MAX_MB deve ser um inteiro entre 1 e 1024 (must be an integer from 1 to 1024)')
        .max(1024, 'UPLOAD_MAX_MB deve ser um inteiro entre 1 e 1024 (must be an integer from 1 to 1024)')
        .default(20),
    ),
    API_MAX_CONCURRENCY: intSetting('API_MAX_CONCURRENCY', 0, 1000),
    API_MAX_QUEUE: intSetting('API_MAX_QUEUE', 0, 100_000),
    API_MAX_WAIT_MS: intSetting('API_MAX_WAIT_MS', 0, 600_000),
    WEB_CONCURRENCY: intSetting('WEB_CONCURRENCY', 1, 64),
    LICENSE_EXPIRY_WINDOW_DAYS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'LICENSE_EXPIRY_WINDOW_DAYS deve ser um número (must be a number)' })
        .int('LICENSE_EXPIRY_WINDOW_DAYS deve ser um inteiro entre 1 e 365 (must be an integer from 1 to 365)')
        .min(1, 'LICENSE_EXPIRY_WINDOW_DAYS deve ser um inteiro entre 1 e 365 (must be an integer from 1 to 365)')
        .max(365, 'LICENSE_EXPIRY_WINDOW_DAYS deve ser um inteiro entre 1 e 365 (must be an integer from 1 to 365)')
        .default(defaultLicenseSettings.expiryWindowDays),
    ),
    ALERT_LEAD_DAYS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/,
          'ALERT_LEAD_DAYS deve ser uma lista de dias, ex. 90,60,30,15,7,1 (a comma-separated list of days)',
        )
        .optional(),
    ),
    ALERT_TIME: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ALERT_TIME deve ser HH:MM, ex. 06:00 (must be HH:MM)')
        .default(defaultLicenseSettings.alertTime),
    ),
    ALERT_TIME_ZONE: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(isTimeZone, 'ALERT_TIME_ZONE deve ser um fuso IANA, ex. America/Sao_Paulo (must be an IANA time zone)')
        .default(defaultLicenseSettings.timeZone),
    ),
  })
  .refine(
    (env) =>
      env.S3_BUCKET === undefined || (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined),
    {
      message:
        'Com S3_BUCKET defina também S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      path: ['S3_BUCKET'],
    },
  )
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message:
      'Defina ADMIN_EMAIL e ADMIN_PASSWORD juntos, ou nenhum dos dois (set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither)',
    path: ['ADMIN_PASSWORD'],
  });

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings from the environment and fails fast, in Portuguese and
 * English, on a bad value. Relative paths are taken from where `npm` was run
 * (INIT_CWD), since `npm start -w @product/server` runs inside apps/server.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.message}`);
    throw new ConfigError(`Configuração inválida (invalid configuration):\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const base = values.INIT_CWD ?? process.cwd();
  const dataDir = values.DATA_DIR ? path.resolve(base, values.DATA_DIR) : defaultDataDir;
  const webDist = values.WEB_DIST ? path.resolve(base, values.WEB_DIST) : defaultWebDist;
  mkdirSync(dataDir, { recursive: true });
  const overload = defaultOverloadSettings[values.DATABASE_URL ? 'postgres' : 'pglite'];
  const warnings: string[] = [];
  if (values.DATABASE_URL && !values.JWT_SECRET) {
    // A shared database suggests several instances: each would sign with the secret of its own
    // DATA_DIR, and a token of one would be refused by the others.
    warnings.push(
      `Aviso: DATABASE_URL sem JWT_SECRET — o segredo dos tokens está em ${path.join(dataDir, 'jwt-secret')}; com várias instâncias, defina o mesmo JWT_SECRET em todas (set one JWT_SECRET for every instance).`,
    );
  }
  // Hosting platforms set WEB_CONCURRENCY on their own: on PGlite it is noted, not fatal.
  if (!values.DATABASE_URL && values.WEB_CONCURRENCY !== undefined && values.WEB_CONCURRENCY > 1) {
    warnings.push(
      `Aviso: WEB_CONCURRENCY=${values.WEB_CONCURRENCY} ignorado — com PGlite um só processo atende (PGlite serves from one process; WEB_CONCURRENCY needs DATABASE_URL).`,
    );
  }

  return {
    port: values.PORT,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    jwtSecret: new TextEncoder().encode(values.JWT_SECRET ?? storedSecret(dataDir)),
    warnings,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : null,
    webDist,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? defaultMailFrom,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    trustProxy: values.TRUST_PROXY === '1',
    mfaRequiredRoles: values.MFA_REQUIRED_ROLES ?? [...defaultMfaRequiredRoles],
    production: values.NODE_ENV === 'production',
    demoSeed: values.DEMO_SEED ? values.DEMO_SEED === '1' : values.NODE_ENV !== 'production',
    registry: { kind: values.CNPJ_REGISTRY, baseUrl: values.CNPJ_REGISTRY_URL?.replace(/\/+$/, '') ?? null },
    storage:
      values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: values.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
            region: values.S3_REGION ?? 'us-east-1',
            bucket: values.S3_BUCKET,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE === '1',
          }
        : { kind: 'local', root: path.join(dataDir, 'files') },
    uploadMaxBytes: values.UPLOAD_MAX_MB * 1024 * 1024,
    licenses: {
      expiryWindowDays: values.LICENSE_EXPIRY_WINDOW_DAYS,
      alertLeadDays: values.ALERT_LEAD_DAYS
        ? [...new Set(values.ALERT_LEAD_DAYS.split(',').map((day) => Number(day.trim())))].sort((a, b) => b - a)
        : defaultLicenseSettings.alertLeadDays,
      alertTime: values.ALERT_TIME,
      timeZone: values.ALERT_TIME_ZONE,
    },
    overload: {
      maxConcurrency: values.API_MAX_CONCURRENCY ?? overload.maxConcurrency,
      maxQueue: values.API_MAX_QUEUE ?? overload.maxQueue,
      maxWaitMs: values.API_MAX_WAIT_MS ?? overload.maxWaitMs,
    },
    workers: values.DATABASE_URL ? (values.WEB_CONCURRENCY ?? availableParallelism()) : 1,
  };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Without JWT_SECRET: 64 random bytes made on the first start and kept, owner-only, in DATA_DIR/jwt-secret. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(
      `O arquivo ${file} está vazio ou curto demais; apague-o para gerar outro (${file} is too short).`,
    );
  }
  const secret = randomBytes(64).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
