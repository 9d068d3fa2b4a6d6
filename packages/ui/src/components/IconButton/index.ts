export { IconButton, type IconButtonProps } from './IconButton';
export { type IconButtonSize, type IconButtonTone, iconButtonSizes, iconButtonTones } from './variants';
