import type { CompanyDetail } from '@product/api/client';
import { fixtureNow } from '@product/api/mocks';
import { toWireDate } from '@product/domain';
import { expect, within } from 'storybook/test';
import type { Canvas } from './page-stories';

/** The company header's tab list. */
export const companyTabList = (canvas: Canvas) => canvas.findByRole('tablist', { name: 'Seções da empresa' });

/** Each tab's name, and its link or 'disabled'. */
export async function companyTabStates(canvas: Canvas) {
  const tabs = within(await companyTabList(canvas)).getAllByRole('tab');
  return tabs.map((tab) => [
    tab.textContent,
    tab.getAttribute('aria-disabled') === 'true' ? 'disabled' : tab.getAttribute('href'),
  ]);
}

/** The company header is on screen with this company's name. */
export async function companyHeaderShows(canvas: Canvas, name: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();
}

/** A company whose every text is as long as the registry allows, for the layout at 320 px. */
export const longCompany: CompanyDetail = {
  id: 1,
  name: 'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo e Região Metropolitana Ltda.',
  enabled: false,
  logoSrc: null,
  uf: 'SP',
  type: 'MATRIZ',
  registration_name: 'INDUSTRIA E COMERCIO DE ALIMENTOS ORGANICOS VALE VERDE DO RIO PARDO E REGIAO METROPOLITANA LTDA',
  registration_fantasy_name: 'SemEspaçosNoNomeFantasiaParaQuebrarALinhaDoCartãoDaEmpresa',
  registration_code: '12345678000195',
  registration_situation: 'INAPTA',
  registration_status: 'OMISSAO DE DECLARACOES',
  registration_situation_date: '2020-01-15',
  date_of_stablishment: '1999-12-31',
  legal_nature: '206-2 - Sociedade Empresária Limitada com Participação de Capital Estrangeiro',
  company_size: 'DEMAIS',
  email: 'departamento.juridico.e.regulatorio@industriaorganicosvaleverdedoriopardo.com.br',
  phone: '(16) 3333-4444',
  share_capital: '123456789.00',
  street: 'Avenida Presidente Juscelino Kubitschek de Oliveira',
  number: '12345',
  complement: 'Galpão 7, Bloco B, Sala 1201',
  neighborhood: 'Distrito Industrial Norte',
  zip_code: '14000000',
  city_name: 'São José do Rio Preto',
  state_name: 'São Paulo',
  contact_name: 'Maria Aparecida dos Santos Oliveira Pereira',
  contact_phone: null,
  contact_email: null,
  createdAt: toWireDate(new Date(fixtureNow.getTime() - 3 * 24 * 60 * 60 * 1000)),
  cnpjLevel: 'high_level',
  primary_activity: {
    code: '1099-6/99',
    text: 'Fabricação de outros produtos alimentícios não especificados anteriormente',
  },
  secondary_activities: [
    {
      code: '4637-1/99',
      text: 'Comércio atacadista especializado em outros produtos alimentícios não especificados anteriormente',
    },
  ],
  cnaes: {
    lowLevel: [],
    mediumLevel: [
      {
        id: 1,
        code_class: '4637-1/99',
        code_description: 'Comércio atacadista especializado em outros produtos alimentícios',
      },
    ],
    highLevel: [{ id: 2, code_class: '1099-6/99', code_description: 'Fabricação de outros produtos alimentícios' }],
  },
  qsa: [{ name: 'MARIA APARECIDA DOS SANTOS OLIVEIRA PEREIRA DE ALBUQUERQUE', qual: 'Sócio-Administrador' }],
  licenses: [],
  totalCNPJ: 1,
};
