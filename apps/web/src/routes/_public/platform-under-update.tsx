import { createFileRoute } from '@tanstack/react-router';
import { PlatformUnderUpdatePage } from '#/public/PlatformUnderUpdatePage';

/** After sign-up (spec 1 §2, §4): registration done, the platform is being updated. */
export const Route = createFileRoute('/_public/platform-under-update')({
  component: PlatformUnderUpdatePage,
});
