import { watch } from 'node:fs';
import { request } from 'node:http';
import { type CompanyLicenseItem, type CompanyLicenseUpdateRequest, clientFilePaths } from '@product/api/contract';
import { filesOnDisk } from './fault-world';
import { delay, type ServerProcess } from './server-process';
import { download, licenseRows, repository } from './server-process-api';

/** The licence dialog's side of the fault suite: files to upload, the save, and what must hold after a kill. */

/** What a licence row was last sent; after a kill it holds that whole, or what it held before. */
export type LicenseAttempts = Map<number, { before: CompanyLicenseItem; sent: CompanyLicenseUpdateRequest }>;

/** A PDF (by its first bytes) of about `size` bytes. */
export function pdf(name: string, size: number): { name: string; bytes: Uint8Array } {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(`%PDF-1.7\n% ${name}\n`));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return { name, bytes };
}

export function licenseBody(fileId: number, feeFileId: number, serial: number): CompanyLicenseUpdateRequest {
  return {
    isNecessary: true,
    type: 'document',
    validUntil: `2031-0${1 + (serial % 9)}-15`,
    conditions: `Condições da versão ${serial}`,
    feeName: `Taxa ${serial}`,
    feeAmount: 100 + serial,
    feeExpirationDate: '2030-12-31',
    fileId,
    feeFileId,
  };
}

/** Resolves with the name of the first file that appears in `folder` (with `size` bytes, when given). */
export function newFileIn(folder: string, size?: number): Promise<string> {
  const before = new Set(filesOnDisk(folder).keys());
  return new Promise((resolve) => {
    const done = (name: string) => {
      watcher.close();
      clearInterval(poll);
      resolve(name);
    };
    const look = () => {
      for (const [name, bytes] of filesOnDisk(folder)) {
        if (!before.has(name) && (size === undefined || bytes === size)) return done(name);
      }
    };
    const watcher = watch(folder, look);
    // A watcher may miss the size reaching its end: look again now and then.
    const poll = setInterval(look, size === undefined ? 50 : 5);
  });
}

/** An upload whose body is sent in pieces with pauses: `halfSent` once half of it is out. */
export function slowUpload(
  url: string,
  token: string,
  companyId: number,
  file: { name: string; bytes: Uint8Array },
): { halfSent: Promise<void>; ended: Promise<void> } {
  const boundary = 'falhas-boundary-7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file_type"\r\n\r\ndocument\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.from(file.bytes), tail]);
  let reportHalf: () => void = () => {};
  const halfSent = new Promise<void>((resolve) => {
    reportHalf = resolve;
  });
  const ended = new Promise<void>((resolve) => {
    const target = new URL(`${url}${clientFilePaths.repository(companyId)}`);
    const sending = request(target, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(body.byteLength),
      },
    });
    sending.on('error', () => resolve());
    sending.on('response', (answer) => {
      answer.resume();
      answer.on('end', () => resolve());
    });
    const piece = 256 * 1024;
    const send = async () => {
      for (let at = 0; at < body.byteLength; at += piece) {
        if (sending.destroyed) return;
        sending.write(body.subarray(at, at + piece));
        if (at >= body.byteLength / 2) reportHalf();
        await delay(20);
      }
      sending.end();
    };
    void send();
  });
  return { halfSent, ended };
}

/**
 * What the API and the disk show after a restart, as a person would find it:
 * every file of the repository downloads whole, the company's folder holds
 * exactly the repository's files, every file a licence shows downloads, and
 * each licence the test tried to save holds all of what was sent (with both
 * files) or still what it held before.
 */
export async function problemsThroughApi(
  server: ServerProcess,
  token: string,
  companyId: number,
  folder: string,
  attempts: LicenseAttempts,
): Promise<string[]> {
  const problems: string[] = [];
  const listed = await repository(server.url, token, companyId);
  const onDisk = filesOnDisk(folder);
  if (onDisk.size !== listed.total) {
    problems.push(`${onDisk.size} files on disk, ${listed.total} in the repository (orphan or missing bytes)`);
  }
  for (const item of listed.items) {
    const bytes = await download(server.url, token, companyId, item.id);
    if (bytes?.byteLength !== item.size) problems.push(`file ${item.id} '${item.name}' does not download whole`);
  }
  for (const row of await licenseRows(server.url, token, companyId)) {
    const attached = [...row.files.documents, ...row.files.protocols, ...row.files.fees];
    for (const file of attached) {
      if (!(await download(server.url, token, companyId, file.id))) {
        problems.push(`licence ${row.id} points at file ${file.id}, which is missing`);
      }
    }
    const attempt = attempts.get(row.id);
    if (!attempt) continue;
    const { sent, before } = attempt;
    const saved =
      row.validUntil === sent.validUntil &&
      row.conditions === sent.conditions &&
      row.feeName === sent.feeName &&
      row.files.documents.some((file) => file.id === sent.fileId) &&
      row.files.fees.some((file) => file.id === sent.feeFileId);
    const untouched =
      row.validUntil === before.validUntil &&
      row.conditions === before.conditions &&
      row.feeName === before.feeName &&
      JSON.stringify(row.files) === JSON.stringify(before.files);
    if (!saved && !untouched) problems.push(`licence ${row.id} is half-saved: ${JSON.stringify(row)}`);
  }
  return problems;
}
