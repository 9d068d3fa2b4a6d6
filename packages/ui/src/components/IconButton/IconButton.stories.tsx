import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Inline } from '../Inline';
import { IconButton } from './IconButton';
import { iconButtonSizes, iconButtonTones } from './variants';

const TrashIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
    <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
    <path d="m13 3 4 4-9 9H4v-4l9-9Z" strokeLinejoin="round" />
  </svg>
);

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button showing only an icon (the edit pencil and trash can of the user tables). `label` is required: it is the button\'s accessible name and the tooltip sighted users see on hover or focus. Use `tone="danger"` for destructive actions and keep a confirmation dialog behind them.',
      },
    },
  },
  args: { label: 'Excluir', icon: <TrashIcon />, tone: 'danger', size: 'medium', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TooltipOnHover: Story = {
  parameters: { screenshot: { viewport: true } },
  render: (args) => (
    <div style={{ paddingTop: 48, paddingLeft: 48 }}>
      <IconButton {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Excluir' }));
    await expect(
      await screen.findByText('Excluir', { selector: '[role="tooltip"], [role="tooltip"] *' }),
    ).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {iconButtonSizes.map((size) =>
        iconButtonTones.map((tone) => (
          <IconButton
            key={`${size}-${tone}`}
            {...args}
            size={size}
            tone={tone}
            label={tone === 'danger' ? 'Excluir' : 'Editar'}
            icon={tone === 'danger' ? <TrashIcon /> : <PencilIcon />}
          />
        )),
      )}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir' })).toBeDisabled();
  },
};

/** A long label on the narrowest screen: the tooltip wraps inside the screen. */
export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screenshot: { viewport: true } },
  args: { label: 'Excluir a Licença sanitária da Drogaria São José Ltda. (CNPJ 12.345.678/0001-95)' },
  render: (args) => (
    <div style={{ paddingTop: 64, paddingLeft: 48 }}>
      <IconButton {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const label = 'Excluir a Licença sanitária da Drogaria São José Ltda. (CNPJ 12.345.678/0001-95)';
    const button = canvas.getByRole('button', { name: label });
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip', { hidden: true });
    await expect(tooltip).toHaveTextContent(label);
    await expect(tooltip).toBeVisible();
    const { left, right } = tooltip.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Mobile: Story = {
  render: Variants.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: 'Excluir' })).toHaveLength(iconButtonSizes.length);
    await expect(canvas.getAllByRole('button', { name: 'Editar' })).toHaveLength(iconButtonSizes.length * 2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: Variants.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeVisible();
  },
};
