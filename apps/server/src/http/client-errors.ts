import type { Duplex } from 'node:stream';
import { errorMessages } from './errors';

/** What Node's HTTP parser reports; `code` tells which (HPE_HEADER_OVERFLOW, ERR_HTTP_REQUEST_TIMEOUT, …). */
type ClientError = Error & { code?: string };

/** The part of the Node server this needs (`serve` returns an http.Server for HTTP/1). */
interface ClientErrorSource {
  on(event: 'clientError', listener: (error: ClientError, socket: Duplex) => void): unknown;
}

/** Sockets already answered: after a parse error Node may report the same socket again as more bytes arrive. */
const answered = new WeakSet<Duplex>();

/**
 * Requests Node refuses before Hono sees them (a URL or headers over 16 KB,
 * a malformed request, one that takes too long to arrive) get a JSON answer
 * like every other error, instead of Node's bare status line with no body:
 * 431, 413, 408 or 400, `{ "message": "…" }` in Portuguese, and
 * `Connection: close`, since the rest of what the client sent is not read.
 */
export function handleClientErrors(server: ClientErrorSource): void {
  server.on('clientError', (error, socket) => {
    const first = !answered.has(socket);
    answered.add(socket);
    // A reset client is gone; a closed socket or an answer already under way must not be written into.
    if (first && error.code !== 'ECONNRESET' && socket.writable && !responseUnderWay(socket)) {
      const [status, reason, message] = answerFor(error.code);
      const body = JSON.stringify({ message });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Cache-Control: no-store\r\n' +
          'X-Content-Type-Options: nosniff\r\n' +
          'Connection: close\r\n' +
          '\r\n' +
          body,
      );
      // Closes once the answer is flushed.
      if ('destroySoon' in socket && typeof socket.destroySoon === 'function') socket.destroySoon();
      else socket.end(() => socket.destroy());
      return;
    }
    socket.destroy();
  });
}

function answerFor(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request Header Fields Too Large', errorMessages.headersTooLarge];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'Payload Too Large', errorMessages.bodyTooLarge];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout', errorMessages.requestTimeout];
    default:
      return [400, 'Bad Request', errorMessages.malformedRequest];
  }
}

/**
 * An earlier request on this socket (pipelined) still has its response
 * pending or under way: an answer written now would be read as that one's.
 * (Node's own fallback checks only that the response has not started.)
 */
function responseUnderWay(socket: Duplex): boolean {
  return Boolean((socket as Duplex & { _httpMessage?: unknown })._httpMessage);
}
