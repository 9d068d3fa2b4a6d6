import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectDialogKeepsFocus } from './dialog-focus';
import { type Canvas, type Clicks, dialogNamed, expectErrorToast, type PageStory } from './page-stories';
import { expectRowActionsOnScreen } from './table-actions';
import { dismissToasts, toasts } from './toasts';

// The states every list screen (ListFrame and its table) goes through, told once: a page story
// names its table and its list call, and keeps its own stories for what is its own.

/** A list call's answer with no rows. */
export const emptyPage = { items: [], total: 0, pages_in_range: 0 };

/** Fails the call at `url` as the server does when its database is down. */
export const databaseDownAt = (url: string) =>
  http.get(url, () => HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 }));

/** The API answers with `handlers` and the screen then shows `text` ('Vazio', a load error's title). */
function showsStory(text: string, handlers: RequestHandler[]): PageStory {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(text)).toBeVisible();
    },
  };
}

/** The deletion dialog of that name: 'Sim', then 'Excluir'. */
export async function confirmDeletion(userEvent: Clicks, dialog: string) {
  const opened = await dialogNamed(dialog);
  await userEvent.click(opened.getByRole('radio', { name: 'Sim' }));
  await userEvent.click(opened.getByRole('button', { name: 'Excluir' }));
}

/**
 * A deletion dialog's guard: 'Não' is chosen and 'Excluir' disabled until 'Sim' is; then 'Sim' and
 * 'Excluir'.
 */
export async function deleteAfterSim(userEvent: Clicks, dialog: Canvas) {
  await expect(dialog.getByRole('radio', { name: 'Não' })).toBeChecked();
  const confirm = dialog.getByRole('button', { name: 'Excluir' });
  await expect(confirm).toBeDisabled();
  await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
  await userEvent.click(confirm);
}

/** 'Adicionar' by keyboard: the focus starts on `firstField`, stays in the dialog, and Escape gives it back. */
export function addDialogFocusStory({ dialog, firstField }: { dialog: string; firstField: string }): PageStory {
  return {
    play: async ({ canvas, userEvent }) => {
      const opener = await canvas.findByRole('button', { name: 'Adicionar' });
      opener.focus();
      await userEvent.keyboard('{Enter}');
      await expectDialogKeepsFocus({ name: dialog, firstField, opener, userEvent });
    },
    // Keyboard behaviour: the list's picture is Playground's.
    parameters: { screenshot: { disable: true } },
  };
}

/**
 * The shared stories and queries of one list screen: `table` is its table's accessible name,
 * `url` the msw pattern of its list call.
 */
export function listPage({ table, url }: { table: string; url: string }) {
  const findTable = (canvas: Canvas) => canvas.findByRole('table', { name: table });
  const rowOf = async (canvas: Canvas, text: string) =>
    within(await findTable(canvas))
      .getByText(text)
      .closest('tr') as HTMLElement;
  return {
    findTable,
    /** The table, once its column headers are these. */
    expectColumns: async (canvas: Canvas, names: string[]) => {
      const list = await findTable(canvas);
      const headers = within(list).getAllByRole('columnheader');
      await expect(headers.map((cell) => cell.textContent)).toEqual(names);
      return list;
    },
    /** The table row holding a text. */
    rowOf,

    /** The list call answers no rows (`body`: the call's own envelope): 'Vazio'. `others` answer the rest. */
    emptyStory: ({ body = emptyPage, others = [] }: { body?: object; others?: RequestHandler[] } = {}) =>
      showsStory('Vazio', [http.get(url, () => HttpResponse.json(body)), ...others]),

    /**
     * The list call fails: its §8 title where the table was; `withToast`: as a heading, and the toast
     * with the server's reason is checked and cleared. `others` answer the rest.
     */
    loadErrorStory: (
      title: string,
      { others = [], withToast = true }: { others?: RequestHandler[]; withToast?: boolean } = {},
    ): PageStory => ({
      parameters: { msw: { handlers: [databaseDownAt(url), ...others] } },
      play: async ({ canvas }) => {
        if (!withToast) {
          await expect(await canvas.findByText(title)).toBeVisible();
          return;
        }
        await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible();
        const shown = await toasts();
        await expect(shown.getByText(title)).toBeVisible();
        await expect(shown.getByText('Banco de dados indisponível.')).toBeVisible();
        await dismissToasts();
      },
    }),

    /**
     * A search that finds nothing: `message` (never 'Vazio'), the search among the active filters;
     * then 'Limpar filtros', after which the caller checks the rows are back.
     */
    expectNothingFoundThenClear: async (
      canvas: Canvas,
      userEvent: Clicks,
      { message, search }: { message: string; search: string },
    ) => {
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent(`Busca: ${search}`);
      await expect(canvas.queryByText('Vazio')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    },

    /**
     * A row's trash can: the `dialog` (naming the record as `shows`, when given), its Sim/Não guard,
     * the `toast`, and the row gone.
     */
    deleteStory: ({
      row,
      dialog,
      toast,
      shows,
    }: {
      row: string;
      dialog: string;
      toast: string;
      shows?: string;
    }): PageStory => ({
      play: async ({ canvas, userEvent }) => {
        await userEvent.click(within(await rowOf(canvas, row)).getByRole('button', { name: 'Excluir' }));
        const opened = await dialogNamed(dialog);
        if (shows) await expect(opened.getByText(shows)).toBeVisible();
        await deleteAfterSim(userEvent, opened);
        await expect(await (await toasts()).findByText(toast)).toBeVisible();
        await waitFor(async () => expect(await findTable(canvas)).not.toHaveTextContent(row));
        await dismissToasts();
      },
      parameters: { screenshot: { viewport: true } },
    }),

    /**
     * The server refuses a row's deletion at `url` (`status`, `reason`): the §8 toast `title` with
     * the reason. `others` answer the rest.
     */
    deleteRefusedStory: ({
      url: deleteUrl,
      status,
      reason,
      others,
      row,
      dialog,
      title,
    }: {
      url: string;
      status: number;
      reason: string;
      others: RequestHandler[];
      row: string;
      dialog: string;
      title: string;
    }): PageStory => ({
      parameters: {
        msw: {
          handlers: [http.delete(deleteUrl, () => HttpResponse.json({ message: reason }, { status })), ...others],
        },
        screenshot: { viewport: true },
      },
      play: async ({ canvas, userEvent }) => {
        await userEvent.click(within(await rowOf(canvas, row)).getByRole('button', { name: 'Excluir' }));
        await confirmDeletion(userEvent, dialog);
        await expectErrorToast(title, reason);
      },
    }),

    /** A phone: each row is a card, its 'Editar' and 'Excluir' on screen without scrolling sideways. */
    mobileStory: (text: string): PageStory => ({
      globals: { viewport: { value: 'mobile', isRotated: false } },
      play: async ({ canvas }) => {
        const list = await findTable(canvas);
        await expect(list).toHaveTextContent(text);
        await expectRowActionsOnScreen(list);
      },
    }),

    /** The widest screen: the table shows `text`. */
    wideStory: (text: string): PageStory => ({
      globals: { viewport: { value: 'ultrawide', isRotated: false } },
      play: async ({ canvas }) => {
        await expect(await findTable(canvas)).toHaveTextContent(text);
      },
    }),
  };
}
