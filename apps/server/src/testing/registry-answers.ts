/**
 * Registry answers replayed by the adapter tests. `brasilApiAnswer` is
 * BrasilAPI's own documented example (BrasilAPI/BrasilAPI
 * pages/docs/doc/cnpj.json, MIT; CNPJ 19.131.243/0001-97, Open Knowledge
 * Brasil). `receitaWsAnswer` is the same establishment in ReceitaWS's format
 * (field names and value shapes of its `/v1/cnpj/{cnpj}` answer).
 */
export const brasilApiAnswer = {
  uf: 'SP',
  cep: '01311902',
  qsa: [
    {
      pais: null,
      nome_socio: 'HAYDEE SVAB',
      codigo_pais: null,
      faixa_etaria: 'Entre 41 a 50 anos',
      cnpj_cpf_do_socio: '***112108**',
      qualificacao_socio: 'Presidente',
      codigo_faixa_etaria: 5,
      data_entrada_sociedade: '2024-02-27',
      identificador_de_socio: 2,
      cpf_representante_legal: '***000000**',
      nome_representante_legal: '',
      codigo_qualificacao_socio: 16,
      qualificacao_representante_legal: 'Não informada',
      codigo_qualificacao_representante_legal: 0,
    },
  ],
  cnpj: '19131243000197',
  pais: null,
  email: null,
  porte: 'DEMAIS',
  bairro: 'BELA VISTA',
  numero: '37',
  ddd_fax: '',
  municipio: 'SAO PAULO',
  logradouro: 'PAULISTA 37',
  cnae_fiscal: 9430800,
  codigo_pais: null,
  complemento: 'ANDAR 4',
  codigo_porte: 5,
  razao_social: 'OPEN KNOWLEDGE BRASIL',
  nome_fantasia: 'REDE PELO CONHECIMENTO LIVRE',
  capital_social: 0,
  ddd_telefone_1: '1123851939',
  ddd_telefone_2: '',
  opcao_pelo_mei: null,
  descricao_porte: '',
  codigo_municipio: 7107,
  cnaes_secundarios: [
    {
      codigo: 9493600,
      descricao: 'Atividades de organizações associativas ligadas à cultura e à arte',
    },
    {
      codigo: 9499500,
      descricao: 'Atividades associativas não especificadas anteriormente',
    },
    {
      codigo: 8599699,
      descricao: 'Outras atividades de ensino não especificadas anteriormente',
    },
    {
      codigo: 8230001,
      descricao: 'Serviços de organização de feiras, congressos, exposições e festas',
    },
    {
      codigo: 6204000,
      descricao: 'Consultoria em tecnologia da informação',
    },
  ],
  natureza_juridica: 'Associação Privada',
  regime_tributario: [
    {
      ano: 2017,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
    {
      ano: 2018,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
    {
      ano: 2019,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
    {
      ano: 2020,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
    {
      ano: 2021,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
    {
      ano: 2022,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
    {
      ano: 2023,
      cnpj_da_scp: null,
      forma_de_tributacao: 'ISENTA DO IRPJ',
      quantidade_de_escrituracoes: 1,
    },
  ],
  situacao_especial: '',
  opcao_pelo_simples: null,
  situacao_cadastral: 2,
  data_opcao_pelo_mei: null,
  data_exclusao_do_mei: null,
  cnae_fiscal_descricao: 'Atividades de associações de defesa de direitos sociais',
  codigo_municipio_ibge: 3550308,
  data_inicio_atividade: '2013-10-03',
  data_situacao_especial: null,
  data_opcao_pelo_simples: null,
  data_situacao_cadastral: '2013-10-03',
  nome_cidade_no_exterior: '',
  codigo_natureza_juridica: 3999,
  data_exclusao_do_simples: null,
  motivo_situacao_cadastral: 0,
  ente_federativo_responsavel: '',
  identificador_matriz_filial: 1,
  qualificacao_do_responsavel: 16,
  descricao_situacao_cadastral: 'ATIVA',
  descricao_tipo_de_logradouro: 'AVENIDA',
  descricao_motivo_situacao_cadastral: 'SEM MOTIVO',
  descricao_identificador_matriz_filial: 'MATRIZ',
};

export const receitaWsAnswer = {
  abertura: '03/10/2013',
  situacao: 'ATIVA',
  tipo: 'MATRIZ',
  nome: 'OPEN KNOWLEDGE BRASIL',
  fantasia: 'REDE PELO CONHECIMENTO LIVRE',
  porte: 'DEMAIS',
  natureza_juridica: '399-9 - Associação Privada',
  atividade_principal: [
    {
      code: '94.30-8-00',
      text: 'Atividades de associações de defesa de direitos sociais',
    },
  ],
  atividades_secundarias: [
    {
      code: '94.93-6-00',
      text: 'Atividades de organizações associativas ligadas à cultura e à arte',
    },
    {
      code: '94.99-5-00',
      text: 'Atividades associativas não especificadas anteriormente',
    },
    {
      code: '85.99-6-99',
      text: 'Outras atividades de ensino não especificadas anteriormente',
    },
    {
      code: '82.30-0-01',
      text: 'Serviços de organização de feiras, congressos, exposições e festas',
    },
    {
      code: '62.04-0-00',
      text: 'Consultoria em tecnologia da informação',
    },
  ],
  qsa: [
    {
      nome: 'HAYDEE SVAB',
      qual: '16-Presidente',
    },
  ],
  logradouro: 'AV PAULISTA',
  numero: '37',
  complemento: 'ANDAR 4',
  municipio: 'SAO PAULO',
  bairro: 'BELA VISTA',
  uf: 'SP',
  cep: '01.311-902',
  email: '',
  telefone: '(11) 2385-1939',
  data_situacao: '03/10/2013',
  cnpj: '19.131.243/0001-97',
  ultima_atualizacao: '2024-05-02T12:31:10.512Z',
  status: 'OK',
  efr: '',
  motivo_situacao: '',
  situacao_especial: '',
  data_situacao_especial: '',
  capital_social: '0.00',
  extra: {},
  billing: {
    free: true,
    database: true,
  },
};

/** ReceitaWS's answer for a CNPJ it does not know: HTTP 200 with status ERROR. */
export const receitaWsNotFound = { status: 'ERROR', message: 'CNPJ rejeitado pela Receita Federal' };

export type JsonAnswer = Record<string, unknown>;

/** A deep copy with some fields replaced, for variations of an answer. */
export function answerWith(answer: JsonAnswer, changes: JsonAnswer): JsonAnswer {
  return { ...structuredClone(answer), ...changes };
}
