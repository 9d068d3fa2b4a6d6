import { notify } from '@product/ui';
import { expect, waitFor, within } from 'storybook/test';

/** The toasts on screen (sonner's list), to tell a toast from the same text in a dialog. */
export async function toasts() {
  const list = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    if (!found) throw new Error('no toast on screen');
    return found;
  });
  return within(list);
}

/** Toasts close on a timer: clear them so the screenshot holds still. */
export async function dismissToasts() {
  notify.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}
