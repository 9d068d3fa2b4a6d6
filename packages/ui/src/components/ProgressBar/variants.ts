export const progressBarTones = ['primary', 'low', 'medium', 'high'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];
