export const skeletonVariants = ['text', 'heading', 'block', 'circle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];
