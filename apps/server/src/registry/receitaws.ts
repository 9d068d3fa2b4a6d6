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
  situationFromText,
  situationReason,
  stateAlias,
  zipCode,
} from './format';
import { registryMessages } from './http';
import { type RegistryCompany, RegistryError } from './types';

export const receitaWsDefaultBase = 'https://receitaws.com.br';

export function receitaWsUrl(base: string, cnpj: string): string {
  return `${base}/v1/cnpj/${encodeURIComponent(cnpj)}`;
}

const text = z.string().nullish();
const activityItem = z.object({ code: z.string(), text: text });

/** ReceitaWS says "not found or invalid" with HTTP 200 and `status: "ERROR"`. */
const receitaWsError = z.object({ status: z.literal('ERROR'), message: text });

const receitaWsAnswer = z.object({
  status: z.literal('OK').nullish(),
  cnpj: z.string().min(14),
  tipo: text,
  nome: z.string().trim().min(1),
  fantasia: text,
  situacao: z.string(),
  motivo_situacao: text,
  data_situacao: text,
  abertura: text,
  natureza_juridica: text,
  porte: text,
  capital_social: z.union([z.string(), z.number()]).nullish(),
  email: text,
  telefone: text,
  logradouro: text,
  numero: text,
  complemento: text,
  bairro: text,
  cep: text,
  municipio: text,
  uf: text,
  atividade_principal: z.array(activityItem).nullish(),
  atividades_secundarias: z.array(activityItem).nullish(),
  qsa: z.array(z.object({ nome: text, qual: text })).nullish(),
});

/** '(62) 3241-6330 / (62) 3214-1598' → the first number. */
function firstPhone(value: string | null | undefined): string | null {
  return phoneText(value?.split('/')[0]);
}

/** '49-Sócio-Administrador' → 'Sócio-Administrador', BrasilAPI's wording (the code is of no use to people). */
function partnerQualification(value: string | null | undefined): string {
  return (cleanText(value) ?? '').replace(/^\d+\s*-\s*/, '');
}

/**
 * A ReceitaWS `/v1/cnpj/{cnpj}` answer, validated and normalised. ReceitaWS
 * gives no IBGE or SIAFI code: the municipality is found by name and UF.
 */
export function mapReceitaWs(json: unknown, requestedCnpj: string): RegistryCompany {
  if (receitaWsError.safeParse(json).success) throw new RegistryError('not_found', registryMessages.notFound);
  const parsed = receitaWsAnswer.safeParse(json);
  if (!parsed.success) throw new RegistryError('unavailable', registryMessages.unavailable);
  const answer = parsed.data;
  const cnpj = normalizeCnpj(answer.cnpj);
  if (cnpj !== requestedCnpj) throw new RegistryError('unavailable', registryMessages.unavailable);
  const situation = situationFromText(answer.situacao);
  if (!situation) throw new RegistryError('unavailable', registryMessages.unavailable);

  const kind = cleanText(answer.tipo)?.toUpperCase();
  const type = kind === 'MATRIZ' || kind === 'FILIAL' ? kind : isMatriz(cnpj) ? 'MATRIZ' : 'FILIAL';
  const [mainActivity] = answer.atividade_principal ?? [];
  const primary = mainActivity ? activity(mainActivity.code, mainActivity.text) : null;

  return {
    cnpj,
    type,
    registrationName: cleanText(answer.nome) ?? '',
    fantasyName: cleanText(answer.fantasia),
    situation,
    situationReason: situationReason(answer.motivo_situacao, answer.situacao),
    situationDate: isoDate(answer.data_situacao),
    openingDate: isoDate(answer.abertura),
    legalNature: cleanText(answer.natureza_juridica),
    companySize: cleanText(answer.porte),
    shareCapital: decimalText(answer.capital_social),
    email: emailText(answer.email),
    phone: firstPhone(answer.telefone),
    address: {
      street: cleanText(answer.logradouro),
      number: cleanText(answer.numero),
      complement: cleanText(answer.complemento),
      neighborhood: cleanText(answer.bairro),
      zipCode: zipCode(answer.cep),
      cityName: cleanText(answer.municipio),
      stateAlias: stateAlias(answer.uf),
      ibgeCode: null,
      siafiCode: null,
    },
    primaryActivity: primary,
    secondaryActivities: secondaryActivities(
      (answer.atividades_secundarias ?? []).map((item) => activity(item.code, item.text)),
      primary,
    ),
    qsa: (answer.qsa ?? []).flatMap((partner) => {
      const name = cleanText(partner.nome);
      return name ? [{ name, qual: partnerQualification(partner.qual) }] : [];
    }),
    source: 'receitaws',
  };
}
