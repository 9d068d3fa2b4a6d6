export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsLinkProps, type BreadcrumbsProps } from './Breadcrumbs';
