import {
  clientLogFixtures,
  clientLogHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  seedClientLogMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

/** The activity log of 'Padaria Pão Dourado', as its ADMIN Renato Alves sees it, against the msw mocks. */
const meta = {
  title: 'Pages/Client/Logs',
  component: AppPage,
  parameters: pageParameters({
    handlers: clientLogHandlers,
    description:
      "/client/logs (spec 2 §2 'Activity logs'): 'Logs de Atividade', a card per entry (who, their e-mail, what they did, when, in pt-BR), newest first; 'Buscar' (name, e-mail or action), per-page and the pager, all kept in the URL; 'Vazio', or under a search 'Nenhum log encontrado' with the search and 'Limpar filtros'.",
  }),
  args: { path: '/client/logs', claims: mockClientAdminClaims },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Logs de Atividade' });

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Logs de Atividade' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/client/dashboard');
    const cards = within(await grid(canvas)).getAllByRole('article');
    await expect(cards).toHaveLength(20);
    const newest = clientLogFixtures[0];
    if (!newest) throw new Error('no log fixture');
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 2, name: newest.name })).toBeVisible();
    await expect(first.getByText(newest.email)).toBeVisible();
    await expect(first.getByText(newest.action_details)).toBeVisible();
    // pt-BR date and time, as every date of the product.
    await expect(first.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 20 de 45')).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(await canvas.findByText('Mostrando 21 a 40 de 45')).toBeVisible();
    await expect(within(await grid(canvas)).getAllByRole('article')).toHaveLength(20);
  },
  // The same cards as Playground, one page on.
  parameters: { screenshot: { disable: true } },
};

export const Search: Story = {
  args: { path: '/client/logs?search=joao' },
  play: async ({ canvas }) => {
    const cards = within(await grid(canvas)).getAllByRole('article');
    // Accents ignored: 'joao' finds João Pereira.
    for (const card of cards) await expect(card).toHaveTextContent('João Pereira');
    await expect(canvas.getByRole('searchbox')).toHaveValue('joao');
  },
};

export const SearchTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.type(canvas.getByRole('searchbox'), 'usuário{Enter}');
    await waitFor(async () => {
      for (const card of within(await grid(canvas)).getAllByRole('article')) {
        await expect(card).toHaveTextContent('Criou o usuário');
      }
    });
  },
  parameters: { screenshot: { disable: true } },
};

/** A search that finds nothing: its own state, naming the search; 'Limpar filtros' brings the entries back. */
export const NothingFound: Story = {
  args: { path: '/client/logs?search=zuleica' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Nenhum log encontrado')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Busca: zuleica');
    await expect(canvas.queryByText('Vazio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(within(await grid(canvas)).getAllByRole('article')).toHaveLength(20);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
  // The list again, as in Playground.
  parameters: { screenshot: { disable: true } },
};

export const NothingFoundState: Story = {
  args: { path: '/client/logs?search=zuleica' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum log encontrado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/logs/', () => HttpResponse.json({ items: [], total: 0, pages_in_range: 0 })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Logs de Atividade' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/logs/', () =>
          HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Não foi possível carregar os logs de usuários.' }),
    ).toBeVisible();
    const shown = await toasts();
    await expect(shown.getByText('Não foi possível carregar os logs de usuários.')).toBeVisible();
    await expect(shown.getByText('Banco de dados indisponível.')).toBeVisible();
    await dismissToasts();
  },
};

const longEntries = clientLogFixtures.slice(0, 6).map((entry, index) => ({
  ...entry,
  name: `${entry.name} de Albuquerque Cavalcanti Wanderley Bittencourt Figueiredo`,
  email: `${entry.email.split('@')[0]}.albuquerque.cavalcanti@padariapaodouradoconfeitariaedistribuidora.com.br`,
  action_details:
    index % 2 === 0
      ? "Alterou a licença 'Alvará de Funcionamento e Licença Sanitária Municipal de Estabelecimentos de Alimentação' da empresa 'Padaria e Confeitaria Pão Dourado Comércio de Alimentos Ltda'"
      : entry.action_details,
}));

export const LongTexts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/logs/', () =>
          HttpResponse.json({ items: longEntries, total: longEntries.length, pages_in_range: 1 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await grid(canvas)).toHaveTextContent('Licença Sanitária Municipal');
  },
};

/** The mock USER's own entries (Tiago Ferreira, id 204), older than every fixture entry. */
const userClaims = mockClientUserClaims([]);
const ownEntries = Array.from({ length: 21 }, (_, index) => ({
  id: 100 + index,
  user_id: userClaims.id,
  name: userClaims.name,
  email: userClaims.username,
  action_details: `Conferiu a licença 'Alvará de Funcionamento' nº ${index + 1}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 12) - index * 60 * 60 * 1000).toISOString(),
}));

export const UserWithoutCodes: Story = {
  // The log needs no permission code: a USER with none still reads it, but only
  // their own entries (the server's rule; the others name what a USER may not see).
  args: { claims: userClaims },
  beforeEach: () => {
    seedClientLogMocks([...clientLogFixtures, ...ownEntries]);
    return () => seedClientLogMocks(clientLogFixtures);
  },
  play: async ({ canvas }) => {
    const cards = within(await grid(canvas)).getAllByRole('article');
    await expect(cards).toHaveLength(20);
    for (const card of cards) {
      await expect(within(card).getByRole('heading', { level: 2, name: userClaims.name })).toBeVisible();
    }
  },
  parameters: { screenshot: { disable: true } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(within(await grid(canvas)).getAllByRole('article')).toHaveLength(20);
  },
};
