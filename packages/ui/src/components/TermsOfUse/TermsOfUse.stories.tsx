import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TermsOfUse } from './TermsOfUse';

const meta = {
  title: 'Components/TermsOfUse',
  component: TermsOfUse,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The support page's terms of use and security policy in one scrolling region (it takes focus, so a keyboard user can scroll it). The text follows spec 2 §1 — age 18 and residence in Brazil, 15 days of informal dispute resolution, changes in force 30 days after notice, liability capped at R$ 100,00 or the amount paid, no refunds unless the law requires them, court of Belo Horizonte, Brazilian law — and names the product with the brand setting (`productName` overrides it).",
      },
    },
  },
} satisfies Meta<typeof TermsOfUse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Termos de uso e política de segurança' });
    await expect(region).toHaveTextContent('no mínimo 18 (dezoito) anos');
    await expect(region).toHaveTextContent('plataforma Conforma');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Política de segurança' })).toBeInTheDocument();
  },
};

export const OtherBrand: Story = {
  args: { productName: 'Regulariza' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Termos de uso e política de segurança' })).toHaveTextContent(
      'plataforma Regulariza',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    title: 'Termos de uso, política de privacidade e política de segurança da informação da plataforma',
    productName: 'Conforma Gestão de Licenças e Alvarás Empresariais',
  },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', {
      name: 'Termos de uso, política de privacidade e política de segurança da informação da plataforma',
    });
    await expect(region).toHaveTextContent('plataforma Conforma Gestão de Licenças e Alvarás Empresariais');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Termos de uso e política de segurança' });
    await expect(region).toHaveTextContent('foro da comarca de Belo Horizonte');
  },
};
