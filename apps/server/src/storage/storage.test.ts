import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { tempDir } from '../testing/harness';
import { createStorage } from './create';
import { createLocalStorage, resolveKey } from './local';
import { createS3Storage, S3Error } from './s3';
import { authorizationHeader, emptyPayloadHash, presignedQuery } from './sigv4';

const hostileKeys = [
  '../escape.txt',
  '../../etc/passwd',
  'clients/../../escape.txt',
  '/etc/passwd',
  'clients/./x.pdf',
  'clients//x.pdf',
  'Clients/X.pdf',
  'clients\\..\\x.pdf',
  '%2e%2e/x.pdf',
  'x.pdf\u0000.png',
  '',
  '.',
  '..',
  '.hidden',
  'clients/x.pdf/',
];

describe('SigV4 against the AWS documentation examples', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  };

  it('signs the GET Object example (Authorization header)', () => {
    const header = authorizationHeader(
      credentials,
      {
        method: 'GET',
        path: '/test.txt',
        query: {},
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': emptyPayloadHash,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: emptyPayloadHash,
      },
      '20130524T000000Z',
    );
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the presigned URL example', () => {
    const query = presignedQuery(
      credentials,
      { path: '/test.txt', host: 'examplebucket.s3.amazonaws.com' },
      new Date('2013-05-24T00:00:00Z'),
      86400,
    );
    expect(query).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe('S3 storage against a fake S3 server', () => {
  const settings = {
    kind: 's3' as const,
    region: 'sa-east-1',
    bucket: 'conforma-arquivos',
    accessKeyId: 'AKIATESTE',
    secretAccessKey: 'segredo-de-teste',
    forcePathStyle: true,
  };
  let fake: FakeS3;

  beforeAll(async () => {
    fake = await startFakeS3(settings);
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.objects.clear();
    fake.requests.length = 0;
    fake.now = () => new Date();
  });

  const storage = () => createS3Storage({ ...settings, endpoint: fake.endpoint });
  const bytes = new TextEncoder().encode('%PDF-1.7 conteúdo');

  it('puts, gets and deletes an object with signed requests', async () => {
    const key = 'clients/1/companies/2/3f1e9c1a-0000-4000-8000-000000000001.pdf';
    await storage().put(key, bytes, 'application/pdf');
    expect(fake.objects.get(key)).toEqual({ bytes, contentType: 'application/pdf' });
    const [put] = fake.requests;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`/conforma-arquivos/${key}`);
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTE\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );

    expect(await storage().get(key)).toEqual(bytes);
    await storage().delete(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    // Deleting a missing key is not an error.
    await storage().delete(key);
    expect(fake.requests.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET', 'DELETE']);
  });

  it('fails loudly with the store’s error code on a wrong secret or bucket', async () => {
    const wrongSecret = createS3Storage({ ...settings, endpoint: fake.endpoint, secretAccessKey: 'outro' });
    await expect(wrongSecret.put('logo-a.png', bytes, 'image/png')).rejects.toMatchObject({
      name: 'S3Error',
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.get('logo-a.png')).rejects.toBeInstanceOf(S3Error);
    const wrongBucket = createS3Storage({ ...settings, endpoint: fake.endpoint, bucket: 'outro-balde' });
    await expect(wrongBucket.get('logo-a.png')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    expect(fake.objects.size).toBe(0);
  });

  it('presigns a GET that the store honours for five minutes, with the answer headers signed', async () => {
    const key = 'clients/1/companies/2/relatorio.pdf';
    await storage().put(key, bytes, 'application/octet-stream');
    const now = new Date();
    const url = storage().presignGet?.(key, {
      now,
      expiresInSeconds: 300,
      contentType: 'application/pdf',
      contentDisposition: 'inline; filename="Relatorio.pdf"; filename*=UTF-8\'\'Relat%C3%B3rio.pdf',
    });
    if (!url) throw new Error('S3 storage must presign');
    expect(url.startsWith(`${fake.endpoint}/conforma-arquivos/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');

    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toBe(
      'inline; filename="Relatorio.pdf"; filename*=UTF-8\'\'Relat%C3%B3rio.pdf',
    );
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(bytes);

    // Changing a signed parameter breaks the signature.
    const forged = new URL(url);
    forged.searchParams.set('response-content-type', 'text/html');
    expect((await fetch(forged)).status).toBe(403);

    fake.now = () => new Date(now.getTime() + 301_000);
    expect((await fetch(url)).status).toBe(403);
  });

  it('builds virtual-hosted URLs without forcePathStyle, and AWS’s endpoint without one', () => {
    const options = {
      now: new Date('2026-01-02T03:04:05Z'),
      expiresInSeconds: 300,
      contentType: 'image/png',
      contentDisposition: 'inline',
    };
    const hosted = createS3Storage({ ...settings, endpoint: 'https://s3.example.com', forcePathStyle: false });
    expect(hosted.presignGet?.('logo-a.png', options)).toMatch(
      /^https:\/\/conforma-arquivos\.s3\.example\.com\/logo-a\.png\?.*X-Amz-Date=20260102T030405Z/,
    );
    const aws = createS3Storage({ ...settings, endpoint: null, forcePathStyle: false });
    expect(aws.presignGet?.('logo-a.png', options)).toMatch(
      /^https:\/\/conforma-arquivos\.s3\.sa-east-1\.amazonaws\.com\/logo-a\.png\?/,
    );
  });

  it('refuses keys the server could not have made, before any request', async () => {
    for (const key of hostileKeys) {
      await expect(storage().put(key, bytes, 'application/pdf')).rejects.toThrow('invalid storage key');
      await expect(storage().get(key)).rejects.toThrow('invalid storage key');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('is what createStorage makes from S3 settings', async () => {
    const made = createStorage({ ...settings, endpoint: fake.endpoint });
    await made.put('logo-b.png', bytes, 'image/png');
    expect(fake.objects.has('logo-b.png')).toBe(true);
    expect(typeof made.presignGet).toBe('function');
  });
});

describe('local storage', () => {
  const root = tempDir('conforma-storage-');
  const outside = tempDir('conforma-outside-');
  afterAll(() => {
    root.remove();
    outside.remove();
  });

  it('writes, reads and deletes under the root', async () => {
    const storage = createLocalStorage(root.path);
    const key = 'clients/1/companies/2/abc.pdf';
    await storage.put(key, new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(existsSync(path.join(root.path, 'clients/1/companies/2/abc.pdf'))).toBe(true);
    expect(await storage.get(key)).toEqual(new Uint8Array([1, 2, 3]));
    // Keys are never reused: a second put of the same key fails instead of overwriting.
    await expect(storage.put(key, new Uint8Array([9]), 'application/pdf')).rejects.toThrow();
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(storage.presignGet).toBeUndefined();
  });

  it('refuses any key that could leave the root, and never touches a file outside it', async () => {
    const storage = createLocalStorage(path.join(root.path, 'inner'));
    const victim = path.join(root.path, 'victim.txt');
    writeFileSync(victim, 'intacto');
    for (const key of [...hostileKeys, '../victim.txt', `../${path.basename(outside.path)}/x.txt`]) {
      expect(() => resolveKey(path.join(root.path, 'inner'), key)).toThrow('invalid storage key');
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow('invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
    }
    expect(existsSync(victim)).toBe(true);
    expect(readdirSync(outside.path)).toEqual([]);
  });

  it('is what createStorage makes from local settings', async () => {
    const storage = createStorage({ kind: 'local', root: root.path });
    await storage.put('logo-c.png', new Uint8Array([7]), 'image/png');
    expect(existsSync(path.join(root.path, 'logo-c.png'))).toBe(true);
  });
});
