import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { QrCode } from './QrCode';

const otpauthUri =
  'otpauth://totp/Conforma:ana.souza%40exemplo.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Conforma&algorithm=SHA1&digits=6&period=30';

/** The picture inside the story. */
const svgOf = (canvasElement: HTMLElement) => {
  const svg = canvasElement.querySelector('svg');
  if (!svg) throw new Error('no <svg> rendered');
  return svg;
};

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    'A QR code drawn as an SVG from `value` (uqr\'s `encode`, error correction level M): black modules on white whatever the theme, a quiet zone of 4 modules, crisp edges at any `size` (px, default 192; never wider than its container). It is an image named by `label` (`role="img"`), so a screen reader announces what it is for; put the same content in text beside it (e.g. the authenticator\'s secret).',
  ),
  args: { value: otpauthUri, label: 'QR code do aplicativo autenticador' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' });
    await expect(image).toBeVisible();
    const box = image.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([192, 192]);
    const svg = svgOf(canvasElement);
    await expect(svg).toHaveAttribute('shape-rendering', 'crispEdges');
    // Version 8 (49 modules) with 4 white modules each side; the top-left finder pattern starts right after them.
    await expect(svg).toHaveAttribute('viewBox', '0 0 57 57');
    await expect(svg.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    await expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  },
};

/** A short value makes a smaller grid (version 1, 21 modules), here drawn at 128 px. */
export const ShortValue: Story = {
  args: { value: 'conforma.app', label: 'QR code do endereço da Conforma', size: 128 },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'QR code do endereço da Conforma' });
    await expect(image.getBoundingClientRect().width).toBe(128);
    await expect(svgOf(canvasElement)).toHaveAttribute('viewBox', '0 0 29 29');
  },
};

/** A long value (an account with a long e-mail address) needs more modules, still drawn at the same size. */
export const LongText: Story = {
  args: {
    value:
      'otpauth://totp/Conforma:maria.aparecida.dos.santos.ferreira%40drogariaeperfumariasaojosedoriopreto.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Conforma&algorithm=SHA1&digits=6&period=30',
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' });
    await expect(image.getBoundingClientRect().width).toBe(192);
    const [, , modules] = (svgOf(canvasElement).getAttribute('viewBox') ?? '').split(' ').map(Number);
    await expect(modules).toBeGreaterThan(57);
  },
};

/** At 320 px a code asked wider than the screen shrinks to its container, still square. */
export const Mobile: Story = {
  args: { size: 400 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' }).getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(canvasElement).paddingLeft) * 2;
    await expect(box.width).toBe(canvasElement.clientWidth - padding);
    await expect(box.height).toBe(box.width);
  },
};

export const Wide: Story = {
  args: { size: 256 },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' }).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([256, 256]);
  },
};
