import {
  companyFixtures,
  companyHandlers,
  companyImportHandlers,
  importJobHandlerVariants,
  importResultFixture,
  mockClientAdminClaims,
  resetCompanyMocks,
  resetImportJobMocks,
  seedImportJob,
} from '@product/api/mocks';
import { cnpjCheckDigits } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouteContext } from '@tanstack/react-router';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';
import { withAppContext } from '#/stories/WithAppContext';
import { ImportCompaniesDialog, type ImportCompaniesDialogProps } from './ImportCompaniesDialog';
import { followedJobStorageKey, importOwner, lastImportStorageKey } from './last-import';
import { useImportJob } from './use-import-job';

const withCheckDigits = (base: string) => `${base}${cnpjCheckDigits(base)}`;
const masked = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
/** A new numeric CNPJ, a new alphanumeric one (from July 2026), one with wrong check digits, a repeat, one already in the account. */
const fresh = withCheckDigits('314578920001');
const alphanumeric = withCheckDigits('AB12CD340001');
const taken = companyFixtures[0]?.establishments[0]?.cnpj ?? '';
const sheet = `CNPJ;Observação\n${masked(fresh)};matriz\n${masked(alphanumeric)}\n11.222.333/0001-82\n${fresh}\n${taken}\n`;
const csv = (text: string, name = 'empresas.csv') => new File([text], name, { type: 'text/csv' });

const dialog = () => within(document.body).findByRole('dialog', { name: 'Importar empresas' });
function fileInput(): HTMLInputElement {
  const input = document.body.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A result kept from an earlier visit, as the dialog stores it. */
function storeLastImport(value: unknown) {
  localStorage.setItem(lastImportStorageKey, typeof value === 'string' ? value : JSON.stringify(value));
}
const storedFixture = {
  owner: importOwner(mockClientAdminClaims),
  fileName: 'cnpjs-filiais.xlsx',
  importedAt: Date.parse('2026-11-20T13:45:00Z'),
  result: importResultFixture,
};

/** The dialog as the companies page gives it: with the page's import-job tracker. */
function ImportDialogOnPage(props: Omit<ImportCompaniesDialogProps, 'tracker'>) {
  const { session } = useRouteContext({ from: '/_authenticated' });
  return <ImportCompaniesDialog {...props} tracker={useImportJob(session)} />;
}

/** A large sheet the page is following, as the dialog stored it when the upload became a job. */
function followJob(job: { id: number; fileName: string }) {
  localStorage.setItem(
    followedJobStorageKey,
    JSON.stringify({ owner: importOwner(mockClientAdminClaims), jobId: job.id, fileName: job.fileName }),
  );
}
/** A job started ten minutes before its last step: 2 CNPJs a second. */
const runningSince = { createdAt: new Date('2026-11-22T11:50:00Z'), updatedAt: new Date('2026-11-22T12:00:00Z') };

/** 'Importar' of the companies list, on its own, against the msw import mock (it reads .csv files for real). */
const meta = {
  title: 'Pages/Client/Companies/Import',
  component: ImportDialogOnPage,
  decorators: [withAppContext],
  parameters: pageParameters({
    handlers: [...companyImportHandlers, ...companyHandlers],
    screenshot: { viewport: true },
    description:
      "The import dialog of /client/companies (spec 2 §2, §5, §8): a .xlsx or .csv of up to 5 MB with the CNPJs in the first column, its upload progress, then the result screen (counts sent, success and error, then each CNPJ with its outcome and message) and the toasts 'Arquivo importado' / 'Confira os resultados em tela.' and, when a CNPJ failed, 'Não foi possível criar as empresas com todos ou algum(ns) dos CNPJs da listagem.'. The last result is kept in local storage: opening the dialog again shows it, with 'Nova importação'. A sheet of more than 50 CNPJs becomes a job on the server (issue 13): the dialog shows its progress ('x de y', the companies created so far, the time left at the pace so far) with 'Cancelar importação', and ends on the same result screen.",
  }),
  args: { open: true, onClose: fn(), onImported: fn() },
  beforeEach: () => {
    resetCompanyMocks();
    resetImportJobMocks();
    localStorage.removeItem(lastImportStorageKey);
    localStorage.removeItem(followedJobStorageKey);
    return () => {
      localStorage.removeItem(lastImportStorageKey);
      localStorage.removeItem(followedJobStorageKey);
    };
  },
} satisfies Meta<typeof ImportDialogOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    const shown = await dialog();
    await expect(
      within(shown).getByText('Envie uma planilha com os CNPJs das empresas na primeira coluna, um por célula.'),
    ).toBeVisible();
    await expect(within(shown).getByText('Planilha de CNPJs')).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    await expect(fileInput()).toHaveAttribute('accept', '.xlsx,.csv');
  },
};

