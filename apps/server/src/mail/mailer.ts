import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { neutralizeInvisibleText } from '@product/domain';
import nodemailer from 'nodemailer';
import { type Config, defaultMailFrom } from '../config';

/** One message: Portuguese subject, plain text and a simple HTML version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerConfig = Pick<Config, 'dataDir'> &
  Partial<Pick<Config, 'smtpUrl' | 'mailFrom'>> & {
    /** Where the outbox reports each file (tests silence it). */
    log?: (line: string) => void;
  };

/**
 * With SMTP_URL, sends through that server. Without it (development, tests),
 * writes each message as an RFC 822 `.eml` file under DATA_DIR/outbox, which
 * any mail program opens, and logs one line with its path. Either way every
 * message is neutralised first (`neutralizedMessage`).
 */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.mailFrom ?? defaultMailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...neutralizedMessage(message) });
      },
    };
  }
  const outbox = createOutboxMailer(path.join(config.dataDir, 'outbox'), from, config.log);
  return { send: (message) => outbox.send(neutralizedMessage(message)) };
}

/**
 * The message with bidi controls removed and NEL, U+2028 and U+2029 turned
 * into spaces (`neutralizeInvisibleText`), in every part: names stored before
 * requests refused them neither reorder a line nor, where a reader breaks
 * lines at them, start a header or a line of their own.
 */
function neutralizedMessage(message: MailMessage): MailMessage {
  return {
    to: neutralizeInvisibleText(message.to),
    subject: neutralizeInvisibleText(message.subject),
    text: neutralizeInvisibleText(message.text),
    html: neutralizeInvisibleText(message.html),
  };
}

function createOutboxMailer(
  outbox: string,
  from: string,
  log: (line: string) => void = (line) => console.log(line),
): Mailer {
  // nodemailer's stream transport builds the message (MIME-encoded subject,
  // quoted-printable UTF-8 bodies) without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the mail composer did not return a buffer');
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(6).toString('hex')}.eml`);
      await writeFile(file, raw, { flag: 'wx' });
      log(`E-mail para ${message.to} gravado em ${file} (SMTP_URL não definido)`);
    },
  };
}

/** Text made safe inside the HTML part of a message. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password reset message, in Portuguese, with the single-use link. */
export function passwordResetMessage(
  to: { email: string; name: string },
  link: string,
  brandName: string,
): MailMessage {
  const subject = `${brandName}: redefinição de senha`;
  const text = [
    `Olá, ${to.name}.`,
    '',
    `Recebemos um pedido para redefinir a sua senha no ${brandName}.`,
    'Para escolher uma nova senha, abra o link abaixo (válido por 1 hora e para um único uso):',
    '',
    link,
    '',
    'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
  ].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(to.name)}.</p>`,
    `<p>Recebemos um pedido para redefinir a sua senha no ${escapeHtml(brandName)}.</p>`,
    '<p>Para escolher uma nova senha, abra o link abaixo (válido por 1 hora e para um único uso):</p>',
    `<p><a href="${escapeHtml(link)}">Redefinir a minha senha</a></p>`,
    '<p>Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.</p>',
  ].join('\n');
  return { to: to.email, subject, text, html };
}
