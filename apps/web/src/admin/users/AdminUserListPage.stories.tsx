import {
  catalogueHandlers,
  mockStaffClaims,
  resetCatalogueMocks,
  resetSecondFactorMocks,
  secondFactorHandlers,
} from '@product/api/mocks';
import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { expectDialogKeepsFocus } from '#/stories/dialog-focus';
import { addDialogFocusStory, emptyPage, listPage } from '#/stories/list-page';
import { type Canvas, type Clicks, dialogNamed, pageParameters, restrictedStory } from '#/stories/page-stories';
import { expectIconRowActions } from '#/stories/table-actions';
import { dismissToasts, toasts } from '#/stories/toasts';
import { expectEmailTaken, expectUserFieldRules } from '#/stories/user-form';

/** The staff users screen, as CONFORMA staff (Ana Souza, user 1) see it, against the msw mocks. */
const meta = {
  title: 'Pages/Admin/Usuários',
  // An ASCII id: the screenshot files are named after it ('ú' would be dropped).
  id: 'pages-admin-usuarios',
  component: AppPage,
  parameters: pageParameters({
    // The users, and the second-factor reset of the edit form (issue 28).
    handlers: [...catalogueHandlers, ...secondFactorHandlers],
    description:
      "/admin/users (spec 1 §2 'Admin users list'): the provider's staff-side users, CONFORMA only. Table ID, Usuário (name, email, 'Novo', 'Inativo'), Tipo, Criação/Edição, Opções; search kept in the URL; 'Adicionar', edit (the name, the row or the pencil) and delete (the trash can, Sim/Não). The signed-in person's own row has no trash can and their own form hides the user type. Beyond the spec (issue 28): another person's form offers 'Redefinir verificação em duas etapas' (asked first), for someone who lost their phone or key; one's own does not.",
  }),
  args: { path: '/admin/users' },
  // Each story starts from the same users, whatever the previous one added or deleted.
  beforeEach: () => {
    resetCatalogueMocks();
    resetSecondFactorMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const users = listPage({ table: 'Usuários', url: '*/api/v1/admin/user/' });
const { findTable: table, rowOf } = users;

async function openAdd(canvas: Canvas, userEvent: Clicks) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
  return dialogNamed('Adicionar usuário');
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const list = await users.expectColumns(canvas, ['ID', 'Usuário', 'Tipo', 'Criação/Edição', 'Opções']);
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
    await users.expectNothingFoundThenClear(canvas, userEvent, {
      message: 'Nenhum usuário encontrado',
      search: 'zuleica',
    });
    await expect(await table(canvas)).toHaveTextContent('Ana Souza');
  },
};

export const Empty: Story = users.emptyStory({ body: { result: [emptyPage] } });

export const LoadError: Story = users.loadErrorStory('Não foi possível carregar os usuários.', { withToast: false });

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

    await expectUserFieldRules(dialog, userEvent, { name: 'I', email: 'irene@' });
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
    await expectEmailTaken(dialog, userEvent, { name: 'Outra Carla', email: 'CARLA.MENDES@conforma.local' });
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditUser: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Carla Mendes' }));
    const dialog = await dialogNamed('Editar usuário');
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
    const dialog = await dialogNamed('Editar usuário');
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
    const dialog = await dialogNamed('Editar usuário');
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
    const dialog = await dialogNamed('Editar usuário');
    // Spec 1 'My account': no user type on one's own record; and one cannot switch oneself off.
    await expect(dialog.queryByRole('combobox', { name: 'Tipo de usuário' })).toBeNull();
    await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
    await expect(dialog.getByText('Você não pode desativar o seu próprio usuário.')).toBeVisible();
    // One's own second factor is changed in Minha conta, never reset from here (issue 28).
    await expect(dialog.queryByRole('button', { name: secondFactorTexts.resetAction })).toBeNull();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditOwnUserSaves: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana Souza' }));
    const dialog = await dialogNamed('Editar usuário');
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

export const DeleteUser: Story = users.deleteStory({
  row: 'Carla Mendes',
  dialog: 'Excluir usuário',
  toast: 'Usuário excluído',
  shows: 'Carla Mendes (carla.mendes@conforma.local)',
});

export const DeleteRefused: Story = users.deleteRefusedStory({
  url: '*/api/v1/admin/user/:id',
  status: 404,
  reason: 'Usuário não encontrado.',
  others: catalogueHandlers,
  row: 'Bruno Carvalho',
  dialog: 'Excluir usuário',
  title: 'Não foi possível excluir o usuário.',
});

/**
 * Someone lost their phone: 'Redefinir verificação em duas etapas' in their form, asked first
 * (naming them), then the toast; the form stays open (issue 28).
 */
export const ResetSecondFactor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await rowOf(canvas, 'Bruno Carvalho')).getByRole('button', { name: 'Editar' }));
    const dialog = await dialogNamed('Editar usuário');
    await expect(dialog.getByText(/Perdeu o celular ou a chave de acesso\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.resetAction }));
    const confirm = await dialogNamed(secondFactorTexts.resetAction);
    await expect(confirm.getByText(secondFactorTexts.resetConfirm('Bruno Carvalho'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Redefinir' }));
    await expect(await (await toasts()).findByText(secondFactorTexts.secondFactorReset)).toBeVisible();
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: secondFactorTexts.resetAction })).toBeNull(),
    );
    await expect(within(document.body).getByRole('dialog', { name: 'Editar usuário' })).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

/** The question before the reset: 'Cancelar' leaves everything as it was. */
export const ResetSecondFactorConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Carla Mendes' }));
    const dialog = await dialogNamed('Editar usuário');
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.resetAction }));
    const confirm = await dialogNamed(secondFactorTexts.resetAction);
    await expect(confirm.getByText(secondFactorTexts.resetConfirm('Carla Mendes'))).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Redefinir' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const PartnerIsRestricted: Story = restrictedStory({ ...mockStaffClaims, access_role: 'PARTNER' });

export const AffinityIsRestricted: Story = {
  ...restrictedStory({ ...mockStaffClaims, access_role: 'AFFINITY' }),
  // Same picture as PartnerIsRestricted.
  parameters: { screenshot: { disable: true } },
};

export const Mobile: Story = users.mobileStory('Ana Souza');

export const Wide: Story = users.wideStory('Ana Souza');

export const AddDialogFocus: Story = addDialogFocusStory({ dialog: 'Adicionar usuário', firstField: 'Nome' });

/** A row's 'Editar' by mouse: the same focus round, back to that 'Editar'. */
export const EditDialogFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = within(await rowOf(canvas, 'Bruno Carvalho')).getByRole('button', { name: 'Editar' });
    await userEvent.click(opener);
    await expectDialogKeepsFocus({ name: 'Editar usuário', firstField: 'Nome', opener, userEvent });
  },
  parameters: { screenshot: { disable: true } },
};
