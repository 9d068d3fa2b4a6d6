import { Faq, PageHeader, Stack, TermsOfUse } from '@product/ui';

export interface SupportPageProps {
  /** The first breadcrumb: administration's home for staff, the client dashboard in the client area. */
  home: { label: string; href: string };
}

/**
 * 'Suporte' (spec 2 §1, §2; the sidebar footer's entry of spec 1 §2): the FAQ accordion, then the
 * scrollable terms and security policy. One page for both areas, under each area's own trail.
 */
export function SupportPage({ home }: SupportPageProps) {
  return (
    <Stack space="large">
      <PageHeader title="Suporte" breadcrumbs={[home, { label: 'Suporte' }]} />
      <Faq />
      <TermsOfUse />
    </Stack>
  );
}
