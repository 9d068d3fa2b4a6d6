import { type ProfileResponse, profilePath } from '@product/api/contract';
import {
  accountHandlers,
  mockClientAdminClaims,
  mockStaffInClientClaims,
  profileHandlers,
  resetAccountMocks,
  resetSecondFactorMocks,
  secondFactorHandlers,
} from '@product/api/mocks';
import { toWireDate } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';

/** The client area's frame and its simple pages: Suporte, Minha conta, the administration redirect. */
const meta = {
  title: 'Pages/Client/Shell',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...profileHandlers, ...secondFactorHandlers, ...accountHandlers],
    description:
      "The client shell (spec 2 §2): Início, Empresas, Usuários and Logs de atividade for every role; the footer block with name, e-mail, role badge, 'Minha conta' (/client/myaccount for client roles, /admin/myaccount for staff), 'Suporte' and 'Sair'; for staff inside a client, the 'Cliente: {name}' box (and 'Voltar à administração' in the drawer) back to /admin/accounts/business.",
  }),
  args: { path: '/client/support', claims: mockClientAdminClaims },
  beforeEach: () => {
    resetAccountMocks();
    resetSecondFactorMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// At 320 px the sidebar is hidden until the drawer opens: look in it whether shown or not.
const navigation = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('navigation', { name: 'Menu principal', hidden: true })[0] as HTMLElement;
const userBlock = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('region', { name: 'Usuário', hidden: true })[0] as HTMLElement;
const trail = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'Navegação estrutural' });

/** 'Suporte' for a client ADMIN: the FAQ, the terms, and the shell around them. */
export const Support: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Termos de uso e política de segurança' })).toBeVisible();
    await expect(within(trail(canvas)).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    const links = within(navigation(canvas)).getAllByRole('link', { hidden: true });
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Início', '/client/dashboard'],
      ['Empresas', '/client/companies'],
      ['Usuários', '/client/users'],
      ['Logs de atividade', '/client/logs'],
    ]);
    const user = userBlock(canvas);
    await expect(within(user).getByText('Renato Alves')).toBeInTheDocument();
    await expect(within(user).getByText('Administrador')).toBeInTheDocument();
    await expect(within(user).getByRole('link', { name: 'Minha conta', hidden: true })).toHaveAttribute(
      'href',
      '/client/myaccount',
    );
    await expect(within(user).getByRole('link', { name: 'Suporte', hidden: true })).toHaveAttribute(
      'href',
      '/client/support',
    );
  },
};

/** 'Minha conta' of a client role: the same cards as the staff page, under the client's 'Início'. */
export const MyAccount: Story = {
  args: { path: '/client/myaccount' },
  parameters: {
    msw: {
      handlers: [
        http.get(`*${profilePath}`, () =>
          HttpResponse.json<ProfileResponse>({
            id: mockClientAdminClaims.id,
            name: mockClientAdminClaims.name,
            email: mockClientAdminClaims.username,
            systemRole: 'ADMIN',
            enabled: true,
            createdAt: toWireDate(new Date('2026-01-10T12:00:00Z')),
            updatedAt: null,
          }),
        ),
        ...profileHandlers,
        ...secondFactorHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(await canvas.findByDisplayValue('Renato Alves')).toBeVisible();
    await expect(within(trail(canvas)).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
  },
};

/** CONFORMA staff inside a client: the 'Cliente: …' box returns to administration with the staff token. */
export const StaffInsideClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(within(userBlock(canvas)).getByRole('link', { name: 'Minha conta' })).toHaveAttribute(
      'href',
      '/admin/myaccount',
    );
    await expect(canvas.getByText('Padaria Pão Dourado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Cliente:\s*Padaria Pão Dourado/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
  },
};

/** Below the large breakpoint the sidebar is a drawer, with 'Voltar à administração' for staff. */
export const StaffInsideClientMobile: Story = {
  args: { claims: mockStaffInClientClaims },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await within(document.body).findByRole('dialog');
    await expect(within(drawer).getByText('Padaria Pão Dourado')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Voltar à administração' })).toBeVisible();
  },
};

/** '/client/admin' is the way to administration: a client role is refused there. */
export const AdministrationRedirect: Story = {
  args: { path: '/client/admin' },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas }) => {
    const list = await toasts();
    await expect(await list.findByText('Acesso restrito.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Voltar' })).toBeVisible();
    await dismissToasts();
  },
};

/** Staff who open '/client/admin' land on their accounts. */
export const AdministrationRedirectForStaff: Story = {
  args: { path: '/client/admin', claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible(),
    );
  },
};
