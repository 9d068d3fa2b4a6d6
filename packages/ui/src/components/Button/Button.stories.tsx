import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline } from '../Inline';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './variants';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use `Button` for actions; pick `primary` for the one main action of a screen, `secondary` for the others, `ghost` for low-emphasis actions and `danger` for deletions. Set `loading` while the action runs (it shows a spinner, sets `aria-busy` and ignores clicks) and `render={<a href="…" />}` or a router link to navigate with a button look.',
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { children: 'Salvar', variant: 'primary', size: 'medium', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="medium">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Entrando' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrando' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still focusable, so the keyboard user keeps their place while the action runs.
    await expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Criar conta' },
};

export const LongText: Story = {
  args: { children: 'Enviar instruções de redefinição de senha para o email cadastrado' },
};

export const AsLink: Story = {
  args: { render: <a href="#esqueci">Esqueci a minha senha</a>, variant: 'ghost', children: 'Esqueci a minha senha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Esqueci a minha senha' })).toHaveAttribute('href', '#esqueci');
  },
};

/** A form's footer on a phone: the actions wrap instead of sticking out. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { children: 'Salvar alterações' },
  render: (args) => (
    <Inline space="medium">
      <Button variant="secondary">Cancelar</Button>
      <Button variant="danger">Excluir licença</Button>
      <Button {...args} />
    </Inline>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Excluir licença' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  args: { fullWidth: true, children: 'Enviar documentos' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Enviar documentos' });
    await expect(button).toBeVisible();
    // fullWidth: the button spans the whole content box of the canvas.
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(canvasElement.clientWidth - 64);
  },
};
