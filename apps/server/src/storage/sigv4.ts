import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, written against the AWS documentation
 * ("Authenticating Requests: Using the Authorization Header" and "Using Query
 * Parameters"); the test checks it against the documentation's own examples.
 * An SDK would weigh megabytes for the three calls the storage makes.
 */

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const emptyPayloadHash = sha256Hex(new Uint8Array());
export const unsignedPayload = 'UNSIGNED-PAYLOAD';

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** `20130524T000000Z` and `20130524`. */
export function amzDates(now: Date): { dateTime: string; date: string } {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { dateTime, date: dateTime.slice(0, 8) };
}

function canonicalQuery(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export interface CanonicalRequest {
  method: string;
  /** Already URI-encoded path, e.g. `/bucket/clients/1/a%20b.pdf`. */
  path: string;
  query: Readonly<Record<string, string>>;
  /** Header names in any case; values are trimmed. Must include `host`. */
  headers: Readonly<Record<string, string>>;
  payloadHash: string;
}

function canonicalParts(request: CanonicalRequest): { text: string; signedHeaders: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const text = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

function signingKey(credentials: SigningCredentials, date: string): Buffer {
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, date);
  return hmac(hmac(hmac(dateKey, credentials.region), 's3'), 'aws4_request');
}

/** The signature of a canonical request at `dateTime` (`x-amz-date`), and the headers it signed. */
export function signRequest(
  credentials: SigningCredentials,
  request: CanonicalRequest,
  dateTime: string,
): { signature: string; signedHeaders: string; scope: string } {
  const date = dateTime.slice(0, 8);
  const scope = `${date}/${credentials.region}/s3/aws4_request`;
  const { text, signedHeaders } = canonicalParts(request);
  const stringToSign = ['AWS4-HMAC-SHA256', dateTime, scope, sha256Hex(text)].join('\n');
  const signature = hmac(signingKey(credentials, date), stringToSign).toString('hex');
  return { signature, signedHeaders, scope };
}

/** The Authorization header of a request whose headers include `x-amz-date` and `x-amz-content-sha256`. */
export function authorizationHeader(
  credentials: SigningCredentials,
  request: CanonicalRequest,
  dateTime: string,
): string {
  const { signature, signedHeaders, scope } = signRequest(credentials, request, dateTime);
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/**
 * The query string of a presigned GET: only `host` is signed, the payload is
 * unsigned, and `extra` (e.g. `response-content-disposition`) is covered by
 * the signature so nobody can change it.
 */
export function presignedQuery(
  credentials: SigningCredentials,
  request: { path: string; host: string; extra?: Readonly<Record<string, string>> },
  now: Date,
  expiresInSeconds: number,
): string {
  const { dateTime, date } = amzDates(now);
  const query: Record<string, string> = {
    ...request.extra,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${date}/${credentials.region}/s3/aws4_request`,
    'X-Amz-Date': dateTime,
    'X-Amz-Expires': String(expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const { signature } = signRequest(
    credentials,
    { method: 'GET', path: request.path, query, headers: { host: request.host }, payloadHash: unsignedPayload },
    dateTime,
  );
  return `${canonicalQuery(query)}&X-Amz-Signature=${signature}`;
}
