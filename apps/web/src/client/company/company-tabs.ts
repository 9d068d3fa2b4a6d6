import type { SessionClaims } from '@product/api/client';
import { type CompanyTabId, companyTabs, isCompanyTabEnabled, type RegistrationLevel } from '@product/domain';
import type { TabsItem } from '@product/ui';

/** Why a tab cannot be opened, on hover (spec 2 §6: tabs are enabled by permission). */
export const disabledTabTitle = 'Você não tem permissão para acessar esta aba.';

/** The tab the URL shows: the segment after the company's id, none on the company's landing page. */
export function selectedCompanyTab(pathname: string, id: number): CompanyTabId | null {
  const segment = pathname.split(`/client/companies/${id}/`)[1]?.split('/')[0];
  return companyTabs.find((tab) => tab.id === segment)?.id ?? null;
}

/** `/client/companies/{id}/{tab}`, keeping `cnae_level` when the page has it (spec 2 §2 'Company detail'). */
export function companyTabHref(id: number, tab: CompanyTabId, cnaeLevel?: RegistrationLevel): string {
  const query = cnaeLevel ? `?${new URLSearchParams({ cnae_level: cnaeLevel })}` : '';
  return `/client/companies/${id}/${tab}${query}`;
}

/** The five tabs for this person: a tab they may not open is disabled and is no link. */
export function companyTabItems(session: SessionClaims, id: number, cnaeLevel?: RegistrationLevel): TabsItem[] {
  const subject = { accessRole: session.access_role, permissionRoles: session.permission_role };
  return companyTabs.map((tab) =>
    isCompanyTabEnabled(tab, subject)
      ? { id: tab.id, label: tab.label, href: companyTabHref(id, tab.id, cnaeLevel) }
      : { id: tab.id, label: tab.label, disabled: true, title: disabledTabTitle },
  );
}

/** Whether this person may open a tab (the tab's page shows 'Acesso restrito' otherwise). */
export function canOpenCompanyTab(session: SessionClaims, tabId: CompanyTabId): boolean {
  const tab = companyTabs.find((item) => item.id === tabId);
  const subject = { accessRole: session.access_role, permissionRoles: session.permission_role };
  return tab !== undefined && isCompanyTabEnabled(tab, subject);
}
