import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SigningCredentials, signRequest, unsignedPayload } from '../storage/sigv4';

/**
 * A small S3 stand-in for tests (path-style, one bucket): checks each
 * request's SigV4 signature — the Authorization header's shape, the payload
 * hash and the signature recomputed from what actually arrived — or a
 * presigned query with its expiry, keeps objects in memory and answers like
 * S3 (404 NoSuchKey, 403 SignatureDoesNotMatch, 204 on DELETE).
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  /** Every request as received: method, raw path, headers. */
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  /** The clock presigned URLs are checked against. */
  now: () => Date;
  close(): Promise<void>;
}

const authorizationShape =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function xmlError(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseAmzDate(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

export async function startFakeS3(
  credentials: SigningCredentials & { bucket: string },
  options: { now?: () => Date } = {},
): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const fake = { now: options.now ?? (() => new Date()) };

  const server = createServer(async (request, response) => {
    const rawUrl = request.url ?? '/';
    requests.push({ method: request.method ?? '', url: rawUrl, headers: request.headers });
    const body = await readBody(request);
    const url = new URL(rawUrl, 'http://fake');
    const prefix = `/${credentials.bucket}/`;
    if (!url.pathname.startsWith(prefix)) return xmlError(response, 404, 'NoSuchBucket');
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const query = Object.fromEntries(url.searchParams);

    let signed: { signature: string; expected: string };
    if (query['X-Amz-Signature']) {
      // Presigned: only GET, within X-Amz-Expires of X-Amz-Date.
      const { 'X-Amz-Signature': signature = '', ...rest } = query;
      const start = parseAmzDate(rest['X-Amz-Date'] ?? '');
      const expires = Number(rest['X-Amz-Expires']);
      if (request.method !== 'GET' || rest['X-Amz-SignedHeaders'] !== 'host') {
        return xmlError(response, 403, 'AccessDenied');
      }
      const now = fake.now().getTime();
      if (Number.isNaN(start.getTime()) || now > start.getTime() + expires * 1000 || now < start.getTime() - 900_000) {
        return xmlError(response, 403, 'AccessDenied');
      }
      const expected = signRequest(
        credentials,
        {
          method: 'GET',
          path: url.pathname,
          query: rest,
          headers: { host: request.headers.host ?? '' },
          payloadHash: unsignedPayload,
        },
        rest['X-Amz-Date'] ?? '',
      ).signature;
      signed = { signature, expected };
    } else {
      const match = authorizationShape.exec(request.headers.authorization ?? '');
      if (!match) return xmlError(response, 400, 'AuthorizationHeaderMalformed');
      const [, accessKeyId, , region, signedHeaderList = '', signature = ''] = match;
      if (accessKeyId !== credentials.accessKeyId) return xmlError(response, 403, 'InvalidAccessKeyId');
      if (region !== credentials.region) return xmlError(response, 400, 'AuthorizationHeaderMalformed');
      const payloadHash = request.headers['x-amz-content-sha256'];
      if (payloadHash !== createHash('sha256').update(body).digest('hex')) {
        return xmlError(response, 400, 'XAmzContentSHA256Mismatch');
      }
      const signedHeaders = signedHeaderList.split(';');
      for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
        if (!signedHeaders.includes(required)) return xmlError(response, 403, 'SignatureDoesNotMatch');
      }
      const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]));
      const expected = signRequest(
        credentials,
        { method: request.method ?? '', path: url.pathname, query, headers, payloadHash },
        String(request.headers['x-amz-date'] ?? ''),
      ).signature;
      signed = { signature, expected };
    }
    if (signed.signature !== signed.expected) return xmlError(response, 403, 'SignatureDoesNotMatch');

    if (request.method === 'PUT') {
      objects.set(key, {
        bytes: new Uint8Array(body),
        contentType: String(request.headers['content-type'] ?? ''),
      });
      response.writeHead(200, { etag: '"fake"' });
      return response.end();
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(response, 404, 'NoSuchKey');
      response.writeHead(200, {
        'content-type': query['response-content-type'] ?? object.contentType,
        ...(query['response-content-disposition']
          ? { 'content-disposition': query['response-content-disposition'] }
          : {}),
      });
      return response.end(Buffer.from(object.bytes));
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    return xmlError(response, 405, 'MethodNotAllowed');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    get now() {
      return fake.now;
    },
    set now(clock: () => Date) {
      fake.now = clock;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
