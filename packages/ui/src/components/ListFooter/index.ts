export { ListFooter, type ListFooterProps } from './ListFooter';
