import {
  clientUserFixtures,
  clientUserHandlers,
  companyHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetClientUserMocks,
  resetCompanyMocks,
  resetSecondFactorMocks,
  secondFactorHandlers,
  seedSecurityMocks,
} from '@product/api/mocks';
import { permissionCodes, secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { listPage } from '#/stories/list-page';
import { type Canvas, type Clicks, dialogNamed, pageParameters } from '#/stories/page-stories';
import { expectIconRowActions } from '#/stories/table-actions';
import { dismissToasts, toasts } from '#/stories/toasts';
import { expectEmailTaken, expectUserFieldRules } from '#/stories/user-form';

/**
 * The users, the companies the selector of the form offers, and the account's 'Exigir verificação
 * em duas etapas' with the CONFORMA administrator's reset (issue 28).
 */
const pageHandlers = [...clientUserHandlers, ...companyHandlers, ...secondFactorHandlers];

/** The client users screen, as Renato Alves (ADMIN of 'Padaria Pão Dourado', user 202) sees it, against the msw mocks. */
const meta = {
  title: 'Pages/Client/Users',
  component: AppPage,
  parameters: pageParameters({
    handlers: pageHandlers,
    description:
      "/client/users (spec 2 §2 'Client users', §5, §6): table ID, Usuário (name, e-mail, 'Novo', 'Inativo'), Tipo, Criação/Edição, Opções; search and pages in the URL. 'Adicionar' (CREATE_USER) opens the form: name, e-mail, password, Tipo de usuário (Administrador or Usuário) and, for a Usuário, the active companies and the twenty permission codes, all checked. The name or the pencil (UPDATE_USER; one's own record always) opens the edit form, which hides the type, codes, companies and Ativo on one's own record; the trash can (DELETE_USER, never on one's own row) asks Sim/Não. Without GET_USER the page says 'Acesso restrito'. Beyond the spec (issue 28): above the table, for who holds UPDATE_USER, the switch 'Exigir verificação em duas etapas'; in the edit form of someone else, for a CONFORMA administrator inside the account, 'Redefinir verificação em duas etapas'.",
  }),
  args: { path: '/client/users', claims: mockClientAdminClaims },
  // Each story starts from the same users and companies, whatever the previous one changed.
  beforeEach: () => {
    resetClientUserMocks();
    resetCompanyMocks();
    resetSecondFactorMocks();
  },
  // The account's policy loads beside the list: the switch waits (disabled) until it is in, so the
  // picture is taken once it is, whatever the story looked at.
  afterEach: async ({ canvasElement }) => {
    const toggle = within(canvasElement).queryByRole('switch', { name: secondFactorTexts.policySwitch, hidden: true });
    if (toggle) await waitFor(() => expect(toggle).toBeEnabled());
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const users = listPage({ table: 'Usuários', url: '*/api/v1/client/user/' });
const { findTable: table, rowOf } = users;

async function openAdd(canvas: Canvas, userEvent: Clicks) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
  return dialogNamed('Adicionar usuário');
}

async function openEdit(canvas: Canvas, userEvent: Clicks, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name }));
  return dialogNamed('Editar usuário');
}

/** 'Exigir verificação em duas etapas', once the account's policy has loaded. */
async function policySwitch(canvas: Canvas) {
  const toggle = await canvas.findByRole('switch', { name: secondFactorTexts.policySwitch });
  await waitFor(() => expect(toggle).toBeEnabled());
  return toggle;
}

