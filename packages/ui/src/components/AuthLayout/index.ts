export { AuthLayout, type AuthLayoutProps, defaultTagline } from './AuthLayout';
