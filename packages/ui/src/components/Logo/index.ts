export { Logo, type LogoProps } from './Logo';
export { type LogoVariant, logoVariantLabels, logoVariants } from './variants';
