import type { CompanyDetail } from '@product/api/client';
import { fromWireDate } from '@product/domain';
import {
  type BreadcrumbItem,
  CompanyLogo,
  InactiveBadge,
  Inline,
  NewBadge,
  PageHeader,
  RiskBadge,
  Stack,
  Tabs,
  type TabsItem,
} from '@product/ui';
import type { ReactNode } from 'react';
import { clientHome } from '../page-header';
import { renderCompanyTabLink } from './CompanyTabLink';

/** The companies list, the trail's second step and where a failed load returns to. */
export const companiesHref = '/client/companies';

/** '{client name}' (or 'Início') › 'Empresas' › the company (spec 2 §2 'Company detail'). */
export function companyBreadcrumbs(clientName: string | null, companyName: string): BreadcrumbItem[] {
  return [
    { label: clientName || clientHome.label, href: clientHome.href },
    { label: 'Empresas', href: companiesHref },
    { label: companyName },
  ];
}

export interface CompanyHeaderProps {
  company: CompanyDetail;
  /** The client account's name for the trail; 'Início' without one. */
  clientName: string | null;
  /** Today, for the 'Novo' badge. */
  now: Date;
  /** The five tabs, each a link or disabled (see `companyTabItems`). */
  tabs: readonly TabsItem[];
  /** The tab the URL shows; null on the company's landing page. */
  selectedTab: string | null;
  /** The open tab, or the landing page. */
  children: ReactNode;
}

/**
 * The company detail's frame: trail, logo, name, 'Inativo', the risk and 'Novo' badges, then the
 * tabs Painel, Dados, CNPJs, Licenças, Documentos with the open tab as their panel.
 * On phones the header stays short (issue 25 item 11): the name keeps to two lines beside the logo
 * (in full on hover, to screen readers and in the Dados tab), the badges take one row below, and
 * the trail's last crumb — the same name again — is cut to what fits. The tabs scroll sideways
 * behind fading edges with arrows, the open tab brought into view.
 */
export function CompanyHeader({ company, clientName, now, tabs, selectedTab, children }: CompanyHeaderProps) {
  return (
    <Stack space="large">
      <PageHeader
        title={company.name}
        breadcrumbs={companyBreadcrumbs(clientName, company.name)}
        compactOnPhones
        media={<CompanyLogo src={company.logoSrc} />}
        badges={
          <Inline space="xsmall" alignY="center">
            {company.enabled ? null : <InactiveBadge />}
            {company.cnpjLevel ? <RiskBadge level={company.cnpjLevel} /> : null}
            <NewBadge createdAt={fromWireDate(company.createdAt)} now={now} />
          </Inline>
        }
      />
      {selectedTab ? (
        <Tabs items={tabs} selectedId={selectedTab} renderLink={renderCompanyTabLink} aria-label="Seções da empresa">
          {children}
        </Tabs>
      ) : (
        <>
          <Tabs items={tabs} selectedId="" renderLink={renderCompanyTabLink} aria-label="Seções da empresa" />
          {children}
        </>
      )}
    </Stack>
  );
}
