import { catalogueHandlers, mockStaffClaims, resetCatalogueMocks } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { databaseDownAt, listPage } from '#/stories/list-page';
import { dialogNamed, pageParameters, restrictedStory } from '#/stories/page-stories';
import { expectIconRowActions } from '#/stories/table-actions';
import { dismissToasts, toasts } from '#/stories/toasts';

/** The licence-definition screen, as CONFORMA staff see it, against the msw catalogue. */
const meta = {
  title: 'Pages/Admin/Licenças',
  component: AppPage,
  parameters: pageParameters({
    handlers: catalogueHandlers,
    description:
      "/admin/licenses (spec 1 §2 'Licence admin list'): the licence definitions for CONFORMA staff. Table ID, Nome, Risco, Complexidade, Esforço, Burocracia, Validade, CNAEs, Criação/Edição, Opções; search kept in the URL; 'Adicionar' and edit (the row or 'Editar') open a dialog with the scales of spec 1 §5 and the CNAEs grouped by risk; delete with the Sim/Não confirmation, refused while clients have filled in data.",
  }),
  args: { path: '/admin/licenses' },
  // Each story starts from the same catalogue, whatever the previous one added or deleted.
  beforeEach: () => resetCatalogueMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const licenses = listPage({ table: 'Licenças', url: '*/api/v1/admin/license/' });
const table = licenses.findTable;
const body = () => within(document.body);
const rowWith = (list: HTMLElement, text: string) => within(list).getByText(text).closest('tr') as HTMLElement;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Licenças' })).toBeVisible();
    const list = await table(canvas);
    await expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ID',
      'Nome',
      'Risco',
      'Complexidade',
      'Esforço',
      'Burocracia',
      'Validade',
      'CNAEs',
      'Criação/Edição',
      'Opções',
    ]);
    const sanitary = rowWith(list, 'Licença sanitária');
    await expect(within(sanitary).getByText('Risco Alto')).toBeVisible();
    await expect(sanitary).toHaveTextContent('Alta');
    await expect(sanitary).toHaveTextContent('60 dias');
    await expect(within(sanitary).getByRole('cell', { name: '6' })).toBeVisible();
    const council = rowWith(list, 'Registro no conselho profissional');
    await expect(within(council).getByText('Inativo')).toBeVisible();
    await expect(within(council).getByText('Sem prazo')).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 5 de 5')).toBeVisible();
    await expectIconRowActions(list);
  },
};

export const Search: Story = {
  args: { path: '/admin/licenses?search=sanit' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('Licença sanitária');
    await expect(list).not.toHaveTextContent('Alvará de funcionamento');
    await expect(canvas.getByRole('searchbox')).toHaveValue('sanit');
  },
};

export const NothingFound: Story = {
  args: { path: '/admin/licenses?search=xilogravura' },
  play: async ({ canvas, userEvent }) => {
    await licenses.expectNothingFoundThenClear(canvas, userEvent, {
      message: 'Nenhuma licença encontrada',
      search: 'xilogravura',
    });
    await expect(await table(canvas)).toHaveTextContent('Alvará de funcionamento');
  },
};

export const Empty: Story = licenses.emptyStory({ others: catalogueHandlers });

export const LoadError: Story = licenses.loadErrorStory('Não foi possível carregar as licenças.', {
  others: catalogueHandlers,
  withToast: false,
});

