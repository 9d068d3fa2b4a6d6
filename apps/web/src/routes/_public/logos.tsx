import { createFileRoute } from '@tanstack/react-router';
import { LogosPage } from '#/public/LogosPage';

/** The six logo variants (spec 1 §2 /logos). */
export const Route = createFileRoute('/_public/logos')({
  component: LogosPage,
});
