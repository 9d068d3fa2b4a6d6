import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Link } from './Link';
import { linkTones } from './variants';

/** Stands in for the router's link component. */
function RouterLink(props: ComponentProps<'a'>) {
  return <a data-router-link="" {...props} />;
}

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A text link inside content ('Voltar à lista', 'Ver todas as licenças'). Use `Button` for actions and for links that look like buttons. Pass `render={<RouterLink to=\"/client/companies\" />}` so the app's router handles the navigation; the look, props and text stay the same.",
      },
    },
  },
  args: { href: '#/client/companies', children: 'Voltar à lista', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar à lista' })).toHaveAttribute('href', '#/client/companies');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          Link {tone}
        </Link>
      ))}
    </Stack>
  ),
};

export const WithRouterLink: Story = {
  args: { render: <RouterLink href="#/client/companies" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar à lista' })).toHaveAttribute('data-router-link');
  },
};

export const LongText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      Consulte a <Link {...args}>lista completa de licenças ambientais, sanitárias e municipais exigidas</Link> para
      cada CNAE.
    </p>
  ),
};

export const Mobile: Story = {
  args: { href: '#/client/licences', children: 'Ver todas as licenças da Drogaria São José Ltda.' },
  render: (args) => (
    <p>
      A Licença sanitária vence em 15 dias. <Link {...args} />
    </p>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Ver todas as licenças da Drogaria São José Ltda.' }),
    ).toHaveAttribute('href', '#/client/licences');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar à lista' })).toBeVisible();
  },
};
