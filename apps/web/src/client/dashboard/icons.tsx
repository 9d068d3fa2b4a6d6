import type { RegistrationLevel } from '@product/domain';
import { vars } from '@product/ui';
import type { ReactNode } from 'react';

// The counters' icons. @product/ui has no icon set, so the strokes live here, drawn like the
// KpiCounter stories' (24 px, currentColor).

/** The frame of a stroked icon: 24 px, drawn in the text's colour, hidden from assistive technology. */
function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function BuildingIcon() {
  return (
    <StrokeIcon>
      <path d="M4 21V5l8-3v19M12 8h8v13M8 9h1M8 13h1M8 17h1M16 12h1M16 16h1M2 21h20" strokeLinecap="round" />
    </StrokeIcon>
  );
}

export function DocumentIcon() {
  return (
    <StrokeIcon>
      <path d="M14 3H6v18h12V7l-4-4Zm0 0v4h4M9 12h6M9 16h6" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

export function RegistryIcon() {
  return (
    <StrokeIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 10h4M7 14h6M15.5 10.5h1.5v3" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

const riskColours: Readonly<Record<RegistrationLevel, string>> = {
  low_level: vars.color.risk.low,
  medium_level: vars.color.risk.medium,
  high_level: vars.color.risk.high,
};

/** A shield in the risk's fixed colour, so the three risk cards read apart at a glance. */
export function RiskShieldIcon({ level }: { level: RegistrationLevel }) {
  return (
    // A style, not the `color` attribute: the tinted square sets its own colour on the wrapper.
    <svg width="24" height="24" viewBox="0 0 24 24" style={{ color: riskColours[level] }} aria-hidden="true">
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" fill="currentColor" />
    </svg>
  );
}
