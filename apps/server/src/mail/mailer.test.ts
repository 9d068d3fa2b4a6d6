import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { passwordResetPaths } from '@product/api/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { databaseKinds, insertUser, jsonPost, tempDir } from '../testing/harness';
import { mailWorld } from '../testing/mail-app';
import { readOutbox } from '../testing/read-outbox';
import { createMailer, passwordResetMessage } from './mailer';

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

/** Bidi controls, the BOM and line separators (NEL, U+2028, U+2029). */
const invisible = /[\u0085\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** The header lines of an .eml file, unfolded, and its decoded parts. */
async function readRaw(outbox: string) {
  const [file] = readdirSync(outbox);
  const raw = readFileSync(path.join(outbox, file ?? ''), 'utf8');
  const headerLines = raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n');
  const [message] = await readOutbox(outbox);
  return { headerLines, message };
}

describe('invisible characters in e-mails', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) dir.remove();
  });

  it('never reach a header or a body: bidi controls are removed, line separators become spaces', async () => {
    const dir = tempDir('conforma-mailer-');
    dirs.push(dir);
    await createMailer({ dataDir: dir.path, log: () => {} }).send({
      to: 'ana@padaria.test',
      subject: 'Aviso\u0085Bcc: intruso@fora.test\u2028X-Falso: 1\u2029\u202Eeto\u200F',
      text: 'Olá, Ana\u2028Lima\u202E.',
      html: '<p>Olá, Ana\u0085Lima\u2066.</p>',
    });
    const { headerLines, message } = await readRaw(path.join(dir.path, 'outbox'));
    // Header lines are plain ASCII (nodemailer encodes the rest), and no line was added.
    for (const line of headerLines) expect(line).toMatch(/^[A-Za-z-]+: [\x20-\x7E]*$/);
    expect(headerLines.map((line) => line.split(':')[0])).not.toContain('Bcc');
    expect(message?.subject).toBe('Aviso Bcc: intruso@fora.test X-Falso: 1 eto');
    expect(message?.text).toBe('Olá, Ana Lima.');
    expect(message?.html).toBe('<p>Olá, Ana Lima.</p>');
  });
});

describe.each(databaseKinds)('e-mail to a person whose stored name holds invisible characters on %s', (kind) => {
  const world = mailWorld(kind);
  beforeAll(async () => {
    // Written straight to the database, as a name saved before requests refused these characters.
    await insertUser(world.db, {
      email: 'ana@padaria.test',
      accessRole: 'ADMIN',
      clientId: world.accountId,
      name: 'Ana\u0085Bcc: intruso@fora.test\u2028Lima\u202E',
    });
  });

  it('writes the password reset e-mail without them, in headers and bodies', async () => {
    const response = await world.mail.app.request(
      passwordResetPaths.request,
      jsonPost({ username: 'ana@padaria.test' }),
    );
    expect(response.status).toBe(200);
    const { headerLines, message } = await readRaw(world.mail.outbox);
    for (const line of headerLines) expect(line).toMatch(/^[A-Za-z-]+: [\x20-\x7E]*$/);
    expect(headerLines.map((line) => line.split(':')[0])).not.toContain('Bcc');
    expect(message?.subject).not.toMatch(invisible);
    expect(message?.text).toContain('Olá, Ana Bcc: intruso@fora.test Lima.');
    expect(message?.text).not.toMatch(invisible);
    expect(message?.html).toContain('Olá, Ana Bcc: intruso@fora.test Lima.');
    expect(message?.html).not.toMatch(invisible);
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