/** The checkbox of one code, e.g. ('Empresas', 'Criar') for CREATE_COMPANY. */
const codeBox = (dialog: Canvas, subject: string, verb: string) =>
  within(dialog.getByRole('group', { name: subject })).getByRole('checkbox', { name: verb });

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/client/dashboard');
    const list = await users.expectColumns(canvas, ['ID', 'Usuário', 'Tipo', 'Criação/Edição', 'Opções']);
    await expect(canvas.getByText('Mostrando 1 a 6 de 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    // Issue 28: the account does not require a second factor yet; its administrator may switch it on.
    await expect(await policySwitch(canvas)).not.toBeChecked();
    // Created 10 days before the fixtures' today: 'Novo'; 60 days: not.
    await expect(within(await rowOf(canvas, 'Vinícius Rocha')).getByText('Novo')).toBeVisible();
    const ursula = await rowOf(canvas, 'Úrsula Martins');
    await expect(within(ursula).queryByText('Novo')).toBeNull();
    await expect(within(ursula).getByText('Inativo')).toBeVisible();
    await expect(within(await rowOf(canvas, 'Sílvia Costa')).getByText('Usuário')).toBeVisible();
    await expect(within(await rowOf(canvas, 'Marta Oliveira')).getByText('Business')).toBeVisible();
    await expect(within(await rowOf(canvas, 'Marta Oliveira')).getByText('n/d')).toBeVisible();
    // The signed-in person's own row: editable, never deletable from here.
    const own = await rowOf(canvas, 'Renato Alves');
    await expect(within(own).getByText('Administrador')).toBeVisible();
    await expect(within(own).getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(within(own).queryByRole('button', { name: 'Excluir' })).toBeNull();
    await expect(within(await rowOf(canvas, 'Tiago Ferreira')).getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expectIconRowActions(list);
  },
};

export const Search: Story = {
  args: { path: '/client/users?search=silvia' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('silvia@paodourado.com.br');
    await expect(list).not.toHaveTextContent('Tiago Ferreira');
    await expect(canvas.getByRole('searchbox')).toHaveValue('silvia');
    await expect(canvas.getByText('Mostrando 1 a 1 de 1')).toBeVisible();
  },
};

export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAdd(canvas, userEvent);
    // A new user is a Usuário by default, with every code checked (spec 2 §6).
    await expect(dialog.getByRole('combobox', { name: 'Tipo de usuário' })).toHaveTextContent('Usuário');
    const boxes = within(dialog.getByRole('group', { name: 'Permissões' })).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(permissionCodes.length);
    for (const box of boxes) await expect(box).toBeChecked();
    // Only active companies are offered: the inactive 'Construtora Horizonte Azul Ltda' is not.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Empresas' }));
    const offered = await within(document.body).findByRole('listbox', { name: 'Empresas' });
    await expect(within(offered).getByRole('option', { name: 'Padaria Pão Dourado Ltda' })).toBeVisible();
    await expect(within(offered).queryByRole('option', { name: 'Construtora Horizonte Azul Ltda' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.type(dialog.getByLabelText('Nome'), 'Ana Lima');
    // Spaces and capitals are dropped before sending (spec 2 §5).
    await userEvent.type(dialog.getByLabelText('Email'), ' Ana.Lima@PaoDourado.com.br ');
    await userEvent.type(dialog.getByLabelText('Senha'), 'senha-segura');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário criado')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const row = await waitFor(() => rowOf(canvas, 'Ana Lima'));
    await expect(row).toHaveTextContent('ana.lima@paodourado.com.br');
    await expect(within(row).getByText('Novo')).toBeVisible();

    // The server kept every code: the edit form shows them all checked.
    const edit = await openEdit(canvas, userEvent, 'Ana Lima');
    for (const box of within(edit.getByRole('group', { name: 'Permissões' })).getAllByRole('checkbox')) {
      await expect(box).toBeChecked();
    }
  },
  // The new row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const CreateValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAdd(canvas, userEvent);
    await expectUserFieldRules(dialog, userEvent, { name: 'A', email: 'ana@' });

    // An administrator holds every code and every company: the section goes with the type.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo de usuário' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Administrador', 'Usuário']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Administrador' }));
    await waitFor(() => expect(dialog.queryByRole('group', { name: 'Permissões' })).toBeNull());
    await expect(dialog.queryByRole('combobox', { name: 'Empresas' })).toBeNull();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo de usuário' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Usuário' }));
    await expect(await dialog.findByRole('group', { name: 'Permissões' })).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const DuplicateEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAdd(canvas, userEvent);
    await expectEmailTaken(dialog, userEvent, { name: 'Outra Sílvia', email: 'SILVIA@paodourado.com.br' });
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditOwnRecord: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEdit(canvas, userEvent, 'Renato Alves');
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Renato Alves');
    await expect(dialog.getByLabelText('Email')).toHaveValue('renato@paodourado.com.br');
    // Spec 2 §5: no user type on one's own record; the access it carries is not changed here either.
    await expect(dialog.queryByRole('combobox', { name: 'Tipo de usuário' })).toBeNull();
    await expect(dialog.queryByRole('group', { name: 'Permissões' })).toBeNull();
    await expect(dialog.queryByRole('switch', { name: 'Ativo' })).toBeNull();
    await expect(dialog.getByText('Deixe em branco para manter a senha atual.')).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditOwnRecordSaves: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEdit(canvas, userEvent, 'Renato Alves');
    await userEvent.clear(dialog.getByLabelText('Nome'));
    await userEvent.type(dialog.getByLabelText('Nome'), 'Renato Alves Lima');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário alterado')).toBeVisible();
    const row = await waitFor(() => rowOf(canvas, 'Renato Alves Lima'));
    await expect(within(row).getByText('Administrador')).toBeVisible();
  },
  // The edited row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const EditUser: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEdit(canvas, userEvent, 'Tiago Ferreira');
    await expect(dialog.getByRole('combobox', { name: 'Tipo de usuário' })).toHaveTextContent('Usuário');
    await expect(dialog.getByLabelText('Senha')).toHaveValue('');
    // Tiago sees everything and changes nothing: the GET codes only.
    for (const subject of ['Usuários', 'Empresas', 'CNPJs', 'Licenças', 'Documentos']) {
      await expect(codeBox(dialog, subject, 'Visualizar')).toBeChecked();
      await expect(codeBox(dialog, subject, 'Criar')).not.toBeChecked();
      await expect(codeBox(dialog, subject, 'Excluir')).not.toBeChecked();
    }
    await expect(dialog.getByRole('list', { name: 'Empresas: selecionados' })).toHaveTextContent('Padaria Pão Dourado');
    await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    // Only the provider's administrators reset someone's second factor (issue 28).
    await expect(dialog.queryByRole('button', { name: secondFactorTexts.resetAction })).toBeNull();
    await userEvent.click(codeBox(dialog, 'Empresas', 'Criar'));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Usuário alterado')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const again = await openEdit(canvas, userEvent, 'Tiago Ferreira');
    await expect(codeBox(again, 'Empresas', 'Criar')).toBeChecked();
    await expect(codeBox(again, 'Empresas', 'Excluir')).not.toBeChecked();
  },
  // The edited row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const EditUserForm: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEdit(canvas, userEvent, 'Úrsula Martins');
    await expect(codeBox(dialog, 'Licenças', 'Alterar')).toBeChecked();
    await expect(codeBox(dialog, 'Usuários', 'Visualizar')).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
  },
  parameters: { screenshot: { viewport: true } },
};

