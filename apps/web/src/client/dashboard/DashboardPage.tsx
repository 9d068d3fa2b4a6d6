import type { Http } from '@product/api/client';
import { Button, NotificationsPanel, PageHeader, Stack } from '@product/ui';
import { useState } from 'react';
import { CalendarDialog, calendarDialogTexts } from './CalendarDialog';
import { DashboardKpis, DashboardKpisLoading } from './DashboardKpis';
import { DashboardNotifications } from './DashboardNotifications';
import { dashboardLoadTitles } from './load-dashboard';
import { PanelBoundary } from './PanelBoundary';

/**
 * 'Início' trail: the client's name leads to its users (spec 2 §2: the users screen is 'reached
 * from the dashboard breadcrumb'); without a name, the page alone.
 */
function dashboardBreadcrumbs(clientName: string | null) {
  return clientName ? [{ label: clientName, href: '/client/users' }, { label: 'Início' }] : [{ label: 'Início' }];
}

export interface DashboardPageProps {
  http: Http;
  /** The client account's name, for the trail. */
  clientName: string | null;
}

/**
 * /client/dashboard, 'Início' (spec 2 §2): the numbers first (counters, CNPJs by risk, charts, map),
 * then the notifications, whose panel may grow to 1580 px and would otherwise push every number
 * below the fold. The numbers and the notifications load and fail independently. 'Assinar
 * calendário' opens the person's private calendar feed of licence deadlines (issue 13).
 */
export function DashboardPage({ http, clientName }: DashboardPageProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <Stack space="xlarge">
      <PageHeader
        title="Início"
        breadcrumbs={dashboardBreadcrumbs(clientName)}
        actions={
          <Button variant="secondary" onClick={() => setCalendarOpen(true)}>
            {calendarDialogTexts.open}
          </Button>
        }
      />
      <CalendarDialog http={http} open={calendarOpen} onClose={() => setCalendarOpen(false)} />
      <PanelBoundary title={dashboardLoadTitles.kpis} fallback={<DashboardKpisLoading />}>
        <DashboardKpis http={http} />
      </PanelBoundary>
      <PanelBoundary
        title={dashboardLoadTitles.notifications}
        fallback={<NotificationsPanel notifications={[]} loading />}
      >
        <DashboardNotifications http={http} />
      </PanelBoundary>
    </Stack>
  );
}
