import { catalogueHandlers, mockStaffClaims, resetCatalogueMocks } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../../stories/AppPage';
import { expectDialogKeepsFocus } from '../../stories/dialog-focus';
import { expectIconRowActions, expectRowActionsOnScreen } from '../../stories/table-actions';
import { dismissToasts, toasts } from '../../stories/toasts';

/** The staff users screen, as CONFORMA staff (Ana Souza, user 1) see it, against the msw mocks. */
const meta = {
  title: 'Pages/Admin/Usuários',
  // An ASCII id: the screenshot files are named after it ('ú' would be dropped).
  id: 'pages-admin-usuarios',
  component: AppPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: catalogueHandlers },
    docs: {
      description: {
        component:
          "/admin/users (spec 1 §2 'Admin users list'): the provider's staff-side users, CONFORMA only. Table ID, Usuário (name, email, 'Novo', 'Inativo'), Tipo, Criação/Edição, Opções; search kept in the URL; 'Adicionar', edit (the name, the row or the pencil) and delete (the trash can, Sim/Não). The signed-in person's own row has no trash can and their own form hides the user type.",
      },
    },
  },
  args: { path: '/admin/users' },
  // Each story starts from the same users, whatever the previous one added or deleted.
  beforeEach: () => resetCatalogueMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Usuários' });

/** The table row holding a text. */
async function rowOf(canvas: ReturnType<typeof within>, text: string) {
  const list = await table(canvas);
  return within(list).getByText(text).closest('tr') as HTMLElement;
}

async function openAdd(canvas: ReturnType<typeof within>, userEvent: { click: (element: Element) => Promise<void> }) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Adicionar usuário' }));
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const list = await table(canvas);
    await expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Usuário', 'Tipo', 'Criação/Edição', 'Opções']);
    await expect(canvas.getByText('Mostrando 1 a 8 de 8')).toBeVisible();
    // Created 2 days before the fixtures' today: 'Novo'; 45 days: not.
    await expect(within(await rowOf(canvas, 'Heitor Batista')).getByText('Novo')).toBeVisible();
    await expect(within(await rowOf(canvas, 'Fábio Nogueira')).queryByText('Novo')).toBeNull();
    await expect(within(await rowOf(canvas, 'Diego Lima')).getByText('Inativo')).toBeVisible();
    await expect(within(await rowOf(canvas, 'Eduarda Rocha')).getByText('Parceiro')).toBeVisible();
    await expect(within(await rowOf(canvas, 'Gabriela Antunes')).getByText('Provider')).toBeVisible();
    // PROVIDER and BUSINESS carry no badge (spec 1 §6): their type is plain text, not a pill like 'Parceiro'.
    const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    await expect(background(within(await rowOf(canvas, 'Eduarda Rocha')).getByText('Parceiro'))).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expect(background(within(await rowOf(canvas, 'Gabriela Antunes')).getByText('Provider'))).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expect(background(within(await rowOf(canvas, 'Heitor Batista')).getByText('Business'))).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expect(within(await rowOf(canvas, 'Carla Mendes')).getByText('n/d')).toBeVisible();
    // The signed-in person's own row: editable, never deletable from here.
    const own = await rowOf(canvas, 'Ana Souza');
    await expect(within(own).getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(within(own).queryByRole('button', { name: 'Excluir' })).toBeNull();
    await expect(within(await rowOf(canvas, 'Bruno Carvalho')).getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expectIconRowActions(list);
  },
};

export const Search: Story = {
  args: { path: '/admin/users?search=carla' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('carla.mendes@conforma.local');
    await expect(list).not.toHaveTextContent('Bruno Carvalho');
    await expect(canvas.getByRole('searchbox')).toHaveValue('carla');
    await expect(canvas.getByText('Mostrando 1 a 1 de 1')).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { path: '/admin/users?search=zuleica' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Busca: zuleica');
    await expect(canvas.queryByText('Vazio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await table(canvas)).toHaveTextContent('Ana Souza');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/admin/user/', () =>
          HttpResponse.json({ result: [{ items: [], total: 0, pages_in_range: 0 }] }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/admin/user/', () =>
          HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar os usuários.')).toBeVisible();
  },
};

export const AddValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAdd(canvas, userEvent);
    // The default type is CONFORMA, and only the three the spec offers are listed.
    const type = dialog.getByRole('combobox', { name: 'Tipo de usuário' });
    await expect(type).toHaveTextContent('Conforma');
    await userEvent.click(type);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Conforma', 'Affinity', 'Editor']);
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Nome obrigatório')).toBeVisible();
    await expect(dialog.getByText('Email obrigatório')).toBeVisible();
    await expect(dialog.getByText('Senha obrigatória')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Nome'), 'I');
    await userEvent.type(dialog.getByLabelText('Email'), 'irene@');
    await userEvent.type(dialog.getByLabelText('Senha'), 'abc');
    await expect(await dialog.findByText('Mínimo de 2 caracteres')).toBeVisible();
    await expect(dialog.getByText('Email inválido')).toBeVisible();
    await expect(dialog.getByText('Mínimo de 6 caracteres')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Senha'), 'x'.repeat(30));
    await expect(await dialog.findByText('Máximo de 32 caracteres')).toBeVisible();
    await expect(dialog.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  },
  parameters: { screenshot: { viewport: true } },
};

export const AddUser: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAdd(canvas, userEvent);
    await userEvent.type(dialog.getByLabelText('Nome'), 'Irene Prado');
    // Spaces and capitals are dropped before sending (spec 1 §5).
    await userEvent.type(dialog.getByLabelText('Email'), '  Irene.Prado@Conforma.Local ');
    await userEvent.type(dialog.getByLabelText('Senha'), 'senha-segura');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo de usuário' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Editor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário criado')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const row = await waitFor(() => rowOf(canvas, 'Irene Prado'));
    await expect(row).toHaveTextContent('irene.prado@conforma.local');
    await expect(within(row).getByText('Editor')).toBeVisible();
    await expect(within(row).getByText('Novo')).toBeVisible();
  },
  // The new row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const DuplicateEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAdd(canvas, userEvent);
    await userEvent.type(dialog.getByLabelText('Nome'), 'Outra Carla');
    await userEvent.type(dialog.getByLabelText('Email'), 'CARLA.MENDES@conforma.local');
    await userEvent.type(dialog.getByLabelText('Senha'), 'senha-segura');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Este email já está cadastrado.')).toBeVisible();
    await expect(await (await toasts()).findByText('Não foi possível criar o usuário.')).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditUser: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Carla Mendes' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Editar usuário' }));
    await expect(dialog.getByLabelText('Email')).toHaveValue('carla.mendes@conforma.local');
    // Left empty, the password stays as it is.
    await expect(dialog.getByLabelText('Senha')).toHaveValue('');
    await expect(dialog.getByText('Deixe em branco para manter a senha atual.')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo de usuário' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Affinity' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário alterado')).toBeVisible();
    await waitFor(async () => expect(within(await rowOf(canvas, 'Carla Mendes')).getByText('Affinity')).toBeVisible());
    await expect(within(await rowOf(canvas, 'Carla Mendes')).getByText('Inativo')).toBeVisible();
  },
  // The edited row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const EditPasswordValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'Bruno Carvalho');
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Editar usuário' }));
    await userEvent.clear(dialog.getByLabelText('Nome'));
    await userEvent.type(dialog.getByLabelText('Senha'), '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Nome obrigatório')).toBeVisible();
    await expect(dialog.getByText('Mínimo de 6 caracteres')).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditPartnerKeepsType: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Eduarda Rocha' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Editar usuário' }));
    // A type outside the three offered is listed so the record can keep it.
    await expect(dialog.getByRole('combobox', { name: 'Tipo de usuário' })).toHaveTextContent('Parceiro');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário alterado')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(within(await rowOf(canvas, 'Eduarda Rocha')).getByText('Parceiro')).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};