export const Delete: Story = users.deleteStory({
  row: 'Sílvia Costa',
  dialog: 'Excluir usuário',
  toast: 'Usuário excluído',
  shows: 'Sílvia Costa (silvia@paodourado.com.br)',
});

export const DeleteRefused: Story = users.deleteRefusedStory({
  url: '*/api/v1/client/user/:id',
  status: 409,
  reason: 'A conta precisa de pelo menos um administrador ativo: este é o último e não pode ser excluído.',
  others: pageHandlers,
  row: 'Marta Oliveira',
  dialog: 'Excluir usuário',
  title: 'Não foi possível excluir o usuário.',
});

export const UserWithoutGetUser: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
  },
};

export const UserWithoutCreateUpdateDelete: Story = {
  args: { claims: mockClientUserClaims(['GET_USER', 'GET_COMPANY']) },
  play: async ({ canvas, userEvent }) => {
    await expect(await table(canvas)).toHaveTextContent('Sílvia Costa');
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Excluir' })).toBeNull();
    // Without UPDATE_USER, the account's second-factor policy is not theirs to change (issue 28).
    await expect(canvas.queryByRole('switch', { name: secondFactorTexts.policySwitch })).toBeNull();
    // Only Tiago's own record opens (spec 2 §6), by its name or its pencil.
    await expect(canvas.getAllByRole('button', { name: 'Editar' })).toHaveLength(1);
    await expect(within(await rowOf(canvas, 'Tiago Ferreira')).getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sílvia Costa' })).toBeNull();
    const dialog = await openEdit(canvas, userEvent, 'Tiago Ferreira');
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Tiago Ferreira');
    await expect(dialog.queryByRole('combobox', { name: 'Tipo de usuário' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const UserManagingUsers: Story = {
  args: { claims: mockClientUserClaims(['GET_USER', 'CREATE_USER', 'UPDATE_USER', 'DELETE_USER', 'GET_COMPANY']) },
  play: async ({ canvas, userEvent }) => {
    // A USER manages only USERs: the administrators' rows offer nothing.
    await expect(within(await rowOf(canvas, 'Renato Alves')).queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(within(await rowOf(canvas, 'Sílvia Costa')).getByRole('button', { name: 'Excluir' })).toBeVisible();
    const dialog = await openAdd(canvas, userEvent);
    // They give only the USER type and the codes they hold, checked; the others are disabled.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo de usuário' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Usuário']);
    await userEvent.keyboard('{Escape}');
    await expect(codeBox(dialog, 'Usuários', 'Criar')).toBeChecked();
    await expect(codeBox(dialog, 'Empresas', 'Visualizar')).toBeChecked();
    await expect(codeBox(dialog, 'Empresas', 'Criar')).not.toBeChecked();
    await expect(codeBox(dialog, 'Empresas', 'Criar')).toBeDisabled();
    await expect(dialog.getByText('Você só pode conceder as permissões que possui.')).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/user/', () => HttpResponse.json({ items: [], total: 0, pages_in_range: 0 })),
        ...secondFactorHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

export const NothingFound: Story = {
  args: { path: '/client/users?search=zuleica' },
  play: async ({ canvas, userEvent }) => {
    await users.expectNothingFoundThenClear(canvas, userEvent, {
      message: 'Nenhum usuário encontrado',
      search: 'zuleica',
    });
    await expect(await table(canvas)).toHaveTextContent('Renato Alves');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const LoadError: Story = users.loadErrorStory('Não foi possível carregar os usuários.', {
  others: secondFactorHandlers,
});

export const LoadUserError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/user/:id', () =>
          HttpResponse.json({ message: 'Usuário não encontrado.' }, { status: 404 }),
        ),
        ...pageHandlers,
      ],
    },
    // The list as in Playground: the toast is the point, and it is dismissed.
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sílvia Costa' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível carregar o usuário.')).toBeVisible();
    await expect(shown.getByText('Usuário não encontrado.')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await dismissToasts();
  },
};

const longUsers = clientUserFixtures.map((user, index) =>
  index % 2 === 0
    ? {
        ...user,
        name: `${user.name} de Albuquerque Cavalcanti Wanderley Bittencourt Figueiredo Montenegro`,
        email: `${user.email.split('@')[0]}.de.albuquerque.cavalcanti.wanderley@padariapaodouradoconfeitariaedistribuidora.com.br`,
      }
    : user,
);

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/user/', () =>
          HttpResponse.json({ items: longUsers, total: longUsers.length, pages_in_range: 1 }),
        ),
        ...secondFactorHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveTextContent('Montenegro');
  },
};

export const StaffInsideClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveTextContent('Renato Alves');
    // Staff hold every code inside a client: every row can be edited and deleted.
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Editar' })).toHaveLength(clientUserFixtures.length);
    await expect(canvas.getAllByRole('button', { name: 'Excluir' })).toHaveLength(clientUserFixtures.length);
    await expect(canvas.getByRole('button', { name: /Cliente:\s*Padaria Pão Dourado/ })).toBeVisible();
  },
};

