import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileUpload } from './FileUpload';

const megabyte = 1024 * 1024;
const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Drops a file onto the zone as a browser does (userEvent has no drag and drop of files). */
function drop(canvasElement: HTMLElement, file: File) {
  const zone = canvasElement.querySelector<HTMLElement>('[data-drop-zone]');
  if (!zone) throw new Error('no drop zone');
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Attach one file by dragging it onto the zone or with 'Escolher arquivo'. `accept` lists extensions or MIME types and `maxSize` the largest size in bytes; a refused file shows 'Tipo de arquivo não permitido.' or 'Arquivo maior que N MB.' and is not passed on. The chosen file's name and size are shown with 'Remover arquivo'; `onFileChange(file | null)` reports it. While uploading, pass `progress` (0–100) to show a progress bar.",
      },
    },
  },
  args: { label: 'Licença (PDF)', accept: ['.pdf', 'application/pdf'], maxSize: 10 * megabyte, onFileChange: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    const file = pdf('alvara-2026.pdf', 512 * 1024);
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFileChange).toHaveBeenLastCalledWith(file);
    await expect(canvas.getByText('alvara-2026.pdf')).toBeVisible();
    await expect(canvas.getByText('512 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover arquivo' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('alvara-2026.pdf')).toBeNull();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    drop(canvasElement, pdf('licenca-bombeiros.pdf', Math.round(2.4 * megabyte)));
    await expect(await canvas.findByText('licenca-bombeiros.pdf')).toBeVisible();
    await expect(canvas.getByText('2,4 MB')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledOnce();
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // The browser's picker filters by `accept`; a drop does not, so the component checks.
    drop(canvasElement, new File(['x'], 'foto.png', { type: 'image/png' }));
    await canvas.findByText('Tipo de arquivo não permitido.');
    await expect(canvas.getByText('Tipo de arquivo não permitido.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo' })).toHaveAccessibleDescription(
      'Tipo de arquivo não permitido.',
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  args: { maxSize: 5 * megabyte, hint: 'PDF de até 5 MB.' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('contrato-social.pdf', 5 * megabyte + 1));
    await expect(canvas.getByText('Arquivo maior que 5 MB.')).toBeVisible();
    await expect(args.onFileChange).not.toHaveBeenCalled();
    // A good file afterwards clears the error.
    await userEvent.upload(fileInput(canvasElement), pdf('contrato-social.pdf', 5 * megabyte));
    await expect(canvas.queryByText('Arquivo maior que 5 MB.')).toBeNull();
    await expect(canvas.getByText('5 MB')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { file: pdf('alvara-de-funcionamento-2026.pdf', 1300 * 1024), progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Envio do arquivo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('1,3 MB')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Auto de Vistoria do Corpo de Bombeiros (AVCB) ou Certificado de Licença do Corpo de Bombeiros (CLCB)',
    hint: 'Envie a versão digitalizada do documento completo, com todas as páginas e o QR code de validação legível.',
    file: pdf(
      'auto-de-vistoria-do-corpo-de-bombeiros-unidade-centro-historico-sao-paulo-2026-versao-final.pdf',
      3 * megabyte,
    ),
    error: 'Não foi possível enviar o arquivo; verifique sua conexão e tente novamente.',
  },
};

export const Mobile: Story = {
  args: { file: pdf('alvara-2026.pdf', 200 * 1024), progress: 100 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const WithError: Story = {
  args: {
    hint: 'PDF de até 10 MB.',
    error: 'O envio falhou: o servidor de arquivos não respondeu. Tente novamente.',
  },
  play: async ({ canvas }) => {
    const message = 'O envio falhou: o servidor de arquivos não respondeu. Tente novamente.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo' })).toHaveAccessibleDescription(
      `PDF de até 10 MB. ${message}`,
    );
  },
};

export const Wide: Story = {
  args: {
    label: 'Licença sanitária (PDF)',
    file: pdf('licenca-sanitaria-drogaria-sao-jose-2026.pdf', Math.round(4.2 * megabyte)),
    progress: 70,
  },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('licenca-sanitaria-drogaria-sao-jose-2026.pdf')).toBeVisible();
    await expect(canvas.getByText('4,2 MB')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Envio do arquivo' })).toHaveAttribute('aria-valuenow', '70');
  },
};
