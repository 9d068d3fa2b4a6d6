export const badgeTones = ['neutral', 'success', 'danger', 'info', 'warning'] as const;
export type BadgeTone = (typeof badgeTones)[number];
