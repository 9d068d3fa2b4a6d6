import type { StorageSettings } from '../config';
import { assertStorageKey } from './key';
import { amzDates, authorizationHeader, emptyPayloadHash, presignedQuery, sha256Hex, uriEncode } from './sigv4';
import type { FileStorage } from './types';

export type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

export interface S3Options {
  /** The HTTP client; tests may wrap it. */
  fetch?: typeof fetch;
  /** Per request; a stuck store must not hold an upload forever. */
  timeoutMs?: number;
}

/** A failed S3 call: the HTTP status and the store's error code (`NoSuchBucket`, `AccessDenied`…). */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2…), signed with SigV4.
 * Path-style URLs (`endpoint/bucket/key`) when `forcePathStyle`, else
 * virtual-hosted (`bucket.endpoint/key`). Without an endpoint, AWS's regional one.
 */
export function createS3Storage(settings: S3Settings, options: S3Options = {}): FileStorage {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
  };
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const host = settings.forcePathStyle ? endpoint.host : `${settings.bucket}.${endpoint.host}`;
  const bucketPath = settings.forcePathStyle ? `${basePath}/${uriEncode(settings.bucket)}` : basePath;

  function objectUrl(key: string): { url: URL; path: string } {
    assertStorageKey(key);
    const path = `${bucketPath}/${uriEncode(key, true)}`;
    return { url: new URL(`${endpoint.protocol}//${host}${path}`), path };
  }

  async function call(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const { url, path } = objectUrl(key);
    const { dateTime } = amzDates(new Date());
    const headers: Record<string, string> = {
      host,
      'x-amz-content-sha256': body ? sha256Hex(body) : emptyPayloadHash,
      'x-amz-date': dateTime,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = authorizationHeader(
      credentials,
      { method, path, query: {}, headers, payloadHash: headers['x-amz-content-sha256'] ?? emptyPayloadHash },
      dateTime,
    );
    // fetch sets Host itself, from the same URL.
    const { host: _host, ...sent } = headers;
    return send(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function failure(response: Response, what: string): Promise<S3Error> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null;
    return new S3Error(response.status, code, `S3 ${what}: ${response.status}${code ? ` ${code}` : ''}`);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call('GET', key);
      if (!response.ok) {
        const error = await failure(response, `GET ${key}`);
        // Only a missing key is "no such file"; a missing bucket is a broken setting.
        if (error.status === 404 && (error.code === 'NoSuchKey' || error.code === null)) return null;
        throw error;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      // S3 answers 204 whether or not the key existed; some compatible stores say 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
    presignGet(key, presign) {
      const { url, path } = objectUrl(key);
      const query = presignedQuery(
        credentials,
        {
          path,
          host,
          extra: {
            'response-content-type': presign.contentType,
            'response-content-disposition': presign.contentDisposition,
          },
        },
        presign.now,
        presign.expiresInSeconds,
      );
      return `${url.origin}${path}?${query}`;
    },
  };
}
