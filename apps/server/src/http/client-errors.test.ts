import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestApp, openTestDatabase } from '../testing/harness';
import { handleClientErrors } from './client-errors';
import { errorMessages } from './errors';

/** One answer read off a raw socket, and whether the server closed the socket after it. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  closed: boolean;
}

/**
 * The app on a real Node server (as main.ts runs it), since what is tested
 * here happens on the socket: Node's own refusals before Hono sees the
 * request, and what becomes of the connection after a 413.
 */
describe('the HTTP server', () => {
  let handle: DatabaseHandle;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    const app = createTestApp(handle.db);
    server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      // Short timeouts so the 408 comes quickly (Node checks them every connectionsCheckingInterval).
      serverOptions: { headersTimeout: 500, requestTimeout: 5000, connectionsCheckingInterval: 100 },
    });
    handleClientErrors(server);
    await new Promise((done) => server.once('listening', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await handle?.close();
  });

  /** Sends `text` (then `more`, if given, as long as the socket takes it) and reads one answer until the socket closes or `waitMs` pass. */
  function exchange(
    text: string | Buffer,
    options: { more?: Buffer; waitMs?: number; socket?: net.Socket } = {},
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = options.socket ?? net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let closed = false;
      const finish = () => {
        clearTimeout(timer);
        socket.off('data', onData);
        const raw = Buffer.concat(chunks);
        const split = raw.indexOf('\r\n\r\n');
        if (split < 0) return reject(new Error(`no answer: ${JSON.stringify(raw.toString())}`));
        const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: raw.subarray(split + 4).toString('utf8'),
          closed,
        });
      };
      const onData = (chunk: Buffer) => chunks.push(chunk);
      const timer = setTimeout(finish, options.waitMs ?? 2000);
      socket.on('data', onData);
      socket.once('close', () => {
        closed = true;
        finish();
      });
      socket.on('error', () => {}); // a reset after the answer is fine; the answer is what is checked
      const send = () => {
        socket.write(text);
        if (options.more && socket.writable) socket.write(options.more);
      };
      if (options.socket) send();
      else socket.once('connect', send);
    });
  }

  function expectJsonRefusal(answer: RawAnswer, status: number, message: string) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.closed).toBe(true);
  }

  describe('requests Node refuses before the app sees them', () => {
    it('answers a 20 KB URL with 431 and a JSON message, and closes the connection', async () => {
      const answer = await exchange(`GET /api/v1/${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expectJsonRefusal(answer, 431, errorMessages.headersTooLarge);
    });

    it('answers a 20 KB header with 431 and a JSON message, and closes the connection', async () => {
      const answer = await exchange(
        `GET /api/v1/nada HTTP/1.1\r\nHost: localhost\r\nCookie: x=${'b'.repeat(20 * 1024)}\r\n\r\n`,
      );
      expectJsonRefusal(answer, 431, errorMessages.headersTooLarge);
    });

    it('answers 431 on a kept-alive connection after an earlier answer', async () => {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((done) => socket.once('connect', done));
      const first = await exchange('GET /api/v1/nada HTTP/1.1\r\nHost: localhost\r\n\r\n', { socket, waitMs: 300 });
      expect(first.status).toBe(404);
      expect(first.closed).toBe(false);
      const second = await exchange(`GET /${'c'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, { socket });
      expectJsonRefusal(second, 431, errorMessages.headersTooLarge);
    });

    it('answers a malformed request with 400 and a JSON message', async () => {
      const answer = await exchange('HELLO THERE\r\n\r\n');
      expectJsonRefusal(answer, 400, errorMessages.malformedRequest);
    });

    it('answers headers that never finish arriving with 408 and a JSON message', async () => {
      const answer = await exchange('GET /api/v1/nada HTTP/1.1\r\nHost: localhost\r\n', { waitMs: 5000 });
      expectJsonRefusal(answer, 408, errorMessages.requestTimeout);
    });
  });

  describe('a body over the limit (413)', () => {
    const login = '/api/v1/system/user/login';
    const oversized = Buffer.alloc(2 * 1024 * 1024, 'a');

    it('says Connection: close and closes the socket, and the next connection works', async () => {
      const answer = await exchange(
        `POST ${login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${oversized.length}\r\n\r\n`,
        { more: oversized },
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: errorMessages.bodyTooLarge });
      expect(answer.closed).toBe(true);

      const next = await exchange('GET /api/v1/nada HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(next.status).toBe(404);
    });

    it('says Connection: close for a streamed (chunked) body cut off while it is read', async () => {
      const chunk = Buffer.alloc(256 * 1024, 'a');
      const chunked = Buffer.concat(
        Array.from({ length: 8 }, () => [Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
          .flat()
          .concat(Buffer.from('0\r\n\r\n')),
      );
      const answer = await exchange(
        `POST ${login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        { more: chunked },
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: errorMessages.bodyTooLarge });
      expect(answer.closed).toBe(true);
    });

    it('says Connection: close for a multipart body over the largest upload', async () => {
      const answer = await exchange(
        `POST ${login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: 'Arquivo maior que 20 MB.' });
      expect(answer.closed).toBe(true);
    });

    it('lets a keep-alive client go on with its next request', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const request = (method: string, path: string, body?: Buffer) =>
        new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
          let answered = false;
          const sent = http.request(
            {
              host: '127.0.0.1',
              port,
              method,
              path,
              agent,
              headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {},
            },
            (response) => {
              answered = true;
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (part) => {
                text += part;
              });
              response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
              );
            },
          );
          // The client may still be writing the body when the server closes: EPIPE after the answer.
          sent.on('error', (error) => (answered ? undefined : reject(error)));
          sent.end(body);
        });
      try {
        const refused = await request('POST', login, oversized);
        expect(refused).toEqual({
          status: 413,
          connection: 'close',
          body: JSON.stringify({ message: errorMessages.bodyTooLarge }),
        });
        for (let i = 0; i < 3; i++) {
          const next = await request('GET', '/api/v1/nada');
          expect(next.status).toBe(404);
          expect(next.connection).toBe('keep-alive');
        }
      } finally {
        agent.destroy();
      }
    });
  });
});
