import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from './Menu';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: {
    screenshot: { viewport: true },
    docs: {
      description: {
        component:
          "An actions menu on Ariakit Menu: a trigger (a vertical ellipsis icon named by `label`, or your own `trigger` content) and `items` with `onSelect`; `tone: 'danger'` marks destructive actions such as 'Excluir', which should open a confirmation. Arrow keys move between items, Escape closes. Offer only the actions the screen wires.",
      },
    },
  },
  args: {
    label: 'Ações de Cooperativa do Vale',
    items: [
      { label: 'Editar', onSelect: onEdit },
      { label: 'Excluir', onSelect: onDelete, tone: 'danger' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 240 }}>
      <Menu {...args} />
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ações de Cooperativa do Vale' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

export const EditDeleteOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Cooperativa do Vale' }));
    const menu = within(await screen.findByRole('menu', { name: 'Ações de Cooperativa do Vale' }));
    await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
  },
};

export const SelectsAnAction: Story = {
  parameters: { screenshot: { disable: true } }, // the closed menu is Playground's frame
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Cooperativa do Vale' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await expect(onDelete).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const CompanyActions: Story = {
  args: {
    label: 'Ações de Agro Vale Alimentos',
    items: [
      { label: 'Acessar', onSelect: fn() },
      { label: 'Atualizar dados', onSelect: fn() },
      { label: 'Excluir', onSelect: fn(), tone: 'danger' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Agro Vale Alimentos' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Acessar',
      'Atualizar dados',
      'Excluir',
    ]);
  },
};

export const CustomTrigger: Story = {
  args: { trigger: <Button variant="secondary">Opções</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opções' }));
    await expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeVisible();
  },
};

/** An action that does not apply stays listed but cannot be chosen. */
export const DisabledItem: Story = {
  args: {
    label: 'Ações de Agro Vale Alimentos',
    items: [
      { label: 'Acessar', onSelect: fn() },
      { label: 'Atualizar dados', onSelect: fn(), disabled: true },
      { label: 'Excluir', onSelect: fn(), tone: 'danger' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Agro Vale Alimentos' }));
    const menu = within(await screen.findByRole('menu', { name: 'Ações de Agro Vale Alimentos' }));
    const update = menu.getByRole('menuitem', { name: 'Atualizar dados' });
    await expect(update).toHaveAttribute('aria-disabled', 'true');
    // The arrow keys skip it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Acessar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await expect(args.items[1]?.onSelect).not.toHaveBeenCalled();
  },
};

const longItems = [
  'Baixar a Licença sanitária vigente em PDF',
  'Solicitar a renovação do Alvará de funcionamento à prefeitura',
  'Excluir Drogaria e Perfumaria São José do Rio Preto Ltda.',
] as const;

/** Long actions on the narrowest screen: the menu stays inside the screen. */
export const LongText: Story = {
  args: {
    label: 'Ações de Drogaria e Perfumaria São José do Rio Preto Ltda.',
    items: [
      { label: longItems[0], onSelect: fn() },
      { label: longItems[1], onSelect: fn() },
      { label: longItems[2], onSelect: fn(), tone: 'danger' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ações de Drogaria e Perfumaria São José do Rio Preto Ltda.' }),
    );
    const menu = await screen.findByRole('menu');
    for (const label of longItems) await expect(within(menu).getByRole('menuitem', { name: label })).toBeVisible();
    const { left, right } = menu.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Cooperativa do Vale' }));
    const menu = await screen.findByRole('menu', { name: 'Ações de Cooperativa do Vale' });
    await expect(within(menu).getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Cooperativa do Vale' }));
    const menu = within(await screen.findByRole('menu', { name: 'Ações de Cooperativa do Vale' }));
    await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
  },
};
