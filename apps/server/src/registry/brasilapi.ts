import { isMatriz, normalizeCnpj } from '@product/domain';
import { z } from 'zod';
import {
  activity,
  cleanText,
  decimalText,
  emailText,
  isoDate,
  phoneText,
  secondaryActivities,
  situationFromCode,
  situationFromText,
  situationReason,
  stateAlias,
  zipCode,
} from './format';
import { registryMessages } from './http';
import { type RegistryCompany, RegistryError } from './types';

export const brasilApiDefaultBase = 'https://brasilapi.com.br';

export function brasilApiUrl(base: string, cnpj: string): string {
  return `${base}/api/cnpj/v1/${encodeURIComponent(cnpj)}`;
}

// Lenient where BrasilAPI is loose in practice (null, '' or a missing field),
// strict on what identifies the establishment.
const text = z.string().nullish();
const numberOrText = z.union([z.number(), z.string()]).nullish();

const brasilApiAnswer = z.object({
  cnpj: z.string().min(14),
  razao_social: z.string().trim().min(1),
  nome_fantasia: text,
  identificador_matriz_filial: numberOrText,
  situacao_cadastral: numberOrText,
  descricao_situacao_cadastral: text,
  descricao_motivo_situacao_cadastral: text,
  data_situacao_cadastral: text,
  data_inicio_atividade: text,
  codigo_natureza_juridica: numberOrText,
  natureza_juridica: text,
  porte: text,
  descricao_porte: text,
  capital_social: numberOrText,
  email: text,
  ddd_telefone_1: text,
  descricao_tipo_de_logradouro: text,
  logradouro: text,
  numero: text,
  complemento: text,
  bairro: text,
  cep: numberOrText,
  municipio: text,
  uf: text,
  codigo_municipio: numberOrText,
  codigo_municipio_ibge: numberOrText,
  cnae_fiscal: numberOrText,
  cnae_fiscal_descricao: text,
  cnaes_secundarios: z.array(z.object({ codigo: z.union([z.number(), z.string()]), descricao: text })).nullish(),
  qsa: z.array(z.object({ nome_socio: text, qualificacao_socio: text })).nullish(),
});
export type BrasilApiAnswer = z.infer<typeof brasilApiAnswer>;

const asText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : cleanText(String(value));

/** '2062' + 'Sociedade Empresária Limitada' → '206-2 - Sociedade Empresária Limitada', ReceitaWS's wording. */
function legalNature(code: number | string | null | undefined, name: string | null | undefined): string | null {
  const label = cleanText(name);
  const digits = (asText(code) ?? '').replace(/\D/g, '');
  if (label && digits.length === 4 && !/^\d{3}-\d/.test(label)) return `${digits.slice(0, 3)}-${digits[3]} - ${label}`;
  return label;
}

/** 'PAULISTA 37' with type 'AVENIDA' → 'AVENIDA PAULISTA 37' (BrasilAPI splits the street type off). */
function street(kind: string | null | undefined, name: string | null | undefined): string | null {
  const streetName = cleanText(name);
  const streetKind = cleanText(kind);
  if (!streetName) return null;
  if (!streetKind || streetName.toUpperCase().startsWith(`${streetKind.toUpperCase()} `)) return streetName;
  return `${streetKind} ${streetName}`;
}

function paddedCode(value: number | string | null | undefined, length: number): string | null {
  const digits = (asText(value) ?? '').replace(/\D/g, '');
  if (digits === '' || /^0+$/.test(digits) || digits.length > length) return null;
  return digits.padStart(length, '0');
}

/**
 * A BrasilAPI `/api/cnpj/v1/{cnpj}` answer, validated and normalised. An
 * answer that does not hold the establishment asked for, or whose situation
 * cannot be read, is refused as 'unavailable'.
 */
export function mapBrasilApi(json: unknown, requestedCnpj: string): RegistryCompany {
  const parsed = brasilApiAnswer.safeParse(json);
  if (!parsed.success) throw new RegistryError('unavailable', registryMessages.unavailable);
  const answer = parsed.data;
  const cnpj = normalizeCnpj(answer.cnpj);
  if (cnpj !== requestedCnpj) throw new RegistryError('unavailable', registryMessages.unavailable);

  const situationCode = Number(asText(answer.situacao_cadastral) ?? Number.NaN);
  const situation =
    (Number.isInteger(situationCode) ? situationFromCode(situationCode) : null) ??
    situationFromText(answer.descricao_situacao_cadastral);
  if (!situation) throw new RegistryError('unavailable', registryMessages.unavailable);

  const branchFlag = asText(answer.identificador_matriz_filial);
  const type = branchFlag === '1' ? 'MATRIZ' : branchFlag === '2' ? 'FILIAL' : isMatriz(cnpj) ? 'MATRIZ' : 'FILIAL';
  const primary =
    answer.cnae_fiscal === null || answer.cnae_fiscal === undefined
      ? null
      : activity(answer.cnae_fiscal, answer.cnae_fiscal_descricao);

  return {
    cnpj,
    type,
    registrationName: cleanText(answer.razao_social) ?? '',
    fantasyName: cleanText(answer.nome_fantasia),
    situation,
    situationReason: situationReason(answer.descricao_motivo_situacao_cadastral, answer.descricao_situacao_cadastral),
    situationDate: isoDate(answer.data_situacao_cadastral),
    openingDate: isoDate(answer.data_inicio_atividade),
    legalNature: legalNature(answer.codigo_natureza_juridica, answer.natureza_juridica),
    companySize: cleanText(answer.porte) ?? cleanText(answer.descricao_porte),
    shareCapital: decimalText(answer.capital_social),
    email: emailText(answer.email),
    phone: phoneText(answer.ddd_telefone_1),
    address: {
      street: street(answer.descricao_tipo_de_logradouro, answer.logradouro),
      number: cleanText(answer.numero),
      complement: cleanText(answer.complemento),
      neighborhood: cleanText(answer.bairro),
      zipCode: zipCode(asText(answer.cep)),
      cityName: cleanText(answer.municipio),
      stateAlias: stateAlias(answer.uf),
      ibgeCode: paddedCode(answer.codigo_municipio_ibge, 7),
      siafiCode: paddedCode(answer.codigo_municipio, 4),
    },
    primaryActivity: primary,
    secondaryActivities: secondaryActivities(
      (answer.cnaes_secundarios ?? []).map((item) => activity(item.codigo, item.descricao)),
      primary,
    ),
    qsa: (answer.qsa ?? []).flatMap((partner) => {
      const name = cleanText(partner.nome_socio);
      return name ? [{ name, qual: cleanText(partner.qualificacao_socio) ?? '' }] : [];
    }),
    source: 'brasilapi',
  };
}
