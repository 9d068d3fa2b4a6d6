/** How much of a request body has gone out: the shape of ky's `Progress`, so callers read one kind of progress. */
export interface UploadProgress {
  /** 0 to 1. */
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

export type UploadProgressHandler = (progress: UploadProgress) => void;

/** Statuses whose answer may not carry a body (the Response constructor throws otherwise). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function progressOf(transferredBytes: number, totalBytes: number): UploadProgress {
  return { percent: totalBytes > 0 ? Math.min(transferredBytes / totalBytes, 1) : 1, transferredBytes, totalBytes };
}

/**
 * A `fetch` that sends through XMLHttpRequest, whose `upload` events report the
 * body as it goes out. Handed to ky as its `fetch` for one call, so ky's hooks
 * (the bearer token, `ApiError`) and timeout apply as to every other call.
 *
 * Why not ky's own `onUploadProgress`: it streams the body (`duplex: 'half'`),
 * which Firefox and Safari refuse outright and Chromium accepts only over
 * HTTP/2, so a spreadsheet upload would fail on a plain HTTP/1.1 server.
 * Without XMLHttpRequest (Node, the unit tests) it falls back to `fetch` and
 * reports the whole body as sent once the answer arrives.
 */
export function fetchWithUploadProgress(onProgress: UploadProgressHandler): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const Xhr = globalThis.XMLHttpRequest;
    if (typeof Xhr !== 'function') {
      const size = request.body ? (await request.clone().arrayBuffer()).byteLength : 0;
      onProgress(progressOf(0, size));
      const response = await fetch(request);
      onProgress(progressOf(size, size));
      return response;
    }
    // The whole multipart body with its boundary (the Content-Type header keeps it too).
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const { signal } = request;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new Xhr();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      const size = body?.size ?? 0;
      xhr.upload.addEventListener('loadstart', () => onProgress(progressOf(0, size)));
      xhr.upload.addEventListener('progress', (event) =>
        onProgress(progressOf(event.loaded, event.lengthComputable ? event.total : size)),
      );
      let uploaded = false;
      xhr.upload.addEventListener('load', () => {
        uploaded = true;
        onProgress(progressOf(size, size));
      });
      const abort = () => xhr.abort();
      signal.addEventListener('abort', abort, { once: true });
      const settle = () => signal.removeEventListener('abort', abort);
      xhr.addEventListener('load', () => {
        settle();
        // An answer means the whole body went out; Chromium skips the upload events when a service worker answers.
        if (!uploaded) onProgress(progressOf(size, size));
        const status = xhr.status;
        resolve(
          new Response(nullBodyStatuses.has(status) ? null : (xhr.response as Blob), {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      });
      // The same failures fetch reports: a TypeError for the network, the signal's reason for an abort.
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      });
      xhr.send(body);
    });
  };
}
