import type { CnpjCardItem } from '@product/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { GeneratedFile } from '#/client/companies/export/company-workbook';
import { CnpjCardDialog } from './CnpjCardDialog';

/** An establishment with an alphanumeric CNPJ (issued from July 2026): its letters stay in the file name. */
const card: CnpjCardItem = {
  kind: 'cnpj-card',
  id: 31,
  name: 'Cartão CNPJ',
  type: 'cnpj-card',
  registrationCode: '12ABC34501DE35',
  clientNationalRegistrationId: 31,
  fiscalLicenseName: null,
  validUntil: null,
  card: {
    registrationCode: '12ABC34501DE35',
    type: 'MATRIZ',
    openingDate: '2026-07-15',
    businessName: 'Confeitaria São João Comércio de Alimentos Ltda',
    tradeName: 'Doces São João',
    legalNature: '206-2 - Sociedade Empresária Limitada',
    primaryActivity: { code: '1091-1/02', text: 'Fabricação de produtos de padaria e confeitaria' },
    secondaryActivities: [
      { code: '4721-1/02', text: 'Padaria e confeitaria com predominância de revenda' },
      { code: '5611-2/03', text: 'Lanchonetes, casas de chá, de sucos e similares' },
    ],
    address: {
      street: 'Rua Professor Morais',
      number: '476',
      complement: 'Loja 1',
      postalCode: '30.150-370',
      neighborhood: 'Savassi',
      city: 'Belo Horizonte',
      state: 'MG',
    },
    email: 'contato@docessaojoao.com.br',
    phone: '(31) 3261-4455',
    situation: 'ATIVA',
    situationDate: '2026-07-15',
  },
};

const meta = {
  title: 'Pages/Client/Company/Documents/CnpjCard',
  component: CnpjCardDialog,
  parameters: {
    layout: 'fullscreen',
    screenshot: { viewport: true },
    docs: {
      description: {
        component:
          "The 'Cartão CNPJ' of a CNPJ folder (spec 2 §2 'Documents'): the certificate as the Receita Federal lays it out, 'Imprimir' (the browser's print dialog) and 'Download', a PDF of the same card drawn in the browser (pdf-lib, fetched on the first click) named `cartao-cnpj-{CNPJ without punctuation}.pdf`.",
      },
    },
  },
  args: { card, now: new Date('2026-11-22T12:15:00Z'), onClose: fn(), download: fn() },
} satisfies Meta<typeof CnpjCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Cartão CNPJ' }));
    const sheet = dialog.getByRole('article', { name: 'Cartão CNPJ' });
    await expect(within(sheet).getByText('Confeitaria São João Comércio de Alimentos Ltda')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

    await userEvent.click(dialog.getByRole('button', { name: 'Download' }));
    const calls = (args.download as ReturnType<typeof fn>).mock.calls;
    // pdf-lib loads on the first click: on a busy machine that takes more than waitFor's default second.
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    const file = calls[0]?.[0] as GeneratedFile;
    await expect(file.name).toBe('cartao-cnpj-12ABC34501DE35.pdf');
    await expect(file.type).toBe('application/pdf');
    await expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
    // Read back as a PDF reader would: one A4 page titled with the masked CNPJ.
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(file.bytes);
    await expect(pdf.getTitle()).toBe('Cartão CNPJ 12.ABC.345/01DE-35');
    await expect(pdf.getPageCount()).toBe(1);
    await expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    // The download leaves the card on screen.
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};
