export {
  AppShell,
  type AppShellCategory,
  type AppShellClientBox,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUser,
} from './AppShell';
