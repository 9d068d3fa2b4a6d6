export { Skeleton, type SkeletonProps } from './Skeleton';
export { type SkeletonVariant, skeletonVariants } from './variants';
