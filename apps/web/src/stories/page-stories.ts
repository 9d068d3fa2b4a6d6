import type { SessionClaims } from '@product/api/client';
import type { StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import type { AppPage } from './AppPage';
import { dismissToasts, toasts } from './toasts';

/** A story of the real app at one URL (`AppPage`), before a file's meta narrows it. */
export type PageStory = StoryObj<typeof AppPage>;

/** What a play function queries: the story's canvas, or `within` any element. */
export type Canvas = ReturnType<typeof within>;

/** The user events a play function clicks with. */
export interface Clicks {
  click: (element: Element) => Promise<void>;
}

/**
 * The parameters every page story shares: the whole width, the msw handlers that answer the
 * page's API, and the docs text; `more` for anything else the file adds (a screenshot option).
 */
export function pageParameters({
  handlers,
  description,
  ...more
}: {
  handlers: RequestHandler[];
  description: string;
  [parameter: string]: unknown;
}) {
  return {
    layout: 'fullscreen' as const,
    msw: { handlers },
    ...more,
    docs: { description: { component: description } },
  };
}

/** The dialog of that name, once it is open (dialogs are portalled to <body>). */
export async function dialogNamed(name: string) {
  return within(await within(document.body).findByRole('dialog', { name }));
}

/** The §8 error toast: its title and the server's reason; then cleared so the picture holds still. */
export async function expectErrorToast(title: string, reason: string | RegExp) {
  const shown = await toasts();
  await expect(await shown.findByText(title)).toBeVisible();
  await expect(shown.getByText(reason)).toBeVisible();
  await dismissToasts();
}

/** Staff whose role may not open the screen: 'Acesso restrito' in the page and in a toast. */
export function restrictedStory(claims: SessionClaims): PageStory {
  return {
    args: { claims },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
      await expect(await (await toasts()).findByText('Acesso restrito.')).toBeVisible();
      await dismissToasts();
    },
  };
}
