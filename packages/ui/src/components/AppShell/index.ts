export {
  AppShell,
  type AppShellCategory,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUser,
} from './AppShell';
