import { Tooltip, TooltipAnchor, TooltipProvider, type TooltipProviderProps } from '@ariakit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css';
import type { IconButtonSize, IconButtonTone } from './variants';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** What the button does ('Editar', 'Excluir'): its accessible name and its tooltip. Required. */
  label: string;
  /** An icon (an `aria-hidden` SVG). */
  icon: ReactNode;
  tone?: IconButtonTone;
  size?: IconButtonSize;
  /** Where the tooltip opens. */
  tooltipPlacement?: TooltipProviderProps['placement'];
}

/** A button that shows only an icon; its `label` names it and appears as an Ariakit tooltip on hover and focus. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  size = 'medium',
  tooltipPlacement = 'top',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <TooltipProvider placement={tooltipPlacement} showTimeout={300}>
      <TooltipAnchor
        render={
          <button
            type={type}
            {...props}
            aria-label={label}
            className={[styles.button, styles.tones[tone], styles.sizes[size], className].filter(Boolean).join(' ')}
          />
        }
      >
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      </TooltipAnchor>
      {/* The label already names the button: the tooltip repeats it for sighted users only. */}
      <Tooltip className={styles.tooltip} gutter={6} aria-hidden="true" unmountOnHide>
        {label}
      </Tooltip>
    </TooltipProvider>
  );
}
