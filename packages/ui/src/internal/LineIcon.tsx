import type { ReactNode } from 'react';

export interface LineIconProps {
  className?: string;
  /** The drawing's coordinate box, e.g. '0 0 20 20'. */
  viewBox: string;
  /** Line width in viewBox units. */
  strokeWidth?: string;
  /** The paths, stroked in the text colour. */
  children: ReactNode;
}

/** Internal: a decorative outline icon in the current text colour, hidden from assistive technology. */
export function LineIcon({ className, viewBox, strokeWidth = '2', children }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