export const AddValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogNamed('Adicionar licença');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Nome obrigatório')).toBeVisible();
    await expect(dialog.getByText('Descrição obrigatória')).toBeVisible();
    // The five scales, each empty.
    await expect(dialog.getAllByText('Dado obrigatório')).toHaveLength(5);
    await userEvent.type(dialog.getByLabelText('Nome'), 'A');
    await userEvent.type(dialog.getByLabelText('Risco'), '4');
    await userEvent.type(dialog.getByLabelText('Complexidade'), '0');
    await userEvent.type(dialog.getByLabelText('Esforço'), '31');
    await userEvent.type(dialog.getByLabelText('Burocracia'), '2,5');
    await userEvent.type(dialog.getByLabelText('Validade'), '400');
    await expect(await dialog.findByText('Mínimo de 2 caracteres')).toBeVisible();
    await waitFor(() => expect(dialog.getAllByText('Mínimo de 1 e máximo de 3')).toHaveLength(2));
    await expect(dialog.getByText('Máximo de 30')).toBeVisible();
    await expect(dialog.getByText('Informe um número inteiro')).toBeVisible();
    await expect(dialog.getByText('Máximo de 365')).toBeVisible();
    await expect(dialog.getByLabelText('Risco')).toHaveAttribute('aria-invalid', 'true');
  },
  parameters: { screenshot: { viewport: true } },
};

/** The CNAE picker: the whole catalogue, under 'Risco baixo', 'Risco médio' and 'Risco alto'. */
export const CnaePicker: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogNamed('Adicionar licença');
    await expect(await dialog.findByText('As empresas com estes CNAEs passam a precisar desta licença.')).toBeVisible();
    const picker = dialog.getByRole('combobox', { name: 'CNAEs' });
    // The disabled CNAE (4520-0/01) is not offered for new links.
    await userEvent.type(picker, '4520');
    await expect(await body().findByText('Nada encontrado')).toBeVisible();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'comercio');
    const listbox = within(await body().findByRole('listbox', { name: 'CNAEs' }));
    await waitFor(() => expect(listbox.getByText('Risco baixo')).toBeVisible());
    await expect(listbox.getByText('Risco médio')).toBeVisible();
    await expect(listbox.getAllByRole('option')).toHaveLength(4);
    await userEvent.click(listbox.getByRole('option', { name: /4771-7\/01/ }));
    await expect(dialog.getByRole('button', { name: /^Remover 4771-7\/01/ })).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const AddLicense: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogNamed('Adicionar licença');
    await userEvent.type(dialog.getByLabelText('Nome'), 'Licença de publicidade');
    await userEvent.type(dialog.getByLabelText('Descrição'), 'Autoriza letreiros e anúncios na fachada');
    await userEvent.type(dialog.getByLabelText('Risco'), '1');
    await userEvent.type(dialog.getByLabelText('Complexidade'), '2');
    await userEvent.type(dialog.getByLabelText('Esforço'), '5');
    await userEvent.type(dialog.getByLabelText('Burocracia'), '20');
    await userEvent.type(dialog.getByLabelText('Validade'), '365');
    const picker = dialog.getByRole('combobox', { name: 'CNAEs' });
    // Choosing an option clears the typed text: type again for the next one.
    for (const code of ['4721-1/02', '1091-1/02']) {
      await userEvent.type(picker, code);
      const listbox = within(await body().findByRole('listbox', { name: 'CNAEs' }));
      await waitFor(() => expect(listbox.getAllByRole('option')).toHaveLength(1));
      await userEvent.click(listbox.getByRole('option', { name: new RegExp(code) }));
    }
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getAllByRole('button', { name: /^Remover / })).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Licença criada')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const list = await table(canvas);
    await waitFor(() => expect(list).toHaveTextContent('Licença de publicidade'));
    const row = rowWith(list, 'Licença de publicidade');
    await expect(within(row).getByText('Risco Baixo')).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '2' })).toBeVisible();
    // Opening it again shows the CNAEs it was saved with.
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const edit = await dialogNamed('Editar licença');
    await expect(edit.getByRole('button', { name: /^Remover 1091-1\/02/ })).toBeVisible();
    await expect(edit.getByRole('button', { name: /^Remover 4721-1\/02/ })).toBeVisible();
  },
  // The new row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const CreateRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/admin/license/', () =>
          HttpResponse.json({ message: 'Já existe uma licença com este nome.' }, { status: 409 }),
        ),
        ...catalogueHandlers,
      ],
    },
    screenshot: { viewport: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogNamed('Adicionar licença');
    await userEvent.type(dialog.getByLabelText('Nome'), 'Licença sanitária');
    await userEvent.type(dialog.getByLabelText('Descrição'), 'Vigilância sanitária');
    for (const label of ['Risco', 'Complexidade', 'Esforço', 'Burocracia', 'Validade']) {
      await userEvent.type(dialog.getByLabelText(label), '3');
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Já existe uma licença com este nome.')).toBeVisible();
    await expect(await (await toasts()).findByText('Não foi possível criar a licença.')).toBeVisible();
    await dismissToasts();
  },
};

