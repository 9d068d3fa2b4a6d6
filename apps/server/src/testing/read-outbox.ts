import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A message read back from the outbox: what a test needs to check. */
export interface OutboxMessage {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) => decodeQuotedPrintable(text.replace(/_/g, ' ')));

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return match?.[1] ? decodeHeader(match[1].replace(/\r?\n[ \t]/g, ' ')) : '';
}

function part(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return '';
  const bodyStart = raw.indexOf('\r\n\r\n', start);
  const end = raw.indexOf('\r\n----', bodyStart);
  return decodeQuotedPrintable(raw.slice(bodyStart + 4, end < 0 ? undefined : end));
}

/** Every `.eml` file in the outbox, oldest first (tests only). */
export async function readOutbox(outbox: string): Promise<OutboxMessage[]> {
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      return {
        file: name,
        from: header(head, 'From'),
        to: header(head, 'To'),
        subject: header(head, 'Subject'),
        text: part(raw, 'text/plain'),
        html: part(raw, 'text/html'),
      };
    }),
  );
}
