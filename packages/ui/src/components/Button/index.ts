export { Button, type ButtonProps } from './Button';
export { type ButtonSize, type ButtonVariant, buttonSizes, buttonVariants } from './variants';
