import {
  calendarFixtureUrl,
  calendarHandlers,
  calendarHandlerVariants,
  dashboardHandlers,
  mockClientAdminClaims,
  notificationHandlers,
  resetCalendarMocks,
  resetNotificationMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { chartsAndMapReady, mapTileHandlers } from '#/stories/map-tiles';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

const handlers = [...mapTileHandlers, ...dashboardHandlers, ...notificationHandlers, ...calendarHandlers];

// What 'Copiar' wrote: the story's clipboard stands in for the browser's, which a headless run may refuse.
let copied: string | null = null;

/** 'Assinar calendário' on the client dashboard, against the msw calendar link. */
const meta = {
  title: 'Pages/Client/Dashboard/Calendar',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    // The dialog and the toasts are fixed over the page: photograph the viewport they are drawn in.
    screenshot: { viewport: true },
    description:
      "The dashboard's 'Assinar calendário' (issue 13): the person's private iCalendar link of licence and fee deadlines, 'Copiar' (toast 'Link copiado'), how Google Agenda, Outlook and Apple subscribe to it, 'Gerar link' when there is none, and 'Gerar novo link' after a confirmation, since the old link stops working at once.",
  }),
  args: { path: '/client/dashboard', claims: mockClientAdminClaims },
  beforeEach: () => {
    resetNotificationMocks();
    resetCalendarMocks();
    copied = null;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }) {
  // The page behind the dialog holds still.
  await chartsAndMapReady(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Assinar calendário' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Assinar calendário' }));
}

/** No link yet: 'Gerar link' makes one, toasts it, and shows it with 'Copiar' and 'Gerar novo link'. */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(
      await dialog.findByText('Você ainda não tem um link. Gere o seu para assinar o calendário.'),
    ).toBeVisible();
    await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Google Agenda: em 'Outras agendas', clique em '+' → 'Do URL' e cole o link.",
      "Outlook: 'Adicionar calendário' → 'Assinar da Web' e cole o link.",
      "Calendário da Apple: 'Arquivo' → 'Nova assinatura de calendário' e cole o link.",
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Gerar link' }));
    await expect(await (await toasts()).findByText('Link do calendário gerado')).toBeVisible();
    const field = await dialog.findByLabelText('Link do calendário');
    await expect(field).toHaveValue(calendarFixtureUrl(1));
    await expect(field).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Copiar' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Gerar novo link' })).toBeVisible();
    await dismissToasts();
  },
};

/** A link exists: it is shown at once; 'Copiar' puts it on the clipboard and says 'Link copiado'. */
export const Copy: Story = {
  beforeEach: () => resetCalendarMocks(1),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByLabelText('Link do calendário')).toHaveValue(calendarFixtureUrl(1));
    await userEvent.click(dialog.getByRole('button', { name: 'Copiar' }));
    await expect(await (await toasts()).findByText('Link copiado')).toBeVisible();
    await expect(copied).toBe(calendarFixtureUrl(1));
    await dismissToasts();
  },
};

/** 'Gerar novo link' asks first (the old link stops working); confirmed, the new link replaces it. */
export const Regenerate: Story = {
  beforeEach: () => resetCalendarMocks(1),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByLabelText('Link do calendário')).toHaveValue(calendarFixtureUrl(1));
    await userEvent.click(dialog.getByRole('button', { name: 'Gerar novo link' }));
    await expect(dialog.getByRole('heading', { name: 'Gerar um novo link?' })).toBeVisible();
    await expect(dialog.getByText(/O link atual deixa de funcionar na hora/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(dialog.getByLabelText('Link do calendário')).toHaveValue(calendarFixtureUrl(1));

    await userEvent.click(dialog.getByRole('button', { name: 'Gerar novo link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Gerar novo link' }));
    const shown = await toasts();
    await expect(await shown.findByText('Novo link gerado')).toBeVisible();
    await expect(shown.getByText('O link anterior deixou de funcionar.')).toBeVisible();
    await expect(await dialog.findByLabelText('Link do calendário')).toHaveValue(calendarFixtureUrl(2));
    await dismissToasts();
  },
};

/** The link cannot be read: the reason in the dialog and 'Tentar novamente'. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [calendarHandlerVariants.loadError, ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o link do calendário. Serviço indisponível no momento.',
    );
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** 'Gerar link' fails: the §8-style toast with the server's message, and still no link. */
export const GenerateError: Story = {
  parameters: {
    msw: { handlers: [calendarHandlerVariants.createError, ...handlers] },
    screenshot: { viewport: true, disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(await dialog.findByRole('button', { name: 'Gerar link' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível gerar o link do calendário.')).toBeVisible();
    await expect(shown.getByText('Serviço indisponível no momento.')).toBeVisible();
    await expect(dialog.queryByLabelText('Link do calendário')).toBeNull();
    await dismissToasts();
  },
};

/** A USER without GET_LICENSES: the link works, and the dialog says the calendar stays empty. */
export const WithoutLicenses: Story = {
  parameters: { msw: { handlers: [calendarHandlerVariants.withoutLicenses, ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByText('Sem a permissão de ver licenças, o calendário fica vazio.')).toBeVisible();
  },
};

/** 320 px: the link, its buttons and the steps one under the other (the other stories are at 1440 px). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: () => resetCalendarMocks(1),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByLabelText('Link do calendário')).toHaveValue(calendarFixtureUrl(1));
    await expect(dialog.getByRole('button', { name: 'Copiar' })).toBeVisible();
  },
};
