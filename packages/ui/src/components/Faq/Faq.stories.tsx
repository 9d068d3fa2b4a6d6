import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Faq } from './Faq';

const meta = {
  title: 'Components/Faq',
  component: Faq,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The support page's 'Perguntas frequentes': each question is a heading with an Ariakit Disclosure button that opens its answer. With no `items` it shows the six questions of the spec (password, expired licence, PDF file names, risk changes, daily alerts, renewal help); `defaultOpenIds` opens some from the start.",
      },
    },
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByRole('button', { name: 'Como devo nomear os arquivos PDF?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/alvara-de-funcionamento\.pdf/)).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
  },
};

export const OneOpen: Story = {
  args: { defaultOpenIds: ['expired-licence'] },
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByRole('button', {
      name: 'O que acontece com uma licença vencida quando envio uma nova?',
    });
    await expect(canvas.getByText(/substituída automaticamente/)).toBeVisible();
    await userEvent.click(question);
    // Ariakit hides the panel on the next frame: wait for it rather than race it.
    await waitFor(() => expect(canvas.queryByText(/substituída automaticamente/)).not.toBeVisible());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Como altero a minha senha?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Minha conta/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpenIds: ['file-names'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    title: 'Perguntas frequentes sobre licenças, alvarás e certidões das empresas do grupo',
    defaultOpenIds: ['renewal-deadlines'],
    items: [
      {
        id: 'renewal-deadlines',
        question:
          'Quanto tempo antes do vencimento devo pedir a renovação da licença sanitária e do alvará de funcionamento na prefeitura do meu município?',
        answer:
          'Cada prefeitura define o seu prazo, mas a maioria pede a renovação entre 60 e 120 dias antes do vencimento. A Conforma envia alertas diários a partir de 90 dias antes da data de validade cadastrada, e a licença passa a aparecer como “Expirando” nos painéis. Guarde o protocolo do pedido: enquanto a prefeitura analisa, marque a licença como “Renovando” para que ela não conte como vencida no relatório da empresa.',
      },
      {
        id: 'several-cnpjs',
        question:
          'Uma empresa com vários CNPJs (matriz e filiais em estados diferentes) precisa enviar os documentos de cada estabelecimento separadamente?',
        answer:
          'Sim. Cada CNPJ tem a sua própria pasta de documentos, porque as licenças são emitidas por estabelecimento.',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Perguntas frequentes sobre licenças, alvarás e certidões das empresas do grupo',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/A Conforma envia alertas diários/)).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { defaultOpenIds: ['password'] },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Como altero a minha senha?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/escolha “Minha conta”/)).toBeVisible();
  },
};
