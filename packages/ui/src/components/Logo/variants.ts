/** The six logo variants of the /logos page (spec 1 §2). */
export const logoVariants = ['original', 'originalOnWhite', 'black', 'blackAndWhite', 'white', 'green'] as const;
export type LogoVariant = (typeof logoVariants)[number];

export const logoVariantLabels: Readonly<Record<LogoVariant, string>> = {
  original: 'Original (fundo transparente)',
  originalOnWhite: 'Original (fundo branco)',
  black: 'Preto',
  blackAndWhite: 'Preto e branco',
  white: 'Branco',
  green: 'Verde',
};
