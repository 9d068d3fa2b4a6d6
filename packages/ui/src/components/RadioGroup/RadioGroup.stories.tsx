import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, radioGroupOrientations, YesNo } from './RadioGroup';

const riskOptions = [
  { value: 'low', label: 'Baixo' },
  { value: 'medium', label: 'Médio' },
  { value: 'high', label: 'Alto' },
] as const;

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One choice among a few visible `options`, on Ariakit's RadioGroup (arrow keys move and choose). The `label` is the group's legend. `YesNo` is the 'Sim' / 'Não' preset with a boolean value. With react-hook-form use a `Controller` and give `field.onChange` to `onValueChange`; the `ref` reaches the first radio.",
      },
    },
  },
  args: { label: 'Grau de risco', options: riskOptions, name: 'risk', onValueChange: fn(), onBlur: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Grau de risco' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Médio' }));
    await expect(canvas.getByRole('radio', { name: 'Médio' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('medium');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Alto' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('high');
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'low' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Baixo' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { hint: 'Conforme a Resolução CGSIM 51/2019.', error: 'Escolha o grau de risco.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Grau de risco' })).toHaveAccessibleDescription(
      'Conforme a Resolução CGSIM 51/2019. Escolha o grau de risco.',
    );
    await expect(canvas.getByRole('radio', { name: 'Baixo' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'high' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Alto' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Alto' })).toBeChecked();
  },
};

export const YesNoPreset: Story = {
  render: (args) => (
    <YesNo label="A empresa possui alvará de funcionamento?" name="hasPermit" onValueChange={args.onValueChange} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Não' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('radio', { name: 'Não' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sim' }));
    await expect(canvas.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(true);
  },
};

export const LongText: Story = {
  args: {
    label: 'Qual é a situação do estabelecimento em relação às licenças exigidas pela prefeitura e pelo estado?',
    orientation: 'vertical',
    options: [
      { value: 'all', label: 'Todas as licenças exigidas foram emitidas e estão dentro do prazo de validade' },
      { value: 'some', label: 'Algumas licenças ainda estão em análise nos órgãos responsáveis' },
      { value: 'none', label: 'Nenhuma licença foi solicitada até o momento' },
    ],
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'medium' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { defaultValue: 'medium', hint: 'Conforme a Resolução CGSIM 51/2019.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Grau de risco' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Médio' })).toBeChecked();
  },
};
