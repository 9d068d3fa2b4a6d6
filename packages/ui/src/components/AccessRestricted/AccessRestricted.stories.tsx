import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { AccessRestricted } from './AccessRestricted';

const meta = {
  title: 'Components/AccessRestricted',
  component: AccessRestricted,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "Content of the restricted-access page (spec 1 §2): 'Acesso restrito', the spec's text, Back and 'Sair'. Inside a screen whose list the person may not see, pass `headingLevel={2}`.",
  ),
  args: { onBack: fn(), onSignOut: fn() },
} satisfies Meta<typeof AccessRestricted>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await expect(
      canvas.getByText('Você não tem permissão para entrar nesta página. Contate o administrador.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const InsideAPage: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // Screenshot skipped: it would repeat Playground at 320 px pixel for pixel.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await expect(
      canvas.getByText('Você não tem permissão para entrar nesta página. Contate o administrador.'),
    ).toBeVisible();
  },
};
