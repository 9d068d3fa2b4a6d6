import { handlers } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';

/** /platform-under-update, signed out: where a sign-up lands. */
const meta = {
  title: 'Pages/Public/Platform under update',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "After sign-up (spec 1 §2, §4): 'Cadastro realizado', the platform is being updated and a notification will follow; Voltar goes to sign-in.",
  }),
  args: { path: '/platform-under-update', claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cadastro realizado' })).toBeVisible();
    await expect(
      canvas.getByText('A plataforma está em atualização. Você receberá uma notificação assim que puder acessá-la.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  },
};

export const BackGoesToSignIn: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cadastro realizado' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cadastro realizado' })).toBeVisible();
  },
};
