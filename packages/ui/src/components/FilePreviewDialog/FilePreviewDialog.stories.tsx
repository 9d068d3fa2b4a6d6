import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FilePreviewDialog } from './FilePreviewDialog';

// A local image (no network): a storefront sketch drawn as an SVG data: URL.
const sampleImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#e3e8e5"/><rect x="120" y="120" width="400" height="240" fill="#ffffff" stroke="#373f3b" stroke-width="4"/><rect x="120" y="80" width="400" height="60" fill="#027a48"/><rect x="290" y="240" width="60" height="120" fill="#98a29c"/><rect x="160" y="200" width="100" height="80" fill="#d1fadf"/><rect x="380" y="200" width="100" height="80" fill="#d1fadf"/></svg>',
)}`;

const meta = {
  title: 'Components/FilePreviewDialog',
  component: FilePreviewDialog,
  tags: ['autodocs'],
  parameters: {
    screenshot: { viewport: true },
    docs: {
      description: {
        component:
          "Preview of a document opened with 'Abrir': a PDF in an iframe or an image, a 'Download' link (the file's `downloadUrl`, else `url`) and 'Fechar'. Other types show a note and the Download link. The library's Dialog, like every other: the ✕ in its header, Tab kept among its controls, Esc and a backdrop click close it. Tab never enters the PDF frame, and a click in it gives the focus back to the dialog, so Esc still closes it (the browser's PDF viewer would keep the keys). Pass `open` and `onClose`.",
      },
    },
  },
  args: {
    open: true,
    onClose: fn(),
    name: 'fachada-loja.png',
    type: 'png',
    url: sampleImage,
  },
} satisfies Meta<typeof FilePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'fachada-loja.png' });
    const image = within(dialog).getByRole('img', { name: 'Pré-visualização de fachada-loja.png' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'fachada-loja.png',
    );
    // The ✕ of every dialog, then the footer's 'Fechar'.
    const [cross, close] = within(dialog).getAllByRole('button', { name: 'Fechar' });
    await expect(cross?.querySelector('svg')).not.toBeNull();
    if (!close) throw new Error("no footer 'Fechar'");
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ClosesWithTheCross: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'fachada-loja.png' });
    const [cross] = within(dialog).getAllByRole('button', { name: 'Fechar' });
    if (!cross) throw new Error('no ✕');
    await userEvent.click(cross);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Pdf: Story = {
  args: { name: 'alvara-funcionamento-2026.pdf', type: 'pdf', url: 'about:blank', downloadUrl: '#alvara' },
  parameters: {
    // The iframe stays blank here: a real PDF would be drawn by Chromium's viewer, which differs between runs.
    screenshot: { viewport: true },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'alvara-funcionamento-2026.pdf' });
    const frame = within(dialog).getByTitle('Pré-visualização de alvara-funcionamento-2026.pdf');
    await expect(frame).toBeVisible();
    const download = within(dialog).getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '#alvara');
    const [cross, close] = within(dialog).getAllByRole('button', { name: 'Fechar' });

    // Tab goes round the dialog's controls, never into the PDF frame nor out to <body>.
    await waitFor(() => expect(cross).toHaveFocus());
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cross).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();

    // A click in the document puts the focus in the frame; it comes back, so Esc still closes.
    frame.focus();
    await waitFor(() => expect(frame).not.toHaveFocus());
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Unsupported: Story = {
  args: { name: 'taxas-2026.xlsx', type: 'xlsx', url: '#taxas' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await screen.findByText(/Pré-visualização indisponível/)).toBeVisible();
  },
};

export const OpenFromButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Abrir</Button>
        <FilePreviewDialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const image = await screen.findByRole('img');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const LongText: Story = {
  parameters: { screenshot: { viewport: true, widths: [320, 1440] } },
  args: {
    name: 'auto-de-vistoria-do-corpo-de-bombeiros-militar-de-minas-gerais-projeto-tecnico-simplificado-fachada-principal-versao-final.png',
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: /^auto-de-vistoria-do-corpo-de-bombeiros/ });
    const image = within(dialog).getByRole('img');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    for (const close of within(dialog).getAllByRole('button', { name: 'Fechar' })) await expect(close).toBeVisible();
    // The long name wraps inside the dialog instead of widening it.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'fachada-loja.png' });
    const image = within(dialog).getByRole('img', { name: 'Pré-visualização de fachada-loja.png' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toBeVisible();
  },
};
