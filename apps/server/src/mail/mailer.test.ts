import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { tempDir } from '../test/harness';
import { createMailer, passwordResetMessage } from './mailer';
import { readOutbox } from './read-outbox';

describe('createMailer', () => {
  const dirs: { remove(): void }[] = [];
  const dataDir = () => {
    const dir = tempDir('conforma-mailer-');
    dirs.push(dir);
    return dir.path;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });
  const message = passwordResetMessage(
    { email: 'ana@padaria.test', name: 'Ana <Conceição>' },
    'https://conforma.test/reset-password?token=abc_DEF-123',
    'Conforma',
  );

  it('writes an RFC 822 file with an encoded subject to DATA_DIR/outbox without SMTP_URL', async () => {
    const dir = dataDir();
    const logged: string[] = [];
    await createMailer({ dataDir: dir, log: (line) => logged.push(line) }).send(message);
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}\.eml$/);
    const raw = readFileSync(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?/m);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(logged).toEqual([
      `E-mail para ana@padaria.test gravado em ${path.join(dir, 'outbox', files[0] ?? '')} (SMTP_URL não definido)`,
    ]);
    const [read] = await readOutbox(path.join(dir, 'outbox'));
    expect(read).toMatchObject({
      from: 'Conforma <nao-responda@conforma.local>',
      to: 'ana@padaria.test',
      subject: 'Conforma: redefinição de senha',
    });
    expect(read?.text).toContain('Olá, Ana <Conceição>.');
    expect(read?.text).toContain('https://conforma.test/reset-password?token=abc_DEF-123');
    expect(read?.html).toContain('Olá, Ana &#60;Conceição&#62;.');
    expect(read?.html).toContain('<a href="https://conforma.test/reset-password?token=abc_DEF-123">');
  });

  it('uses MAIL_FROM and gives each message its own file', async () => {
    const dir = dataDir();
    const mailer = createMailer({ dataDir: dir, mailFrom: 'Suporte <suporte@empresa.test>', log: () => {} });
    await mailer.send(message);
    await mailer.send(message);
    const read = await readOutbox(path.join(dir, 'outbox'));
    expect(read.map((item) => item.from)).toEqual(['Suporte <suporte@empresa.test>', 'Suporte <suporte@empresa.test>']);
  });

  it('sends through SMTP_URL when it is set, and writes no file', async () => {
    const dir = dataDir();
    const mailer = createMailer({ dataDir: dir, smtpUrl: 'smtp://127.0.0.1:1', log: () => {} });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect(existsSync(path.join(dir, 'outbox'))).toBe(false);
  });
});

describe('mail and proxy settings', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });
  const env = (values: Record<string, string>) => {
    const dir = tempDir('conforma-config-');
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir.path, JWT_SECRET: 's'.repeat(40), ...values });
  };

  it('defaults to the outbox, the Conforma sender, localhost on PORT and no proxy', () => {
    expect(env({ PORT: '4100' })).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Conforma <nao-responda@conforma.local>',
      publicUrl: 'http://localhost:4100',
      trustProxy: false,
    });
  });
  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL (without its trailing slash) and TRUST_PROXY', () => {
    expect(
      env({
        SMTP_URL: 'smtps://u:p@mail.test:465',
        MAIL_FROM: 'X <x@y.test>',
        PUBLIC_URL: 'https://app.test/',
        TRUST_PROXY: '1',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.test:465',
      mailFrom: 'X <x@y.test>',
      publicUrl: 'https://app.test',
      trustProxy: true,
    });
  });
  it('refuses bad values', () => {
    expect(() => env({ SMTP_URL: 'mail.test' })).toThrow(/SMTP_URL deve começar com smtp:\/\/ ou smtps:\/\//);
    expect(() => env({ PUBLIC_URL: 'app.test' })).toThrow(/PUBLIC_URL deve começar com http:\/\/ ou https:\/\//);
    expect(() => env({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY deve ser 0 ou 1/);
  });
});
