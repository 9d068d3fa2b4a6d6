import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, defaultDataDir, defaultWebDist, loadConfig } from './config';
import { tempDir } from './testing/harness';

describe('loadConfig', () => {
  const dirs: { remove(): void }[] = [];
  const dataDir = () => {
    const dir = tempDir('conforma-config-');
    dirs.push(dir);
    return dir.path;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });

  it('defaults to port 3000, PGlite in DATA_DIR, no administrator and the repo web build', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(dir);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    expect(config.admin).toBeNull();
    expect(config.webDist).toBe(defaultWebDist);
  });

  it('places the default folders at the repository root, wherever it runs from', () => {
    const root = path.dirname(defaultDataDir);
    expect(path.basename(defaultDataDir)).toBe('data');
    expect(existsSync(path.join(root, 'apps', 'server', 'package.json'))).toBe(true);
    expect(defaultWebDist).toBe(path.join(root, 'apps', 'web', 'dist'));
  });

  it('resolves relative folders against INIT_CWD', () => {
    const base = dataDir();
    const config = loadConfig({ INIT_CWD: base, DATA_DIR: 'dados', WEB_DIST: 'web' });
    expect(config.dataDir).toBe(path.join(base, 'dados'));
    expect(config.webDist).toBe(path.join(base, 'web'));
    expect(existsSync(path.join(base, 'dados'))).toBe(true);
  });

  it('makes a 64-byte JWT secret once, owner-only, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')).toHaveLength(64);
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    const other = loadConfig({ DATA_DIR: dataDir() });
    expect(Buffer.from(other.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(false);
  });

  it('prefers JWT_SECRET and refuses a short one', () => {
    const secret = 's'.repeat(40);
    const dir = dataDir();
    expect(new TextDecoder().decode(loadConfig({ DATA_DIR: dir, JWT_SECRET: secret }).jwtSecret)).toBe(secret);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'curto' })).toThrow(/JWT_SECRET deve ter pelo menos 32/);
  });

  it('warns when PostgreSQL is shared without JWT_SECRET, and only then', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/conforma';
    const [warning, ...rest] = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).warnings;
    expect(warning).toMatch(/^Aviso: DATABASE_URL sem JWT_SECRET .*defina o mesmo JWT_SECRET em todas/);
    expect(rest).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, JWT_SECRET: 's'.repeat(40) }).warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir() }).warnings).toEqual([]);
  });

  it('refuses a truncated secret file', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'jwt-secret'), 'abc\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
  });

  it('switches to PostgreSQL for a postgres:// or postgresql:// URL', () => {
    const dir = dataDir();
    for (const url of ['postgres://u@h:5432/db', 'postgresql://u@h/db']) {
      expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    }
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://u@h/db' })).toThrow(
      /DATABASE_URL deve começar com postgres:\/\/ ou postgresql:\/\//,
    );
  });

  it('reads PORT and refuses a bad one', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: '3999' }).port).toBe(3999);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/PORT deve ser um número/);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '70000' })).toThrow(/PORT deve ser um inteiro entre 1 e 65535/);
  });

  it('takes the administrator from ADMIN_EMAIL and ADMIN_PASSWORD, together only', () => {
    const dir = dataDir();
    expect(
      loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: ' Chefe@Empresa.COM ', ADMIN_PASSWORD: 'secret123' }).admin,
    ).toEqual({ email: 'chefe@empresa.com', password: 'secret123' });
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: 'a@b.com' })).toThrow(
      /Defina ADMIN_EMAIL e ADMIN_PASSWORD juntos/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: 'nao-e-email', ADMIN_PASSWORD: 'secret123' })).toThrow(
      /ADMIN_EMAIL deve ser um e-mail válido/,
    );
  });

  it('defaults the client-area settings: BrasilAPI, files under DATA_DIR, 20 MB, 30-day window, alerts at 06:00 in São Paulo', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.registry).toEqual({ kind: 'brasilapi', baseUrl: null });
    expect(config.storage).toEqual({ kind: 'local', root: path.join(dir, 'files') });
    expect(config.uploadMaxBytes).toBe(20 * 1024 * 1024);
    expect(config.licenses).toEqual({
      expiryWindowDays: 30,
      alertLeadDays: [90, 60, 30, 15, 7, 1],
      alertTime: '06:00',
      timeZone: 'America/Sao_Paulo',
    });
    expect(config.demoSeed).toBe(true);
    expect(config.production).toBe(false);
  });

  it('reads the registry, S3, upload, licence and alert settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CNPJ_REGISTRY: 'receitaws',
      CNPJ_REGISTRY_URL: 'http://127.0.0.1:9999/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'conforma',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
      S3_FORCE_PATH_STYLE: '1',
      UPLOAD_MAX_MB: '5',
      LICENSE_EXPIRY_WINDOW_DAYS: '45',
      ALERT_LEAD_DAYS: '7, 30,1,30',
      ALERT_TIME: '07:30',
      ALERT_TIME_ZONE: 'America/Manaus',
    });
    expect(config.registry).toEqual({ kind: 'receitaws', baseUrl: 'http://127.0.0.1:9999' });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'conforma',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
      forcePathStyle: true,
    });
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.licenses).toEqual({
      expiryWindowDays: 45,
      alertLeadDays: [30, 7, 1],
      alertTime: '07:30',
      timeZone: 'America/Manaus',
    });
  });

  it('seeds the demo data unless NODE_ENV=production, and DEMO_SEED decides when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toMatchObject({
      production: true,
      demoSeed: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  it('refuses bad client-area settings in Portuguese and English', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, CNPJ_REGISTRY: 'serpro' })).toThrow(/CNPJ_REGISTRY deve ser brasilapi/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir, UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB deve ser um inteiro/);
    expect(() => loadConfig({ DATA_DIR: dir, ALERT_LEAD_DAYS: '90;60' })).toThrow(/ALERT_LEAD_DAYS deve ser uma lista/);
    expect(() => loadConfig({ DATA_DIR: dir, ALERT_TIME: '6h' })).toThrow(/ALERT_TIME deve ser HH:MM/);
    expect(() => loadConfig({ DATA_DIR: dir, ALERT_TIME_ZONE: 'Brasil/Lua' })).toThrow(
      /ALERT_TIME_ZONE deve ser um fuso IANA/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_SEED: 'sim' })).toThrow(/DEMO_SEED deve ser 0 ou 1/);
  });

  it('requires a second factor of the staff roles unless MFA_REQUIRED_ROLES says otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mfaRequiredRoles).toEqual(['CONFORMA', 'EDITOR', 'PARTNER', 'AFFINITY']);
    expect(loadConfig({ DATA_DIR: dir, MFA_REQUIRED_ROLES: '  ' }).mfaRequiredRoles).toEqual([
      'CONFORMA',
      'EDITOR',
      'PARTNER',
      'AFFINITY',
    ]);
    expect(loadConfig({ DATA_DIR: dir, MFA_REQUIRED_ROLES: ' conforma, Admin ,admin,' }).mfaRequiredRoles).toEqual([
      'CONFORMA',
      'ADMIN',
    ]);
    expect(loadConfig({ DATA_DIR: dir, MFA_REQUIRED_ROLES: 'none' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, MFA_REQUIRED_ROLES: ' NONE ' }).mfaRequiredRoles).toEqual([]);
  });

  it('refuses an unknown role in MFA_REQUIRED_ROLES, naming it and the roles there are', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, MFA_REQUIRED_ROLES: 'CONFORMA,GERENTE' })).toThrow(
      /MFA_REQUIRED_ROLES: papel desconhecido GERENTE — use CONFORMA, .*ADMIN.* ou none \(unknown role\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, MFA_REQUIRED_ROLES: 'todos' })).toThrow(/papel desconhecido TODOS/);
  });

  it('answers from one process per core on PostgreSQL, and WEB_CONCURRENCY decides when set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/conforma';
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, JWT_SECRET: secret }).workers).toBe(
      availableParallelism(),
    );
    const two = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, JWT_SECRET: secret, WEB_CONCURRENCY: '2' });
    expect(two.workers).toBe(2);
    expect(two.warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, WEB_CONCURRENCY: ' ' }).workers).toBe(
      availableParallelism(),
    );
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, WEB_CONCURRENCY: '1' }).workers).toBe(1);
  });

  it('keeps PGlite in one process, saying so when WEB_CONCURRENCY asks for more', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ workers: 1, warnings: [] });
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '1' })).toMatchObject({ workers: 1, warnings: [] });
    const asked = loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '4' });
    expect(asked.workers).toBe(1);
    expect(asked.warnings).toEqual([expect.stringMatching(/^Aviso: WEB_CONCURRENCY=4 ignorado — com PGlite um só/)]);
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64', () => {
    const dir = dataDir();
    for (const value of ['0', '65', '1.5', 'auto']) {
      expect(() => loadConfig({ DATA_DIR: dir, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY deve ser/);
    }
  });
});
