/** One source for the type, the style keys and the story controls. */
export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];
