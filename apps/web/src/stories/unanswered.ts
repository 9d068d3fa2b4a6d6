import { HttpResponse } from 'msw';

/**
 * An answer whose body never arrives, for a story of a form while it is being sent: the form
 * stays busy for the screenshot, and, unlike a request that is never answered, the client's 30 s
 * timeout (it covers the request, not the body) never fires an error toast into a later story.
 */
export function unansweredBody() {
  return new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'application/json' } });
}
