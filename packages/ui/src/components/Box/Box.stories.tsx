import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Components/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The base layout element: every sprinkles property of the theme (space, flex, colour roles, radius, shadow) is a prop, responsive ones take `{ mobile, tablet, large… }` objects. Use it for spacing and backgrounds instead of writing CSS; use `as` for the element.',
      },
    },
  },
  args: {
    padding: { mobile: 'medium', tablet: 'xlarge' },
    background: 'surface',
    borderRadius: 'large',
    boxShadow: 'medium',
    children: 'Conteúdo dentro de uma caixa com espaçamento do tema',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Conteúdo dentro de uma caixa com espaçamento do tema')).toBeVisible();
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Resumo', background: 'primarySoft', color: 'text' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Resumo' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children:
      'A Cooperativa Agroindustrial do Vale do Rio Pardo mantém 37 estabelecimentos com alvará de funcionamento, licença sanitária e licença ambiental de operação; as condicionantes de monitoramento trimestral vencem em 31/03/2027 e precisam ser comprovadas junto à Secretaria Municipal de Meio Ambiente de São José do Rio Pardo.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Cooperativa Agroindustrial do Vale do Rio Pardo/)).toBeVisible();
  },
};

/** The smaller `mobile` padding applies below the tablet breakpoint. */
export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Cooperativa Agroindustrial do Vale do Rio Pardo/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  ...LongText,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
};
