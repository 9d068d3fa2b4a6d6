import { accountHandlers, mockStaffClaims, resetAccountMocks } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';

/** 'Suporte' from the admin shell's footer, against the msw mocks. */
const meta = {
  title: 'Pages/Admin/Suporte',
  component: AppPage,
  parameters: pageParameters({
    handlers: accountHandlers,
    description:
      "/admin/support: the sidebar footer's 'Suporte' (spec 1 §2: My account, Support and Logout) opens the support page the client area also has (spec 2 'Support'): the FAQ and the terms, under administration's 'Início'. Open to the four staff roles.",
  }),
  args: { path: '/admin/accounts/business', claims: { ...mockStaffClaims, access_role: 'EDITOR' } },
  beforeEach: () => resetAccountMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An EDITOR follows 'Suporte' from the footer, between 'Minha conta' and 'Sair'. */
export const FromTheFooter: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
    const footer = within(canvas.getByRole('region', { name: 'Usuário' }));
    await expect(footer.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Minha conta',
      'Suporte',
      'Sair',
    ]);
    const support = footer.getByRole('link', { name: 'Suporte' });
    await expect(support).toHaveAttribute('href', '/admin/support');
    await userEvent.click(support);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Termos de uso e política de segurança' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    await expect(trail.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/admin/accounts/business');
  },
};

/** On a phone the entry is in the drawer's footer. */
export const Mobile: Story = {
  args: { path: '/admin/support' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
  },
};
