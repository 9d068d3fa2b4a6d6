import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The trail above a page title (spec 2 company detail: the client name or 'Início', then 'Empresas', then the company). Give every crumb but the last an `href`; the last one is the current page (`aria-current=\"page\"`) and is not a link. Pass `renderLink` to render crumbs with the router's link (`(props) => <Link to={props.href} {...props} />`).",
      },
    },
  },
  args: {
    items: [
      { label: 'Início', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Agro Vale Alimentos' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '#/client/companies');
    await expect(canvas.getByText('Agro Vale Alimentos')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Agro Vale Alimentos' })).toBeNull();
  },
};

export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a href={href} data-router-link="" {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-router-link]')).toHaveLength(2);
  },
};

export const SingleItem: Story = {
  args: { items: [{ label: 'Início' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Início')).toHaveAttribute('aria-current', 'page');
  },
};

/** At 320 px the links wrap; the current page, which the title below repeats, keeps to one line with an ellipsis. */
export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { label: 'Cooperativa Agroindustrial do Vale do Rio Pardo', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Indústria e Comércio de Alimentos Orgânicos Vale Verde Ltda.' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const current = canvas.getByText('Indústria e Comércio de Alimentos Orgânicos Vale Verde Ltda.');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('title', 'Indústria e Comércio de Alimentos Orgânicos Vale Verde Ltda.');
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
    await expect(current.getBoundingClientRect().height).toBeLessThan(
      2 * Number.parseFloat(getComputedStyle(current).lineHeight),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { label: 'Início', href: '#/client/dashboard' },
      { label: 'Empresas', href: '#/client/companies' },
      { label: 'Farmácia Boa Saúde', href: '#/client/companies/42' },
      { label: 'Licença sanitária' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Farmácia Boa Saúde' })).toBeVisible();
    await expect(canvas.getByText('Licença sanitária')).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navegação estrutural' })).toBeVisible();
    await expect(canvas.getByText('Agro Vale Alimentos')).toHaveAttribute('aria-current', 'page');
  },
};
