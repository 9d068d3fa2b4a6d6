import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HTMLAttributes } from 'react';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { CompanyCard } from '../CompanyCard';
import { PageHeader } from '../PageHeader';
import { Stack } from '../Stack';
import { Tabs } from '../Tabs';
import { LinkProvider, type RenderLink } from './LinkProvider';

/** Stands in for the app's router link: a marked `<a>`. */
const routerLink: RenderLink = ({ href, ...props }) => (
  <a href={href} data-router-link="" {...(props as HTMLAttributes<HTMLAnchorElement>)} />
);

const breadcrumbs = [
  { label: 'Início', href: '#/client/dashboard' },
  { label: 'Empresas', href: '#/client/companies' },
  { label: 'Agro Vale Alimentos' },
];

const tabs = [
  { id: 'panel', label: 'Painel', href: '#/client/companies/42/panel' },
  { id: 'data', label: 'Dados', href: '#/client/companies/42/data' },
];

/** A screen's pieces with links: the trail, the tabs and a company card, none given a `renderLink`. */
function Screen() {
  return (
    <Stack space="large">
      <PageHeader title="Agro Vale Alimentos" breadcrumbs={breadcrumbs} />
      <Tabs items={tabs} selectedId="panel" aria-label="Seções da empresa" />
      <CardGrid>
        <CompanyCard
          name="Agro Vale Alimentos Ltda."
          registrationCode="12345678000195"
          cnpjCount={3}
          fileCount={27}
          cnaeCounts={{ low_level: 4, medium_level: 2, high_level: 1 }}
          enabled
          createdAt={new Date('2025-06-01T12:00:00Z')}
          now={new Date('2026-11-22T12:00:00Z')}
          href="#/client/companies/42"
          headingLevel={2}
        />
      </CardGrid>
    </Stack>
  );
}

const meta = {
  title: 'Components/LinkProvider',
  component: LinkProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Sets once, near the app's router, how the components draw their links (Breadcrumbs and PageHeader, Tabs, AppShell, CompanyCard): `<LinkProvider renderLink={(props) => <Link to={props.href} {...props} />}>`. A component's own `renderLink` prop still wins; outside a provider the links are plain `<a>`.",
      },
    },
  },
  args: { renderLink: routerLink, children: <Screen /> },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link of the trail, the tabs and the card goes through the provider's renderer. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(within(trail).getByRole('link', { name: 'Empresas' })).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('tab', { name: 'Dados' })).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Agro Vale Alimentos Ltda.' })).toHaveAttribute('data-router-link');
    // Two crumbs, two tabs, the card's name.
    await expect(canvasElement.querySelectorAll('a[data-router-link]')).toHaveLength(5);
  },
};

/** A component's own `renderLink` wins over the provider's (the documents trail carries its filters). */
export const PropWins: Story = {
  args: {
    children: (
      <PageHeader
        title="Documentos"
        breadcrumbs={breadcrumbs}
        renderLink={({ href, ...props }) => <a href={href} data-own-link="" {...props} />}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('a[data-own-link]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('a[data-router-link]')).toHaveLength(0);
  },
};

/** Outside a provider, with no prop, the links are plain `<a>` elements. */
export const WithoutProvider: Story = {
  render: () => <Screen />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '#/client/companies');
    await expect(canvasElement.querySelectorAll('a[data-router-link]')).toHaveLength(0);
  },
};
