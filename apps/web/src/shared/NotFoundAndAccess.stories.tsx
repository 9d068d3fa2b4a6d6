import { handlers, mockClientAdminClaims, mockClientUserClaims, mockStaffClaims } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { mapTileHandlers } from '../stories/map-tiles';
import { type Canvas, pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';

/** Not-found, restricted access and a session that ended by itself, in the real route tree. */
const meta = {
  title: 'Pages/Not found and access',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...mapTileHandlers, ...handlers],
    description:
      "Spec 1 §2, §4: 'Página não encontrada' (Voltar, and Sair or Entrar) on the public layout, or inside the admin or client shell for an unknown address there; 'Acesso restrito' (Voltar, Sair) inside the shell of the area the person is in (/admin/access-restricted, /client/access-restricted), on the public layout only for someone signed out. Opened in a fresh tab, Voltar goes to the person's home instead of leaving the app: / when signed out, the business accounts for staff, the dashboard for client roles. An expired or unreadable token on an inner page says only 'Sessão expirada.' or 'Entre novamente na sua conta.'.",
  }),
  args: { path: '/nada-aqui', claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// At 320 px the sidebar is in a closed drawer: look in it whether shown or not.
const mainMenu = async (canvas: Canvas) =>
  (await canvas.findAllByRole('navigation', { name: 'Menu principal', hidden: true }))[0] as HTMLElement;
const notFoundHeading = (canvas: Canvas) => canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' });

/** A visitor at an unknown address: the public layout, 'Voltar' and 'Entrar'. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await notFoundHeading(canvas)).toBeVisible();
    await expect(canvas.getByText('Confira o endereço ou tente acessar outra página.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  },
};

/** Opened in a fresh tab there is nothing to go back to: 'Voltar' leads to sign-in, still in the app. */
export const SignedOutBackGoesToSignIn: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  },
};

/** /admin/anything-unknown: the not-found page inside the admin shell, which stays. */
export const InsideAdminShell: Story = {
  args: { path: '/admin/nada-aqui', claims: mockStaffClaims },
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await expect(await notFoundHeading(canvas)).toBeVisible();
    const menu = within(await mainMenu(canvas));
    await expect(menu.getByRole('link', { name: 'Business', hidden: true })).toHaveAttribute(
      'href',
      '/admin/accounts/business',
    );
    // The page's own 'Sair' beside 'Voltar' (the shell has one more in its footer).
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('button', { name: 'Voltar' }));
  },
};

/** Staff in a fresh tab: 'Voltar' goes to the business accounts, in the shell. */
export const InsideAdminShellBackGoesHome: Story = {
  args: { path: '/admin/nada-aqui', claims: mockStaffClaims },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
  },
};

/** /client/anything-unknown: the not-found page inside the client shell, which stays. */
export const InsideClientShell: Story = {
  args: { path: '/client/nada-aqui', claims: mockClientAdminClaims },
  play: async ({ canvas }) => {
    await expect(await notFoundHeading(canvas)).toBeVisible();
    const menu = within(await mainMenu(canvas));
    await expect(menu.getByRole('link', { name: 'Empresas', hidden: true })).toHaveAttribute(
      'href',
      '/client/companies',
    );
    await expect(canvas.getByText('Renato Alves')).toBeVisible();
  },
};

/** A client role in a fresh tab: 'Voltar' goes to the dashboard. */
export const InsideClientShellBackGoesHome: Story = {
  args: { path: '/client/nada-aqui', claims: mockClientAdminClaims },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  },
};

const restrictedHeading = (canvas: Canvas) => canvas.findByRole('heading', { level: 1, name: 'Acesso restrito' });

/**
 * An EDITOR typing a CONFORMA-only address (spec 1 lists access-restricted among the admin routes):
 * the toast, and the restricted page inside the admin shell, whose sidebar stays.
 */
export const RestrictedInsideAdminShell: Story = {
  args: { path: '/admin/cnaes', claims: { ...mockStaffClaims, access_role: 'EDITOR' } },
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await expect(await restrictedHeading(canvas)).toBeVisible();
    const shown = await toasts();
    await expect(await shown.findByText('Acesso restrito.')).toBeVisible();
    const menu = within(await mainMenu(canvas));
    await expect(menu.getByRole('link', { name: 'Business', hidden: true })).toHaveAttribute(
      'href',
      '/admin/accounts/business',
    );
    await expect(menu.queryByRole('link', { name: 'CNAEs', hidden: true })).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('button', { name: 'Voltar' }));
    await dismissToasts();
  },
};

/** /client/access-restricted (spec 2 §2 client routes): the restricted page inside the client shell. */
export const RestrictedInsideClientShell: Story = {
  args: { path: '/client/access-restricted', claims: mockClientAdminClaims },
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await expect(await restrictedHeading(canvas)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Página não encontrada' })).toBeNull();
    const menu = within(await mainMenu(canvas));
    await expect(menu.getByRole('link', { name: 'Empresas', hidden: true })).toHaveAttribute(
      'href',
      '/client/companies',
    );
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('button', { name: 'Voltar' }));
  },
};

/** A client role on an admin address: the toast and the restricted page in their own shell, the client one. */
export const RestrictedClientOnAdminPage: Story = {
  args: { path: '/admin/cnaes', claims: mockClientAdminClaims },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await restrictedHeading(canvas)).toBeVisible();
    await expect(await (await toasts()).findByText('Acesso restrito.')).toBeVisible();
    const menu = within(await mainMenu(canvas));
    await expect(menu.getByRole('link', { name: 'Empresas', hidden: true })).toBeInTheDocument();
    await dismissToasts();
  },
};

/** Nobody signed in at /access-restricted: the public page, no shell. */
export const RestrictedSignedOut: Story = {
  args: { path: '/access-restricted', claims: null },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await restrictedHeading(canvas)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  },
};

/** An EDITOR typing a CONFORMA-only address: the toast, the restricted page, and 'Voltar' to the business accounts. */
export const RestrictedBackGoesHome: Story = {
  args: { path: '/admin/cnaes', claims: { ...mockStaffClaims, access_role: 'EDITOR' } },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await dismissToasts();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
  },
};

/** A USER at the old public address in a fresh tab: the page in the client shell, and 'Voltar' goes to the dashboard. */
export const RestrictedClientBackGoesHome: Story = {
  args: { path: '/access-restricted', claims: mockClientUserClaims([]) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(await restrictedHeading(canvas)).toBeVisible();
    await mainMenu(canvas);
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  },
};

/** A token that expired while the app was open, on an inner page: only 'Sessão expirada.', then sign-in. */
export const ExpiredSession: Story = {
  args: { path: '/admin/accounts/business', claims: { ...mockStaffClaims, exp: 1_600_000_000 } },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    const shown = await toasts();
    await expect(await shown.findByText('Sessão expirada.')).toBeVisible();
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
    await expect(shown.queryByText('Acesso restrito')).toBeNull();
    await dismissToasts();
  },
};

/** A stored token that cannot be read, on an inner page: only 'Entre novamente na sua conta.'. */
export const UnreadableToken: Story = {
  args: { path: '/client/dashboard', claims: null, storedToken: 'isto-nao-e-um-token' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    const shown = await toasts();
    await expect(await shown.findByText('Entre novamente na sua conta.')).toBeVisible();
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
    await expect(shown.queryByText('Acesso restrito')).toBeNull();
    await dismissToasts();
  },
};
