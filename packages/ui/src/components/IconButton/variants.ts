export const iconButtonTones = ['neutral', 'primary', 'danger'] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];

export const iconButtonSizes = ['small', 'medium'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];
