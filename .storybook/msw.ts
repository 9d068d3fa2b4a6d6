import { setupWorker } from 'msw/browser';

// Only calls to our API (or to another origin) must be mocked; the dev server's
// own requests for modules, fonts and assets pass through untouched.
function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  return url.origin !== globalThis.location.origin || url.pathname.startsWith('/api/');
}

/** Starts msw once, failing any API request that a story forgot to mock. */
export async function startMsw() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isApiRequest(request)) print.error();
    },
  });
  return worker;
}
