import { type AccountView, accountViews, accountViewTitles } from './accounts';
import { brand } from './brand';
import { type CompanyTabId, companyTabs } from './company-tabs';

/** Between the parts of a document title: 'CNAEs · Conforma'. */
export const documentTitleSeparator = ' · ';

/**
 * A document title: the screen's name, most specific part first, then the brand
 * ('Licenças · Padaria Pão Dourado · Conforma'); the brand alone when there is no name.
 */
export function documentTitle(...parts: readonly (string | null | undefined)[]): string {
  const named = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return [...named, brand.name].join(documentTitleSeparator);
}

const tabLabel = (id: CompanyTabId) => companyTabs.find((tab) => tab.id === id)?.label ?? null;

/** The title of the page shown for an address that leads nowhere (spec 1 §2 'Not-found page'). */
export const notFoundScreenTitle = 'Página não encontrada';

/** The company detail's layout route: its screens add the company's name (spec 2 §2 'Company detail'). */
export const companyDetailRouteId = '/_authenticated/client/companies/$id';
/** The account lists' route: its name depends on the view (`$type`, spec 1 'Account list'). */
export const accountListRouteId = '/_authenticated/admin/accounts/$type';

/**
 * The screen name of each route of the web app, by route id (as in its `routeTree.gen.ts`): the
 * sidebar label or page header of spec 1 §2 and spec 2 §2. `null` for a layout or a route that only
 * redirects: it takes the name of the route around it (none, for a layout: the brand alone). The
 * one list of titles; `scripts/screen-titles.test.ts` checks that it names every route there is.
 */
export const screenTitles = {
  __root__: null,
  '/_public': null,
  '/_authenticated': null,
  '/_authenticated/admin': null,
  '/_authenticated/client': null,
  '/access-restricted': 'Acesso restrito',
  // Public pages (spec 1 §2 'Public routes'): the headings of their cards.
  '/_public/': 'Entrar',
  '/_public/signup': 'Criar conta',
  '/_public/forgot-password': 'Esqueci a minha senha',
  '/_public/reset-password': 'Nova senha',
  '/_public/platform-under-update': 'Cadastro realizado',
  '/_public/logos': 'Logotipos',
  // Admin area (spec 1 §2 'Admin routes'): the sidebar labels and page headers.
  '/_authenticated/admin/': null,
  '/_authenticated/admin/accounts/': null,
  [accountListRouteId]: 'Clientes',
  '/_authenticated/admin/cnaes': 'CNAEs',
  '/_authenticated/admin/licenses': 'Licenças',
  '/_authenticated/admin/users': 'Usuários',
  '/_authenticated/admin/myaccount': 'Minha conta',
  '/_authenticated/admin/support': 'Suporte',
  '/_authenticated/admin/access-restricted': 'Acesso restrito',
  // Client area (spec 2 §2): the sidebar entries, then the company detail and its tabs.
  '/_authenticated/client/': null,
  '/_authenticated/client/admin': null,
  '/_authenticated/client/dashboard': 'Início',
  '/_authenticated/client/companies/': 'Empresas',
  '/_authenticated/client/users': 'Usuários',
  '/_authenticated/client/logs': 'Logs de Atividade',
  '/_authenticated/client/myaccount': 'Minha conta',
  '/_authenticated/client/support': 'Suporte',
  '/_authenticated/client/access-restricted': 'Acesso restrito',
  // Shown until the company's name is known; then the name itself.
  [companyDetailRouteId]: 'Empresa',
  '/_authenticated/client/companies/$id/': null,
  '/_authenticated/client/companies/$id/panel': tabLabel('panel'),
  '/_authenticated/client/companies/$id/data': tabLabel('data'),
  '/_authenticated/client/companies/$id/cnpjs': tabLabel('cnpjs'),
  '/_authenticated/client/companies/$id/licenses': tabLabel('licenses'),
  // One route for the three levels of folders (`/documents[/{cnpjId}[/{cnaeId}]]`).
  '/_authenticated/client/companies/$id/documents/{-$cnpjId}/{-$fiscalRegistrationId}': tabLabel('documents'),
} as const satisfies Readonly<Record<string, string | null>>;
export type ScreenRouteId = keyof typeof screenTitles;

/** What the title needs of one matched route (a router match has these). */
export interface ScreenMatch {
  readonly routeId: string;
  readonly params?: unknown;
  readonly loaderData?: unknown;
}

const isScreenRouteId = (id: string): id is ScreenRouteId => Object.hasOwn(screenTitles, id);

const stringField = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
};

const isAccountView = (value: string | undefined): value is AccountView =>
  (accountViews as readonly (string | undefined)[]).includes(value);

/**
 * The document title of the screen the matched routes show (outermost first, as the router lists
 * them): the innermost route's name, or the account view's ('Clientes Business · Conforma'); under
 * a company, the company's name once loaded ('Licenças · Padaria Pão Dourado · Conforma', its
 * landing page 'Padaria Pão Dourado · Conforma'); 'Página não encontrada · Conforma' when `notFound`.
 */
export function screenDocumentTitle(matches: readonly ScreenMatch[], notFound = false): string {
  if (notFound) return documentTitle(notFoundScreenTitle);
  const screen = matches.findLast((match) => isScreenRouteId(match.routeId) && screenTitles[match.routeId] !== null);
  if (!screen || !isScreenRouteId(screen.routeId)) return documentTitle();
  const name = screenTitles[screen.routeId];
  if (screen.routeId === accountListRouteId) {
    const view = stringField(screen.params, 'type');
    return documentTitle(isAccountView(view) ? accountViewTitles[view] : name);
  }
  const company = matches.find((match) => match.routeId === companyDetailRouteId);
  if (!company) return documentTitle(name);
  const companyName = stringField(company.loaderData, 'name') ?? screenTitles[companyDetailRouteId];
  return screen === company ? documentTitle(companyName) : documentTitle(name, companyName);
}
