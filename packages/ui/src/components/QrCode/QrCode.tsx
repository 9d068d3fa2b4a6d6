import { type ComponentProps, useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './QrCode.css';

export interface QrCodeProps extends Omit<ComponentProps<'svg'>, 'children' | 'role' | 'width' | 'height' | 'viewBox'> {
  /** What the code holds, e.g. an `otpauth://` URI. */
  value: string;
  /** The picture's accessible name, e.g. 'QR code do aplicativo autenticador'. */
  label: string;
  /** Width and height in px. */
  size?: number;
}

/** The default width and height, in px. */
export const qrCodeDefaultSize = 192;

/** The white margin scanners need around the code, in modules (ISO/IEC 18004 asks for 4). */
export const qrQuietZone = 4;

/** One path for the dark modules: each row's runs of dark modules as one rectangle. */
function darkModulesPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/**
 * A QR code drawn as an SVG (uqr's `encode`): black modules on white with a 4-module quiet zone,
 * edges kept crisp at any size. Black on white whatever the theme: scanners read dark on light,
 * so the colours are fixed here instead of coming from `vars`.
 */
export function QrCode({ value, label, size = qrCodeDefaultSize, className, ...props }: QrCodeProps) {
  const { modules, path } = useMemo(() => {
    // Level M: a phone camera still reads it with 15 % of the picture lost (glare on a screen).
    const { data } = encode(value, { ecc: 'M', border: qrQuietZone });
    return { modules: data.length, path: darkModulesPath(data) };
  }, [value]);
  return (
    <svg
      {...props}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={[styles.qrCode, className].filter(Boolean).join(' ')}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
