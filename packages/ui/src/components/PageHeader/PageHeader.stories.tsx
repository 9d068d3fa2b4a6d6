import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { CompanyLogo } from '../CompanyCard';
import { PageHeader } from './PageHeader';

const onAdd = fn();

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "The top of every screen: optional breadcrumbs, the title as the page's only `h1`, optional `media` before it (a company logo), `badges` beside it (Inativo, a risk badge, Novo) and the screen's `actions` at the end of the row (stacked under the title below 768 px). Pass `renderLink` to render breadcrumbs with the router's link.",
  ),
  args: {
    title: 'Empresas',
    breadcrumbs: [{ label: 'Início', href: '#/client/dashboard' }, { label: 'Empresas' }],
    actions: (
      <>
        <Button variant="secondary">Importar</Button>
        <Button variant="secondary">Exportar</Button>
        <Button onClick={onAdd}>Adicionar</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Início' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Início', breadcrumbs: undefined, actions: undefined },
};

export const WithBadges: Story = {
  args: {
    title: 'Agro Vale Alimentos',
    breadcrumbs: [
      { label: 'Início', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Agro Vale Alimentos' },
    ],
    badges: (
      <>
        <Badge tone="danger">Inativo</Badge>
        <Badge tone="success">Novo</Badge>
      </>
    ),
    actions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo Ltda.',
    breadcrumbs: [
      { label: 'Cooperativa Agroindustrial do Vale', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo Ltda.' },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.',
    breadcrumbs: [
      { label: 'Início', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.' },
    ],
    badges: <Badge tone="success">Novo</Badge>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const longName = 'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo e Região Metropolitana Ltda.';

/**
 * `compactOnPhones` (a company's page): below 768 px the long title keeps to two lines beside the
 * logo, the full name on hover, and the badges take their own row; wider, nothing changes.
 */
export const CompactOnPhones: Story = {
  parameters: { screenshot: { widths: [320, 390, 1440] } },
  args: {
    title: longName,
    compactOnPhones: true,
    media: <CompanyLogo />,
    breadcrumbs: [
      { label: 'Início', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: longName },
    ],
    badges: (
      <>
        <Badge tone="danger">Inativo</Badge>
        <Badge tone="success">Novo</Badge>
      </>
    ),
    actions: undefined,
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: longName });
    await expect(title).toHaveAttribute('title', longName);
    const lines = title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight);
    if (window.innerWidth < 768) {
      // Two lines, the rest cut.
      await expect(Math.round(lines)).toBe(2);
      await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    } else {
      await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);
    }
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  args: {
    badges: <Badge tone="info">1.284 empresas</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  },
};
