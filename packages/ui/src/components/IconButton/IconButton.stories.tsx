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
