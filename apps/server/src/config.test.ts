import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, defaultDataDir, defaultWebDist, loadConfig } from './config';
import { tempDir } from './test/harness';

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
});