export const Mobile: Story = users.mobileStory('Renato Alves');

/** The account's administrator requires a second factor of every user (issue 28). */
export const PolicySwitch: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = await policySwitch(canvas);
    await expect(canvas.getByText(secondFactorTexts.policyHint)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await (await toasts()).findByText(secondFactorTexts.policySaved)).toBeVisible();
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await dismissToasts();
    // The picture is of the switch at rest: its knob's slide (a CSS transition) finished, not mid-way
    // on a loaded machine.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};

/** Switched on already: the switch shows it. */
export const PolicyRequired: Story = {
  beforeEach: () => {
    seedSecurityMocks({ clientPolicy: true });
    return resetSecondFactorMocks;
  },
  // The same picture as PolicySwitch once switched on.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await policySwitch(canvas)).toBeChecked();
  },
};

/** A USER who may edit users (UPDATE_USER) may change the policy too, as the server allows. */
export const UserWithUpdateSeesPolicy: Story = {
  args: { claims: mockClientUserClaims(['GET_USER', 'UPDATE_USER', 'GET_COMPANY']) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await policySwitch(canvas)).not.toBeChecked();
  },
};

/**
 * A CONFORMA administrator inside the account, for someone who lost their phone: 'Redefinir
 * verificação em duas etapas' in the user's form, asked first, then the toast (issue 28).
 */
export const ResetSecondFactor: Story = {
  args: { claims: mockStaffInClientClaims },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openEdit(canvas, userEvent, 'Sílvia Costa');
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.resetAction }));
    const confirm = await dialogNamed(secondFactorTexts.resetAction);
    await expect(confirm.getByText(secondFactorTexts.resetConfirm('Sílvia Costa'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Redefinir' }));
    await expect(await (await toasts()).findByText(secondFactorTexts.secondFactorReset)).toBeVisible();
    // The question closes; the user's form stays open.
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: secondFactorTexts.resetAction })).toBeNull(),
    );
    await expect(within(document.body).getByRole('dialog', { name: 'Editar usuário' })).toBeVisible();
    await dismissToasts();
  },
};