export const EditOwnUser: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana Souza' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Editar usuário' }));
    // Spec 1 'My account': no user type on one's own record; and one cannot switch oneself off.
    await expect(dialog.queryByRole('combobox', { name: 'Tipo de usuário' })).toBeNull();
    await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
    await expect(dialog.getByText('Você não pode desativar o seu próprio usuário.')).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditOwnUserSaves: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana Souza' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Editar usuário' }));
    await userEvent.clear(dialog.getByLabelText('Nome'));
    await userEvent.type(dialog.getByLabelText('Nome'), 'Ana Souza Lima');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário alterado')).toBeVisible();
    const row = await waitFor(() => rowOf(canvas, 'Ana Souza Lima'));
    await expect(within(row).getByText('Conforma')).toBeVisible();
    await expect(within(row).queryByText('Inativo')).toBeNull();
  },
  parameters: { screenshot: { disable: true } },
};

export const DeleteUser: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'Carla Mendes');
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Excluir usuário' }));
    await expect(dialog.getByText('Carla Mendes (carla.mendes@conforma.local)')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Não' })).toBeChecked();
    const confirm = dialog.getByRole('button', { name: 'Excluir' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirm);
    await expect(await (await toasts()).findByText('Usuário excluído')).toBeVisible();
    await waitFor(async () => expect(await table(canvas)).not.toHaveTextContent('Carla Mendes'));
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/v1/admin/user/:id', () =>
          HttpResponse.json({ message: 'Usuário não encontrado.' }, { status: 404 }),
        ),
        ...catalogueHandlers,
      ],
    },
    screenshot: { viewport: true },
  },
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'Bruno Carvalho');
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Excluir usuário' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível excluir o usuário.')).toBeVisible();
    await expect(shown.getByText('Usuário não encontrado.')).toBeVisible();
    await dismissToasts();
  },
};

export const PartnerIsRestricted: Story = {
  args: { claims: { ...mockStaffClaims, access_role: 'PARTNER' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(await (await toasts()).findByText('Acesso restrito.')).toBeVisible();
    await dismissToasts();
  },
};

export const AffinityIsRestricted: Story = {
  args: { claims: { ...mockStaffClaims, access_role: 'AFFINITY' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(await (await toasts()).findByText('Acesso restrito.')).toBeVisible();
  },
  // Same picture as PartnerIsRestricted.
  parameters: { screenshot: { disable: true } },
};

/** A phone: each row is a card, its 'Editar' and 'Excluir' on screen without scrolling sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('Ana Souza');
    await expectRowActionsOnScreen(list);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveTextContent('Ana Souza');
  },
};

/** 'Adicionar' by keyboard: the focus starts on 'Nome', stays in the dialog, and Escape gives it back to 'Adicionar'. */
export const AddDialogFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = await canvas.findByRole('button', { name: 'Adicionar' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expectDialogKeepsFocus({ name: 'Adicionar usuário', firstField: 'Nome', opener, userEvent });
  },
  // Keyboard behaviour: the list's picture is Playground's.
  parameters: { screenshot: { disable: true } },
};

/** A row's 'Editar' by mouse: the same focus round, back to that 'Editar'. */
export const EditDialogFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = within(await rowOf(canvas, 'Bruno Carvalho')).getByRole('button', { name: 'Editar' });
    await userEvent.click(opener);
    await expectDialogKeepsFocus({ name: 'Editar usuário', firstField: 'Nome', opener, userEvent });
  },
  parameters: { screenshot: { disable: true } },
};
