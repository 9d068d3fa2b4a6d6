export const linkTones = ['primary', 'neutral', 'danger'] as const;
export type LinkTone = (typeof linkTones)[number];
