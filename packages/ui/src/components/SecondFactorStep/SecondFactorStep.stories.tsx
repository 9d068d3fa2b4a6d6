import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { AuthLayout } from '../AuthLayout';
import { SecondFactorStep, type SecondFactorStepProps, secondFactorModes } from './SecondFactorStep';

/** The step with its mode kept in state, as the sign-in page keeps it, so a story can switch modes. */
function SwitchingStep({ mode: initialMode, onModeChange, ...props }: SecondFactorStepProps) {
  const [mode, setMode] = useState(initialMode);
  return (
    <SecondFactorStep
      {...props}
      mode={mode}
      onModeChange={(next) => {
        onModeChange(next);
        setMode(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SecondFactorStep',
  component: SecondFactorStep,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "The sign-in's second step, after a right password, as a whole form: `secondStepTitle` (h1), the lead of the `mode`, one field — 'Código' (numeric keyboard, the phone's one-time-code suggestion) or 'Código de recuperação' (placeholder 'xxxxx-xxxxx') — with `error` under it, 'Verificar' (`onSubmit` with the text as typed; busy while `busy`), a switch between the two kinds of code (`onModeChange`), 'Usar chave de acesso' when `onUsePasskey` is given, and 'Voltar' (`onBack`). The field takes the focus when the step appears and whenever the mode changes.",
  ),
  args: { mode: 'totp', onModeChange: fn(), onSubmit: fn(), onUsePasskey: fn(), onBack: fn() },
  argTypes: { mode: { control: 'inline-radio', options: secondFactorModes } },
  render: (args) => <SwitchingStep {...args} />,
} satisfies Meta<typeof SecondFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: secondFactorTexts.secondStepTitle })).toBeVisible();
    await expect(canvas.getByText(secondFactorTexts.secondStepLead)).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('123 456');

    await userEvent.click(canvas.getByRole('button', { name: 'Usar chave de acesso' }));
    await expect(args.onUsePasskey).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** 'Usar um código de recuperação' changes the lead and the field, which takes the focus, empty; and back. */
export const SwitchesToRecoveryCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.useRecoveryCode }));
    await expect(args.onModeChange).toHaveBeenCalledWith('recovery');

    await expect(canvas.getByText(secondFactorTexts.recoveryStepLead)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Código' })).toBeNull();
    const recovery = canvas.getByRole('textbox', { name: 'Código de recuperação' });
    await waitFor(() => expect(recovery).toHaveFocus());
    await expect(recovery).toHaveValue('');
    await expect(recovery).toHaveAttribute('placeholder', 'xxxxx-xxxxx');
    await expect(recovery).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(recovery, 'k7m2p-9xq4t{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('k7m2p-9xq4t');

    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.useAuthenticatorCode }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('totp');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveFocus());
    await expect(canvas.getByText(secondFactorTexts.secondStepLead)).toBeVisible();
  },
};

export const RecoveryMode: Story = {
  args: { mode: 'recovery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(secondFactorTexts.recoveryStepLead)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Código de recuperação' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: secondFactorTexts.useAuthenticatorCode })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: secondFactorTexts.wrongCode },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(secondFactorTexts.wrongCode);
  },
};

/** While the code is checked 'Verificar' is busy and Enter does not send it again. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Verificar' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), '123456{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Usar chave de acesso' })).toBeDisabled();
  },
};

/** Without a passkey (or a browser that offers them) there is no 'Usar chave de acesso'. */
export const WithoutPasskey: Story = {
  args: { onUsePasskey: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Usar chave de acesso' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};

/** A long refusal wraps under the field. */
export const LongText: Story = {
  args: { mode: 'recovery', error: `${secondFactorTexts.wrongRecoveryCode} ${secondFactorTexts.stepExpired}` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Código de recuperação' })).toHaveAccessibleDescription(
      `${secondFactorTexts.wrongRecoveryCode} ${secondFactorTexts.stepExpired}`,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On the sign-in page, in the public layout's form panel. */
export const InAuthLayout: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <AuthLayout now={new Date('2026-05-20T12:00:00Z')}>
      <SwitchingStep {...args} />
    </AuthLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: secondFactorTexts.useRecoveryCode })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: secondFactorTexts.secondStepTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verificar' })).toBeEnabled();
  },
};
