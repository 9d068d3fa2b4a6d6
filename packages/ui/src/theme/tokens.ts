/**
 * Conforma's design tokens as plain typed values. They flow one way:
 * these values → `vars` (theme contract) → the light theme → sprinkles → layout primitives.
 * Components never read these values directly; they read `vars`.
 */

/** Green brand scale; 700 is the primary action colour (AA contrast with white text). */
const brand = {
  50: '#ecfdf3',
  100: '#d1fadf',
  200: '#a6f4c5',
  300: '#6ce9a6',
  400: '#32d583',
  500: '#12b76a',
  600: '#039855',
  700: '#027a48',
  800: '#05603a',
  900: '#054f31',
} as const;

const neutral = {
  0: '#ffffff',
  50: '#f8faf9',
  100: '#f1f4f2',
  200: '#e3e8e5',
  300: '#cdd5d0',
  400: '#98a29c',
  500: '#6b756f',
  600: '#4d5651',
  700: '#373f3b',
  800: '#1f2622',
  900: '#111714',
} as const;

export const colorTokens = {
  brand,
  neutral,
  /** Roles used by components. */
  background: neutral[50],
  surface: neutral[0],
  surfaceMuted: neutral[100],
  text: neutral[900],
  textMuted: neutral[600],
  textInverse: neutral[0],
  border: neutral[300],
  borderStrong: neutral[500],
  focus: '#1d6fd8',
  primary: brand[700],
  primaryHover: brand[800],
  primarySoft: brand[50],
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSoft: '#fef3f2',
  success: '#067647',
  successSoft: '#ecfdf3',
  info: '#175cd3',
  infoSoft: '#eff8ff',
  warning: '#93370d',
  warningSoft: '#fffaeb',
  overlay: 'rgba(17, 23, 20, 0.48)',
  /** Fixed chart colours (spec 1 "Account list": "a fixed colour per status"). */
  risk: {
    low: '#17b26a',
    medium: '#f79009',
    high: '#d92d20',
  },
  licenseStatus: {
    in_conformity: '#17b26a',
    pending: '#f79009',
    license_expired: '#d92d20',
    near_expiration: '#fdb022',
    renewing: '#2e90fa',
    not_necessary: '#98a2b3',
    not_found: '#667085',
  },
  situation: {
    active: '#17b26a',
    suspended: '#f79009',
    closed: '#667085',
  },
} as const;

export const spaceTokens = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

export const tokens = {
  color: colorTokens,
  space: spaceTokens,
  radius: { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' },
  border: { width: '1px', focusWidth: '2px' },
  font: {
    family: {
      body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
    size: {
      xsmall: '12px',
      small: '14px',
      medium: '16px',
      large: '18px',
      xlarge: '24px',
      xxlarge: '32px',
    },
    lineHeight: { tight: '1.25', normal: '1.5' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  },
  size: {
    controlSmall: '32px',
    controlMedium: '40px',
    controlLarge: '48px',
    icon: '16px',
    iconLarge: '20px',
    sidebar: '270px',
    authPanel: '440px',
    content: '1200px',
    menu: '160px',
    toast: '356px',
    /** Notifications panel of the client dashboard (spec 2 §2: max height 1580px). */
    notificationsPanel: '1580px',
    /** Company logo box (spec 2: logo max 100x50). */
    logoWidth: '100px',
    logoHeight: '50px',
    dialogSmall: '400px',
    dialogMedium: '560px',
    dialogLarge: '800px',
    listbox: '320px',
    tableMin: '640px',
  },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    medium: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    large: '0 12px 16px -4px rgba(16, 24, 40, 0.08), 0 4px 6px -2px rgba(16, 24, 40, 0.03)',
  },
  zIndex: { drawer: '40', menu: '50', toast: '60' },
  duration: { fast: '120ms', normal: '200ms', spin: '800ms' },
} as const;

export type Tokens = typeof tokens;

/** Breakpoints from spec 1 §2 ("Breakpoints exist from 320px to 2080px"); `large` is the sidebar breakpoint. */
export const breakpoints = {
  mobile: 320,
  small: 480,
  tablet: 768,
  large: 1024,
  wide: 1440,
  ultrawide: 2080,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for component CSS, so components never write pixel values. */
export const media = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  ultrawide: `screen and (min-width: ${breakpoints.ultrawide}px)`,
  belowSmall: `screen and (max-width: ${breakpoints.small - 0.02}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  belowLarge: `screen and (max-width: ${breakpoints.large - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
