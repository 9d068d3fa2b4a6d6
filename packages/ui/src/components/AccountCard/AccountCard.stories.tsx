import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Stack } from '../Stack';
import { AccountCard, accountCardHeadingLevels } from './AccountCard';

const now = new Date('2026-05-20T12:00:00Z');

const meta = {
  title: 'Components/AccountCard',
  component: AccountCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One account of the admin account list. Give it plain values (dates as `Date`): the name shows in lowercase and in red when the account is not enabled, with the 'Inativo' badge; 'Novo' shows for 30 days after `createdAt` (pass `now` to fix the clock); the group line hides with `showGroupName={false}` (AFFINITY users). Clicking the name calls `onEnter`; the menu offers 'Editar' and 'Excluir'.",
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: {
    id: 1042,
    name: 'Grupo Horizonte Alimentos',
    enabled: true,
    createdAt: new Date('2025-08-14T13:20:00Z'),
    updatedAt: new Date('2026-02-03T17:45:00Z'),
    companyCount: 12,
    groupName: 'Affinity Sul',
    showGroupName: true,
    now,
    onEnter: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: accountCardHeadingLevels } },
} satisfies Meta<typeof AccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'grupo horizonte alimentos' }));
    await expect(args.onEnter).toHaveBeenCalledOnce();
    await expect(canvas.getByText('ID 1042')).toBeVisible();
    await expect(canvas.getByText('12 empresas')).toBeVisible();
    await expect(canvas.getByText('Grupo: Affinity Sul')).toBeVisible();
    await expect(canvas.getByText('Criado em 14/08/2025 às 10:20')).toBeVisible();
    await expect(canvas.getByText('Editado em 03/02/2026 às 14:45')).toBeVisible();
    await expect(canvas.queryByText('Novo')).toBeNull();
    await expect(canvas.queryByText('Inativo')).toBeNull();
  },
};

/** Without handlers the card offers no action: the name is plain text and there is no menu. */
export const ReadOnly: Story = {
  args: { onEnter: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'grupo horizonte alimentos' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Inactive: Story = {
  args: { enabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};

export const New: Story = {
  args: { createdAt: new Date('2026-05-02T09:00:00Z'), updatedAt: null, companyCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('1 empresa')).toBeVisible();
    await expect(canvas.getByText('Editado em n/d')).toBeVisible();
  },
};

export const InactiveAndNew: Story = {
  args: { enabled: false, createdAt: new Date('2026-05-18T09:00:00Z'), companyCount: 0 },
};

export const GroupHidden: Story = {
  args: { showGroupName: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Grupo:/)).toBeNull();
  },
};

export const MenuOpen: Story = {
  parameters: { screenshot: { widths: [320, 1440], viewport: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de grupo horizonte alimentos' }));
    const edit = await screen.findByRole('menuitem', { name: 'Editar' });
    await expect(edit).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de grupo horizonte alimentos' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // Leave the menu open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de grupo horizonte alimentos' }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    name: 'Companhia Brasileira de Distribuição e Comércio de Produtos Agropecuários do Vale do São Francisco',
    groupName: 'Associação das Cooperativas Agroindustriais do Nordeste',
    companyCount: 1284,
  },
};

export const List: Story = {
  render: (args) => (
    <Stack space="medium">
      <AccountCard {...args} />
      <AccountCard {...args} id={1043} name="Transportes Ipê" enabled={false} companyCount={3} />
      <AccountCard
        {...args}
        id={1044}
        name="Farmácia Boa Saúde"
        createdAt={new Date('2026-05-10T10:00:00Z')}
        updatedAt={null}
        companyCount={1}
      />
    </Stack>
  ),
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { name: 'Cooperativa Agroindustrial do Vale do Rio Pardo', createdAt: new Date('2026-05-12T09:00:00Z') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'cooperativa agroindustrial do vale do rio pardo' })).toBeVisible();
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Ações de cooperativa agroindustrial do vale do rio pardo' }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