export const FileRequired: Story = {
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    await expect(
      await within(shown).findByText('Escolha um arquivo Excel para ser lido pela plataforma.'),
    ).toBeVisible();
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async () => {
    const shown = await dialog();
    // Dropped, as userEvent.upload leaves out files the input's `accept` refuses.
    const zone = shown.querySelector<HTMLElement>('[data-drop-zone]');
    if (!zone) throw new Error('no drop zone');
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(await within(shown).findByText('Tipo de arquivo não permitido.')).toBeVisible();
    await expect(within(shown).queryByText('contrato.pdf')).toBeNull();
  },
  parameters: { screenshot: { disable: true } },
};

export const ImportedSheet: Story = {
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    await userEvent.upload(fileInput(), csv(sheet));
    await expect(within(shown).getByText('empresas.csv')).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));

    const result = await within(shown).findByRole('region', { name: 'Resultado da importação' });
    await expect(within(result).getByText('CNPJs enviados').nextElementSibling).toHaveTextContent('5');
    await expect(within(result).getByText('Importados com sucesso').nextElementSibling).toHaveTextContent('2');
    await expect(within(result).getByText('Com erro').nextElementSibling).toHaveTextContent('3');
    const items = within(within(result).getByRole('list', { name: 'CNPJs da planilha' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      `${masked(fresh)}SucessoEmpresa criada: NOVA EMPRESA 31457892 LTDA`,
      `${masked(alphanumeric)}SucessoEmpresa criada: NOVA EMPRESA AB12CD34 LTDA`,
      '11.222.333/0001-82ErroCNPJ inválido.',
      `${masked(fresh)}ErroCNPJ repetido na planilha (primeiro na linha 2).`,
      `${masked(taken)}ErroEste CNPJ já está cadastrado nesta conta.`,
    ]);
    await expect(within(shown).getByText('Última importação: empresas.csv, em 22/11/2026 às 09:00.')).toBeVisible();

    const shownToasts = await toasts();
    // Both toasts: 'Arquivo importado' first, stacked behind the failure, which is in front.
    await expect(await shownToasts.findByText('Arquivo importado')).toBeInTheDocument();
    await expect(shownToasts.getByText('Confira os resultados em tela.')).toBeInTheDocument();
    await expect(
      shownToasts.getByText('Não foi possível criar as empresas com todos ou algum(ns) dos CNPJs da listagem.'),
    ).toBeVisible();
    await expect(
      shownToasts.getByText('3 de 5 CNPJs não foram importados. Confira os resultados em tela.'),
    ).toBeVisible();
    await expect(args.onImported).toHaveBeenCalledTimes(1);
    // Kept for the next visit.
    await expect(JSON.parse(localStorage.getItem(lastImportStorageKey) ?? '{}')).toMatchObject({
      owner: importOwner(mockClientAdminClaims),
      fileName: 'empresas.csv',
      result: { sent: 5, success: 2, error: 3 },
    });
    await dismissToasts();
  },
};

export const AllImported: Story = {
  play: async ({ userEvent }) => {
    const shown = await dialog();
    await userEvent.upload(fileInput(), csv(`${fresh}\n${alphanumeric}\n`, 'novas.csv'));
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    await within(shown).findByRole('region', { name: 'Resultado da importação' });
    const shownToasts = await toasts();
    await expect(await shownToasts.findByText('Arquivo importado')).toBeVisible();
    await expect(shownToasts.queryByText(/Não foi possível/)).toBeNull();
    await dismissToasts();
  },
  parameters: { screenshot: { disable: true } },
};

/**
 * An XMLHttpRequest that reports the whole sheet as sent and then waits for ever for the
 * answer: the registry lookups of a big sheet. (msw's service worker answers requests, and
 * Chromium fires no upload events for those, so the real upload cannot show its progress here.)
 */
class UploadedThenWaiting extends XMLHttpRequest {
  override send(body?: Document | XMLHttpRequestBodyInit | null) {
    const total = body instanceof Blob ? body.size : 0;
    for (const [type, loaded] of [
      ['loadstart', 0],
      ['progress', Math.round(total / 2)],
      ['progress', total],
      ['load', total],
    ] as const) {
      this.upload.dispatchEvent(new ProgressEvent(type, { lengthComputable: true, loaded, total }));
    }
  }
}

