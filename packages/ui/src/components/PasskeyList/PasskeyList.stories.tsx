import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { PasskeyList, type PasskeyListItem } from './PasskeyList';

const samplePasskeys: PasskeyListItem[] = [
  {
    id: 11,
    name: 'iPhone da Ana',
    createdAt: '03/02/2026 às 09:12',
    lastUsedAt: '20/05/2026 às 08:47',
    backedUp: true,
  },
  {
    id: 12,
    name: 'Chave de segurança YubiKey',
    createdAt: '14/04/2026 às 16:30',
    lastUsedAt: null,
    backedUp: false,
  },
];

const meta = {
  title: 'Components/PasskeyList',
  component: PasskeyList,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "The person's passkeys in Minha conta. Each row: the name (long names wrap), 'Criada em …', 'Último uso: …' or 'Nunca usada' (dates come formatted), 'Sincronizada' when the password manager syncs the passkey to other devices (`backedUp`), and 'Remover chave', whose accessible name adds the passkey's name ('Remover chave iPhone da Ana'). `removingId` makes that row's button busy and the others wait. Without passkeys: 'Nenhuma chave de acesso cadastrada.'",
  ),
  args: { passkeys: samplePasskeys, onRemove: fn(), removingId: null },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [iphone, yubikey] = canvas.getAllByRole('listitem');
    if (!iphone || !yubikey) throw new Error('two rows expected');
    await expect(within(iphone).getByText('iPhone da Ana')).toBeVisible();
    await expect(within(iphone).getByText('Criada em 03/02/2026 às 09:12')).toBeVisible();
    await expect(within(iphone).getByText('Último uso: 20/05/2026 às 08:47')).toBeVisible();
    await expect(within(iphone).getByText('Sincronizada')).toBeVisible();
    await expect(within(yubikey).getByText('Nunca usada')).toBeVisible();
    await expect(within(yubikey).queryByText('Sincronizada')).toBeNull();

    const remove = canvas.getByRole('button', { name: 'Remover chave Chave de segurança YubiKey' });
    await expect(remove).toHaveTextContent('Remover chave');
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(12);
  },
};

/** While one passkey is removed its button is busy and the others cannot start another removal. */
export const Removing: Story = {
  args: { removingId: 11 },
  play: async ({ canvas, userEvent, args }) => {
    const removing = canvas.getByRole('button', { name: 'Remover chave iPhone da Ana' });
    await expect(removing).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(removing);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Remover chave Chave de segurança YubiKey' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(secondFactorTexts.noPasskeys)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long name without spaces wraps inside its row instead of pushing the button off screen. */
export const LongText: Story = {
  args: {
    passkeys: [
      {
        id: 21,
        name: 'Notebook-do-escritório-da-Drogaria-e-Perfumaria-São-José-do-Rio-Preto',
        createdAt: '03/02/2026 às 09:12',
        lastUsedAt: '20/05/2026 às 08:47',
        backedUp: true,
      },
      ...samplePasskeys,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Remover chave Notebook-do-escritório-da-Drogaria-e-Perfumaria-São-José-do-Rio-Preto',
      }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Remover chave iPhone da Ana' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    // One line per passkey: the button sits beside the details.
    const row = canvas.getAllByRole('listitem')[0];
    if (!row) throw new Error('a row expected');
    const button = within(row).getByRole('button', { name: 'Remover chave iPhone da Ana' }).getBoundingClientRect();
    const name = within(row).getByText('iPhone da Ana').getBoundingClientRect();
    await expect(button.left).toBeGreaterThan(name.right);
    await expect(
      Math.abs(
        button.top + button.height / 2 - (row.getBoundingClientRect().top + row.getBoundingClientRect().height / 2),
      ),
    ).toBeLessThan(2);
  },
};
