export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { type ProgressBarTone, progressBarTones } from './variants';