export const Sending: Story = {
  beforeEach: () => {
    const real = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = UploadedThenWaiting;
    return () => {
      globalThis.XMLHttpRequest = real;
    };
  },
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    await userEvent.upload(fileInput(), csv(sheet));
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    const bar = await within(shown).findByRole('progressbar', { name: 'Envio da planilha' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(
      await within(shown).findByText(
        'Planilha enviada. Consultando os CNPJs na Receita Federal; pode levar alguns minutos.',
      ),
    ).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Importar' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(shown).getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

export const ImportFailed: Story = {
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    // A header and no CNPJ: the server refuses the sheet.
    await userEvent.upload(fileInput(), csv('CNPJ;Nome\n', 'sem-cnpjs.csv'));
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    await expect(await within(shown).findByText('A planilha não tem CNPJs na primeira coluna.')).toBeVisible();
    const shownToasts = await toasts();
    await expect(
      await shownToasts.findByText('Não foi possível criar as empresas com todos ou algum(ns) dos CNPJs da listagem.'),
    ).toBeVisible();
    await expect(shownToasts.getByText('A planilha não tem CNPJs na primeira coluna.')).toBeVisible();
    await expect(args.onImported).not.toHaveBeenCalled();
    await expect(localStorage.getItem(lastImportStorageKey)).toBeNull();
    await dismissToasts();
  },
};

export const NothingImported: Story = {
  play: async ({ userEvent }) => {
    const shown = await dialog();
    await userEvent.upload(fileInput(), csv(`11.222.333/0001-82\n${taken}\n`, 'repetidas.csv'));
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    await within(shown).findByRole('region', { name: 'Resultado da importação' });
    const shownToasts = await toasts();
    await expect(
      await shownToasts.findByText('Não foi possível criar as empresas com todos ou algum(ns) dos CNPJs da listagem.'),
    ).toBeVisible();
    await expect(
      shownToasts.getByText('2 de 2 CNPJs não foram importados. Confira os resultados em tela.'),
    ).toBeVisible();
    await expect(shownToasts.queryByText('Arquivo importado')).toBeNull();
    await dismissToasts();
  },
  parameters: { screenshot: { disable: true } },
};

export const LastResultShownAgain: Story = {
  beforeEach: () => storeLastImport(storedFixture),
  parameters: { screenshot: { viewport: true, widths: [320, 1440] } },
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    await expect(
      within(shown).getByText('Última importação: cnpjs-filiais.xlsx, em 20/11/2026 às 10:45.'),
    ).toBeVisible();
    const items = within(within(shown).getByRole('list', { name: 'CNPJs da planilha' })).getAllByRole('listitem');
    await expect(items).toHaveLength(importResultFixture.items.length);
    await expect(items[0]).toHaveTextContent(`${masked(fresh)}SucessoEmpresa criada: HORIZONTE ALIMENTOS LTDA`);
    await userEvent.click(within(shown).getByRole('button', { name: 'Concluir' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NewImportAfterResult: Story = {
  beforeEach: () => storeLastImport(storedFixture),
  play: async ({ userEvent }) => {
    const shown = await dialog();
    await userEvent.click(within(shown).getByRole('button', { name: 'Nova importação' }));
    await expect(await within(shown).findByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    await userEvent.upload(fileInput(), csv(`${fresh}\n`, 'uma.csv'));
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    // The new result replaces the kept one.
    await expect(await within(shown).findByText('Última importação: uma.csv, em 22/11/2026 às 09:00.')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(lastImportStorageKey) ?? '{}')).toMatchObject({
      fileName: 'uma.csv',
      result: { sent: 1, success: 1, error: 0 },
    });
    await dismissToasts();
  },
};

export const StoredResultIgnored: Story = {
  beforeEach: () => {
    storeLastImport({ ...storedFixture, result: { ...importResultFixture, sent: 'seis' } });
  },
  play: async () => {
    const shown = await dialog();
    await expect(within(shown).getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    await expect(within(shown).queryByRole('region', { name: 'Resultado da importação' })).toBeNull();
  },
  parameters: { screenshot: { disable: true } },
};

export const OtherPersonsResultIgnored: Story = {
  beforeEach: () => storeLastImport({ ...storedFixture, owner: 'outra-conta:outra-pessoa' }),
  play: async () => {
    const shown = await dialog();
    await expect(within(shown).getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    await expect(within(shown).queryByText(/Última importação/)).toBeNull();
  },
  parameters: { screenshot: { disable: true } },
};

export const JobRunning: Story = {
  beforeEach: () => {
    followJob(
      seedImportJob({
        fileName: 'empresas-grandes.xlsx',
        sent: 5000,
        done: 1200,
        success: 1180,
        moving: false,
        ...runningSince,
      }),
    );
  },
  play: async ({ args }) => {
    const shown = await dialog();
    const bar = await within(shown).findByRole('progressbar', { name: 'CNPJs consultados' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1200');
    await expect(bar).toHaveAttribute('aria-valuemax', '5000');
    await expect(bar).toHaveAttribute('aria-valuetext', '1.200 de 5.000');
    await expect(within(shown).getByText('1.180 empresas criadas, 20 com erro até agora.')).toBeVisible();
    // 3,800 left at 2 a second.
    await expect(within(shown).getByText('Cerca de 32 min restantes')).toBeVisible();
    await expect(
      within(shown).getByText(
        'Importando empresas-grandes.xlsx. Os CNPJs são consultados na Receita Federal aos poucos.',
      ),
    ).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Cancelar importação' })).toBeEnabled();
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

export const JobNearTheEnd: Story = {
  beforeEach: () => {
    followJob(seedImportJob({ sent: 5000, done: 4950, success: 4900, moving: false, ...runningSince }));
  },
  play: async () => {
    const shown = await dialog();
    const bar = await within(shown).findByRole('progressbar', { name: 'CNPJs consultados' });
    await expect(bar).toHaveAttribute('aria-valuetext', '4.950 de 5.000');
    await expect(within(shown).getByText('Menos de 1 min restante')).toBeVisible();
  },
};

export const JobCancelled: Story = {
  beforeEach: () => {
    followJob(
      seedImportJob({ fileName: 'lote.xlsx', sent: 80, done: 30, success: 28, moving: false, ...runningSince }),
    );
  },
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    await within(shown).findByRole('progressbar', { name: 'CNPJs consultados' });
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancelar importação' }));
    // The rows not started end as errors; the result screen is the spec's, kept like any other.
    const result = await within(shown).findByRole('region', { name: 'Resultado da importação' }, { timeout: 10_000 });
    await expect(within(result).getByText('CNPJs enviados').nextElementSibling).toHaveTextContent('80');
    await expect(within(result).getByText('Importados com sucesso').nextElementSibling).toHaveTextContent('28');
    await expect(within(result).getByText('Com erro').nextElementSibling).toHaveTextContent('52');
    await expect(within(result).getAllByText('Não importado: a importação foi cancelada.')).toHaveLength(50);
    await expect(within(shown).getByText('Última importação: lote.xlsx, em 22/11/2026 às 09:00.')).toBeVisible();
    const shownToasts = await toasts();
    await expect(await shownToasts.findByText('Importação cancelada')).toBeInTheDocument();
    await expect(args.onImported).toHaveBeenCalledTimes(1);
    await expect(localStorage.getItem(followedJobStorageKey)).toBeNull();
    await expect(JSON.parse(localStorage.getItem(lastImportStorageKey) ?? '{}')).toMatchObject({
      fileName: 'lote.xlsx',
      result: { sent: 80, success: 28, error: 52 },
    });
    await dismissToasts();
  },
};

/** 60 CNPJs: more than the 50 answered at once, so the upload becomes a job that the mock moves on at each poll. */
const largeSheet = `CNPJ\n${Array.from({ length: 59 }, (_, i) => withCheckDigits(`${60_000_000 + i}0001`)).join('\n')}\n${taken}\n`;

export const JobFinished: Story = {
  play: async ({ userEvent, args }) => {
    const shown = await dialog();
    await userEvent.upload(fileInput(), csv(largeSheet, 'grande.csv'));
    await userEvent.click(within(shown).getByRole('button', { name: 'Importar' }));
    await within(shown).findByRole('progressbar', { name: 'CNPJs consultados' });
    const result = await within(shown).findByRole('region', { name: 'Resultado da importação' }, { timeout: 15_000 });
    await expect(within(result).getByText('CNPJs enviados').nextElementSibling).toHaveTextContent('60');
    await expect(within(result).getByText('Importados com sucesso').nextElementSibling).toHaveTextContent('59');
    await expect(within(result).getByText('Com erro').nextElementSibling).toHaveTextContent('1');
    await expect(within(shown).getByText('Última importação: grande.csv, em 22/11/2026 às 09:00.')).toBeVisible();
    const shownToasts = await toasts();
    await expect(await shownToasts.findByText('Arquivo importado')).toBeInTheDocument();
    await expect(
      shownToasts.getByText('1 de 60 CNPJs não foram importados. Confira os resultados em tela.'),
    ).toBeVisible();
    await expect(args.onImported).toHaveBeenCalledTimes(1);
    await dismissToasts();
  },
};

export const JobLoadError: Story = {
  beforeEach: () => {
    followJob(seedImportJob({ sent: 500, done: 100, moving: false, ...runningSince }));
  },
  parameters: {
    msw: { handlers: [...importJobHandlerVariants.loadError, ...companyImportHandlers, ...companyHandlers] },
  },
  play: async () => {
    const shown = await dialog();
    await expect(
      await within(shown).findByText(/Não foi possível carregar o andamento da importação\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(within(shown).queryByRole('progressbar')).toBeNull();
  },
};
