import { type CSSProperties, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps as SonnerToasterProps } from 'sonner';
import { vars } from '../../theme/contract.css';
import { sonnerRequests } from './notify';
import * as styles from './Toaster.css';

const SonnerToaster = lazy(() => sonnerRequests.load().then((module) => ({ default: module.Toaster })));

export type ToasterProps = Omit<SonnerToasterProps, 'richColors' | 'theme'>;

// Sonner's rich colours are CSS custom properties; an inline style beats its own
// `[data-sonner-theme=light]` defaults, so the toasts use our tokens.
const tokenColours = {
  fontFamily: vars.font.family.body,
  '--width': vars.size.toast,
  '--border-radius': vars.radius.medium,
  '--normal-bg': vars.color.surface,
  '--normal-border': vars.color.border,
  '--normal-text': vars.color.text,
  '--success-bg': vars.color.successSoft,
  '--success-border': vars.color.success,
  '--success-text': vars.color.success,
  '--error-bg': vars.color.dangerSoft,
  '--error-border': vars.color.danger,
  '--error-text': vars.color.danger,
  '--info-bg': vars.color.infoSoft,
  '--info-border': vars.color.info,
  '--info-text': vars.color.info,
  '--warning-bg': vars.color.warningSoft,
  '--warning-border': vars.color.warning,
  '--warning-text': vars.color.warning,
} as CSSProperties;

/**
 * Where toasts appear: the bottom right corner, and along the bottom on phones (sonner spans the
 * width below 600 px). A page's first actions sit in its header at the top ('Assinar calendário',
 * 'Adicionar'), and top-right toasts covered them ('Cliente carregado!' over 'Assinar calendário');
 * the header's height varies (breadcrumbs, a wrapped row of buttons, the phone's top bar), so no
 * offset from the top could promise to clear it, while the bottom never holds a first action.
 */
const toasterPosition = 'bottom-right' satisfies SonnerToasterProps['position'];

/**
 * Renders the toasts sent with `notify`; mount it once near the root of the app. It draws nothing
 * (and downloads nothing) until the first toast is asked for.
 */
export function Toaster({ position = toasterPosition, style, className, toastOptions, ...props }: ToasterProps) {
  const requested = useSyncExternalStore(sonnerRequests.subscribe, sonnerRequests.requested, sonnerRequests.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={position}
        richColors
        closeButton
        theme="light"
        containerAriaLabel="Notificações"
        {...props}
        className={[styles.toaster, className].filter(Boolean).join(' ')}
        style={{ ...tokenColours, ...style }}
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', ...toastOptions }}
      />
    </Suspense>
  );
}
