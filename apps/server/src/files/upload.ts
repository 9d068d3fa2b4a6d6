import { clientFileTexts } from '@product/api/contract';
import { formatByteLimit } from '@product/domain';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, badRequest, errorMessages, payloadTooLarge } from '../http/errors';
import { refuseControlCharacters } from '../http/validation';
import { sanitizeFileName } from './names';

/** Room for the multipart boundaries, part headers and small text fields around the file. */
export const multipartEnvelopeBytes = 64 * 1024;

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType?.trim() ?? '');
}

// How a limit reads is the domain's (the mocks answer the same message).
export { formatByteLimit };

/** 'Arquivo maior que 20 MB.' */
export function tooLargeMessage(maxBytes: number): string {
  return `${clientFileTexts.tooLarge} ${formatByteLimit(maxBytes)}.`;
}

/**
 * Stops reading an upload's body past the limit (Content-Length when sent,
 * else while it streams), so a huge body is refused before it is buffered.
 * The file itself is measured again once parsed.
 */
export function uploadBodyLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes + multipartEnvelopeBytes,
    onError: (c) => {
      throw payloadTooLarge(c, tooLargeMessage(maxBytes));
    },
  });
}

export interface Upload {
  /** Sanitised (see sanitizeFileName). */
  name: string;
  bytes: Uint8Array;
  /** The text fields sent with it. */
  fields: Record<string, string>;
}

/**
 * The multipart field `file` and the text fields beside it: 400 when there is
 * no file or it is empty, 413 past `maxBytes`. The browser's Content-Type of
 * the part is ignored; the content is checked by its bytes afterwards.
 */
export async function readUpload(c: Context, maxBytes: number, field = 'file'): Promise<Upload> {
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(errorMessages.invalidBody);
  }
  const part = body[field];
  if (part === undefined || typeof part === 'string') throw badRequest(clientFileTexts.fileRequired);
  if (part.size > maxBytes) throw payloadTooLarge(c, tooLargeMessage(maxBytes));
  if (part.size === 0) throw badRequest(clientFileTexts.emptyFile);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  // Text fields and their names follow the JSON bodies' rule; the file name is cleaned instead (sanitizeFileName).
  refuseControlCharacters(fields);
  return { name: sanitizeFileName(part.name), bytes: new Uint8Array(await part.arrayBuffer()), fields };
}
