import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
}

export const defaultMailFrom = 'Conforma <nao-responda@conforma.local>';

/** apps/server/src → the repository root, whatever the working directory. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultDataDir = path.join(repoRoot, 'data');
export const defaultWebDist = path.join(repoRoot, 'apps/web/dist');

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().optional());

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
    INIT_CWD: optionalText,
  })
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

  return {
    port: values.PORT,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    jwtSecret: new TextEncoder().encode(values.JWT_SECRET ?? storedSecret(dataDir)),
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : null,
    webDist,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? defaultMailFrom,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    trustProxy: values.TRUST_PROXY === '1',
  };
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
