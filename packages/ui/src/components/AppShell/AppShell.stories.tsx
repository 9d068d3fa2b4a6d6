import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Stack } from '../Stack';
import { AppShell, type AppShellCategory } from './AppShell';

const categories: AppShellCategory[] = [
  {
    label: 'Contas',
    items: [
      { label: 'Business', href: '#/admin/accounts/business', active: true },
      { label: 'Affinitys', href: '#/admin/accounts/affinitys' },
    ],
  },
  {
    label: 'Gestão de Dados',
    items: [
      { label: 'CNAEs', href: '#/admin/cnaes' },
      { label: 'Licenças', href: '#/admin/licenses' },
    ],
  },
  { label: 'Administração', items: [{ label: 'Usuários', href: '#/admin/users' }] },
];

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    screenshot: { widths: [320, 1440] },
    docs: {
      description: {
        component:
          "The signed-in frame: sidebar categories and items (pass only what the user's role may see, with `active` on the current one), the user's name, e-mail and role badge, and 'Minha conta', 'Suporte' and 'Sair'. From 1024 px the sidebar is a 270 px column; below, a menu button opens it in a drawer. Pass `renderLink` to render items with the router's link (`(props) => <Link to={props.href} {...props} />`).",
      },
    },
  },
  args: {
    categories,
    user: { name: 'Marina Azevedo', email: 'marina@conforma.com.br', role: 'CONFORMA' },
    myAccountHref: '#/admin/myaccount',
    supportHref: 'mailto:suporte@conforma.com.br',
    onSignOut: fn(),
    children: (
      <Stack space="large">
        <h1>Clientes Business</h1>
        <EmptyState />
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Clientes Business' })).toBeVisible();
    // Below 1024 px the sidebar waits in the drawer (see DrawerOpen); from it, it is on screen.
    const menuButton = canvas.queryByRole('button', { name: 'Abrir menu' });
    if (menuButton) {
      await expect(canvas.queryByRole('navigation')).toBeNull();
      return;
    }
    await expect(canvas.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('marina@conforma.com.br')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const WithRouterLinks: Story = {
  parameters: { screenshot: { disable: true } },
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a href={href} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-router-link]').length).toBeGreaterThan(0);
  },
};

export const DrawerOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Licenças' })).toBeVisible();
    await expect(drawer.getByText('marina@conforma.com.br')).toBeVisible();
    await expect(drawer.getByText('Conforma', { selector: 'span' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Sair' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const DrawerClosesOnNavigation: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'CNAEs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    user: {
      name: 'Maria Aparecida dos Santos Albuquerque Cavalcanti',
      email: 'maria.aparecida.albuquerque@cooperativa-agroindustrial-do-vale.com.br',
      role: 'AFFINITY',
    },
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
};

const clientArea: AppShellCategory[] = [
  {
    label: 'Cliente',
    items: [
      { label: 'Início', href: '#/client/dashboard', active: true },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Usuários', href: '#/client/users' },
      { label: 'Logs de atividade', href: '#/client/logs' },
    ],
  },
];

/** A staff user inside a client's area: the 'Cliente: {name}' box returns to the administration. */
export const StaffInsideClient: Story = {
  args: {
    categories: clientArea,
    clientBox: { name: 'Cooperativa Agroindustrial do Vale', onReturn: fn() },
    children: (
      <Stack space="large">
        <h1>Início</h1>
        <EmptyState />
      </Stack>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.queryByRole('button', { name: 'Cliente: Cooperativa Agroindustrial do Vale' });
    // Below 1024 px the box waits in the drawer (see StaffInsideClientDrawer).
    if (!box) return;
    await expect(box).toHaveAccessibleDescription('Voltar à administração');
    await userEvent.click(box);
    await expect(args.clientBox?.onReturn).toHaveBeenCalledOnce();
  },
};

export const StaffInsideClientDrawer: Story = {
  ...StaffInsideClient,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByText('Cooperativa Agroindustrial do Vale')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Voltar à administração' })).toBeVisible();
    await expect(args.clientBox?.onReturn).not.toHaveBeenCalled();
  },
};

export const StaffReturnsFromDrawer: Story = {
  ...StaffInsideClient,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The frame left behind is StaffInsideClient at 320 px, already photographed.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Voltar à administração' }));
    await expect(args.clientBox?.onReturn).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The closed frame on the narrowest screen, with a long page title: the menu button stands in for the sidebar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    children: (
      <Stack space="large">
        <h1>Licenças e certidões da Cooperativa Agroindustrial do Vale do Rio Pardo</h1>
        <EmptyState
          nothingFoundText="Nenhuma licença encontrada"
          activeFilters={[{ label: 'Busca', value: 'alvará de funcionamento' }]}
          onClearFilters={fn()}
        />
      </Stack>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'Licenças e certidões da Cooperativa Agroindustrial do Vale do Rio Pardo',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma licença encontrada');
    await expect(canvas.getByRole('status')).toHaveTextContent('Busca: alvará de funcionamento');
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
