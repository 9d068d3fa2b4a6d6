import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { RiskProfileCards } from './RiskProfileCards';

const meta = {
  title: 'Components/RiskProfileCards',
  component: RiskProfileCards,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "The 'Perfil do CNPJ' card of the company page (spec 2 company detail): three profiles (Risco Baixo, Médio, Alto) with the risk colours. Only the card of the company's `level` is highlighted and has 'Continuar' enabled (`onContinue`, which goes to the company panel). Pass `onSeeMoreData` when the company has no licences to add 'Ver demais dados'.",
  ),
  args: { level: 'medium_level', onContinue: fn() },
} satisfies Meta<typeof RiskProfileCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Perfil do CNPJ' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Continuar' });
    await expect(buttons[0]).toBeDisabled();
    await expect(buttons[2]).toBeDisabled();
    const medium = canvas.getByRole('button', { name: 'Continuar', description: 'Risco Médio' });
    await userEvent.click(medium);
    await expect(args.onContinue).toHaveBeenCalledWith('medium_level');
  },
};

export const NoLicenses: Story = {
  args: { level: 'high_level', onSeeMoreData: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver demais dados' }));
    await expect(args.onSeeMoreData).toHaveBeenCalledOnce();
  },
};

export const UnknownLevel: Story = {
  args: { level: null },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: 'Continuar' })) await expect(button).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { level: 'low_level', onSeeMoreData: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Perfil do CNPJ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar', description: 'Risco Baixo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ver demais dados' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Continuar', description: 'Risco Médio' })).toBeEnabled();
  },
};