/** The edit dialog as it opens: the record's values and its CNAEs as chips. */
export const EditForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Alvará de funcionamento'));
    const dialog = await dialogNamed('Editar licença');
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Alvará de funcionamento');
    await expect(dialog.getByLabelText('Risco')).toHaveValue('3');
    await expect(dialog.getByLabelText('Validade')).toHaveValue('365');
    await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await expect(
      within(dialog.getByRole('list', { name: 'CNAEs: selecionados' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(dialog.getByRole('button', { name: /^Remover 9602-5\/01 Cabeleireiros/ })).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditLicense: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await table(canvas);
    await userEvent.click(within(rowWith(list, 'Licença sanitária')).getByRole('button', { name: 'Editar' }));
    const dialog = await dialogNamed('Editar licença');
    const validity = dialog.getByLabelText('Validade');
    await userEvent.clear(validity);
    await userEvent.type(validity, '180');
    await userEvent.click(dialog.getByRole('button', { name: /^Remover 8640-2\/02/ }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Licença atualizada')).toBeVisible();
    await waitFor(() => expect(within(rowWith(list, 'Licença sanitária')).getByText('Inativo')).toBeVisible());
    const row = rowWith(list, 'Licença sanitária');
    await expect(row).toHaveTextContent('180 dias');
    await expect(within(row).getByRole('cell', { name: '5' })).toBeVisible();
  },
  // The edited row carries today's date.
  parameters: { screenshot: { disable: true } },
};

export const DeleteLicense: Story = licenses.deleteStory({
  row: 'Licença sanitária',
  dialog: 'Excluir licença',
  toast: 'Licença excluída',
  shows: 'Licença sanitária',
});

const inUse =
  'Esta licença já tem dados preenchidos por clientes em 3 empresas. Desative-a em vez de excluir, para não perder esses dados.';

export const DeleteRefusedInUse: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/v1/admin/license/:id', () => HttpResponse.json({ message: inUse }, { status: 409 })),
        ...catalogueHandlers,
      ],
    },
    screenshot: { viewport: true },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await table(canvas);
    await userEvent.click(within(rowWith(list, 'Alvará de funcionamento')).getByRole('button', { name: 'Excluir' }));
    const dialog = await dialogNamed('Excluir licença');
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível excluir a licença.')).toBeVisible();
    await expect(shown.getByText(inUse)).toBeVisible();
    // The refusal stays in the dialog once the toast has gone; the licence stays listed.
    await dismissToasts();
    await expect(dialog.getByRole('alert')).toHaveTextContent(inUse);
    await expect(list).toHaveTextContent('Alvará de funcionamento');
  },
};

/** The CNAE catalogue did not load: the dialog says so and still shows the licence's own CNAEs. */
export const CnaesLoadError: Story = {
  parameters: {
    msw: {
      handlers: [databaseDownAt('*/api/v1/admin/cnae/'), ...catalogueHandlers],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Licença ambiental de operação'));
    const dialog = await dialogNamed('Editar licença');
    await expect(await dialog.findByText('Não foi possível carregar os CNAEs.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Remover 1011-2\/01 Frigorífico/ })).toBeVisible();
  },
};

export const EditorIsRestricted: Story = restrictedStory({ ...mockStaffClaims, access_role: 'EDITOR' });

export const Mobile: Story = licenses.mobileStory('Alvará de funcionamento');

export const Wide: Story = licenses.wideStory('Alvará de funcionamento');
