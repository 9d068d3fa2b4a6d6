import { describe, expect, it } from 'vitest';
import { accountViews, accountViewTitles } from './accounts';
import { brand } from './brand';
import { companyTabs } from './company-tabs';
import {
  accountListRouteId,
  companyDetailRouteId,
  documentTitle,
  screenDocumentTitle,
  screenTitles,
} from './screen-titles';

/** The matches of one URL, outermost first, as the router lists them. */
const at = (...routeIds: string[]) => ['__root__', ...routeIds].map((routeId) => ({ routeId }));
const company = { routeId: companyDetailRouteId, loaderData: { id: 7, name: 'Padaria Pão Dourado' } };

describe('documentTitle', () => {
  it('puts the screen before the brand, joined by a middle dot', () => {
    expect(documentTitle('CNAEs')).toBe('CNAEs · Conforma');
    expect(documentTitle('Licenças', 'Padaria Pão Dourado')).toBe('Licenças · Padaria Pão Dourado · Conforma');
  });

  it('reads the brand from its setting and is the brand alone without a name', () => {
    expect(documentTitle()).toBe(brand.name);
    expect(documentTitle(null, undefined, '  ')).toBe(brand.name);
    expect(documentTitle('Início').endsWith(` · ${brand.name}`)).toBe(true);
  });
});

describe('screenTitles', () => {
  it('name the screens as the sidebars and page headers do', () => {
    expect(screenTitles['/_authenticated/admin/cnaes']).toBe('CNAEs');
    expect(screenTitles['/_authenticated/admin/licenses']).toBe('Licenças');
    expect(screenTitles['/_authenticated/admin/users']).toBe('Usuários');
    expect(screenTitles['/_authenticated/client/dashboard']).toBe('Início');
    expect(screenTitles['/_authenticated/client/companies/']).toBe('Empresas');
    expect(screenTitles['/_authenticated/client/logs']).toBe('Logs de Atividade');
  });

  it('name the company tabs as the tabs do', () => {
    const tabRoutes = {
      panel: '/_authenticated/client/companies/$id/panel',
      data: '/_authenticated/client/companies/$id/data',
      cnpjs: '/_authenticated/client/companies/$id/cnpjs',
      licenses: '/_authenticated/client/companies/$id/licenses',
      documents: '/_authenticated/client/companies/$id/documents/{-$cnpjId}/{-$fiscalRegistrationId}',
    } as const;
    for (const tab of companyTabs) expect(screenTitles[tabRoutes[tab.id]]).toBe(tab.label);
  });
});

describe('screenDocumentTitle', () => {
  it('is the innermost named route', () => {
    expect(screenDocumentTitle(at('/_authenticated', '/_authenticated/admin', '/_authenticated/admin/cnaes'))).toBe(
      'CNAEs · Conforma',
    );
    expect(screenDocumentTitle(at('/_public', '/_public/'))).toBe('Entrar · Conforma');
    expect(screenDocumentTitle(at('/_authenticated', '/_authenticated/admin', '/_authenticated/admin/myaccount'))).toBe(
      'Minha conta · Conforma',
    );
    expect(
      screenDocumentTitle(at('/_authenticated', '/_authenticated/client', '/_authenticated/client/dashboard')),
    ).toBe('Início · Conforma');
    expect(
      screenDocumentTitle(at('/_authenticated', '/_authenticated/client', '/_authenticated/client/companies/')),
    ).toBe('Empresas · Conforma');
  });

  it('is the brand alone on a layout, and the not-found page has its own', () => {
    expect(screenDocumentTitle(at())).toBe('Conforma');
    expect(screenDocumentTitle(at('/_authenticated', '/_authenticated/admin'))).toBe('Conforma');
    expect(screenDocumentTitle(at('/_authenticated', '/_authenticated/admin'), true)).toBe(
      'Página não encontrada · Conforma',
    );
  });

  it("names each account view ('Clientes Business')", () => {
    for (const view of accountViews)
      expect(screenDocumentTitle([{ routeId: accountListRouteId, params: { type: view } }])).toBe(
        `${accountViewTitles[view]} · Conforma`,
      );
    expect(screenDocumentTitle([{ routeId: accountListRouteId, params: { type: 'business' } }])).toBe(
      'Clientes Business · Conforma',
    );
    expect(screenDocumentTitle([{ routeId: accountListRouteId, params: {} }])).toBe('Clientes · Conforma');
  });

  it("adds the company's name under a company, and is that name on its landing page", () => {
    const under = (routeId: string) => [...at('/_authenticated', '/_authenticated/client'), company, { routeId }];
    expect(screenDocumentTitle(under('/_authenticated/client/companies/$id/'))).toBe('Padaria Pão Dourado · Conforma');
    expect(screenDocumentTitle(under('/_authenticated/client/companies/$id/licenses'))).toBe(
      'Licenças · Padaria Pão Dourado · Conforma',
    );
    expect(
      screenDocumentTitle(under('/_authenticated/client/companies/$id/documents/{-$cnpjId}/{-$fiscalRegistrationId}')),
    ).toBe('Documentos · Padaria Pão Dourado · Conforma');
  });

  it("says 'Empresa' while the company is not loaded", () => {
    const loading = [{ routeId: companyDetailRouteId }, { routeId: '/_authenticated/client/companies/$id/panel' }];
    expect(screenDocumentTitle(loading)).toBe('Painel · Empresa · Conforma');
    expect(screenDocumentTitle([{ routeId: companyDetailRouteId, loaderData: {} }])).toBe('Empresa · Conforma');
  });
});
