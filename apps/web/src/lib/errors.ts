import { toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import { notify } from '@product/ui';

/** The spec's error toast: its title, and the server's message or the default text (spec 1 §8). */
export function notifyApiError(title: string, error: unknown): void {
  notify.error(title, toApiError(error).serverMessage ?? authTexts.unknownReason);
}
