import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { AuthLayout } from './AuthLayout';

const now = new Date('2026-05-20T12:00:00Z');

function LoginForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack space="large">
        <h1>Entrar</h1>
        <TextField label="Email" type="email" autoComplete="email" />
        <TextField label="Senha" type="password" autoComplete="current-password" />
        <Button type="submit" fullWidth>
          Entrar
        </Button>
        <Button variant="ghost" render={<a href="#forgot-password">Esqueci a minha senha</a>}>
          Esqueci a minha senha
        </Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of the public pages (login, sign-up, forgot password, platform under update): the green brand panel with the logo and a tagline, the form panel with `children`, and the copyright footer with the current year and `brand.name`. Below 768 px the panels stack into one column. Pass `now` in stories and tests to fix the year.',
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { now, children: <LoginForm /> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Conforma' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Conforma. Todos os direitos reservados.')).toBeVisible();
  },
};

export const LongTagline: Story = {
  args: {
    tagline:
      'Acompanhe licenças ambientais, sanitárias e de funcionamento, os riscos dos CNAEs e a situação cadastral de todas as empresas do seu grupo econômico.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
};
