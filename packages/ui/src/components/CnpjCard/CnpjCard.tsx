import { formatDateTime } from '@product/domain';
import type { ReactNode } from 'react';
import { displayCnpj, formatDay } from '../PrintView/format';
import * as styles from './CnpjCard.css';

export interface CnpjActivity {
  /** CNAE code, e.g. '4771-7/01'. */
  code: string;
  text: string;
}

export interface CnpjAddress {
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  postalCode?: string | null;
  neighborhood?: string | null;
  city?: string | null;
  /** Two-letter state, e.g. 'MG'. */
  state?: string | null;
}

export const cnpjEstablishmentTypes = ['MATRIZ', 'FILIAL'] as const;
export type CnpjEstablishmentType = (typeof cnpjEstablishmentTypes)[number];

export interface CnpjCardProps {
  /** CNPJ: 14 characters (formatted here) or already masked. */
  registrationCode: string;
  type: CnpjEstablishmentType;
  openingDate?: Date | string | null;
  businessName: string;
  tradeName?: string | null;
  legalNature?: string | null;
  primaryActivity?: CnpjActivity | null;
  secondaryActivities?: readonly CnpjActivity[];
  address?: CnpjAddress;
  email?: string | null;
  phone?: string | null;
  /** Registry situation: ATIVA, INATIVA, INAPTA (shown as SUSPENSA), BAIXADA. */
  situation: string;
  situationDate?: Date | string | null;
  /** Issue time in the footer; stories and tests pass a fixed date. */
  now?: Date;
}

/** The Receita's convention for an empty box. */
const blank = '********';

/** Spec 2: the registry's INAPTA is displayed as SUSPENSA. */
export function displaySituation(situation: string): string {
  const upper = situation.toLocaleUpperCase('pt-BR');
  return upper === 'INAPTA' ? 'SUSPENSA' : upper;
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <dl className={[styles.field, className].filter(Boolean).join(' ')}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </dl>
  );
}

function text(value: string | null | undefined): string {
  return value?.trim() ? value : blank;
}

function activity(value: CnpjActivity): string {
  return `${value.code} - ${value.text}`;
}

/**
 * 'Cartão CNPJ': the registration and situation certificate, laid out like the
 * Receita Federal's (spec 2 "Documents"). Put it in a `PrintView` to print it.
 */
export function CnpjCard({
  registrationCode,
  type,
  openingDate,
  businessName,
  tradeName,
  legalNature,
  primaryActivity,
  secondaryActivities = [],
  address = {},
  email,
  phone,
  situation,
  situationDate,
  now = new Date(),
}: CnpjCardProps) {
  return (
    <article className={styles.card} aria-label="Cartão CNPJ">
      <header className={styles.header}>
        <p className={styles.country}>REPÚBLICA FEDERATIVA DO BRASIL</p>
        <p className={styles.registry}>CADASTRO NACIONAL DA PESSOA JURÍDICA</p>
      </header>
      <div className={styles.row}>
        <Field label="Número de inscrição">
          {displayCnpj(registrationCode)}
          <br />
          {type}
        </Field>
        <div className={[styles.field, styles.wide, styles.title].join(' ')}>
          <h2 className={styles.value}>Comprovante de inscrição e de situação cadastral</h2>
        </div>
        <Field label="Data de abertura">{openingDate ? formatDay(openingDate) : blank}</Field>
      </div>
      <div className={styles.row}>
        <Field label="Nome empresarial">{businessName}</Field>
      </div>
      <div className={styles.row}>
        <Field label="Título do estabelecimento (nome de fantasia)">{text(tradeName)}</Field>
      </div>
      <div className={styles.row}>
        <Field label="Código e descrição da atividade econômica principal">
          {primaryActivity ? activity(primaryActivity) : blank}
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="Código e descrição das atividades econômicas secundárias">
          {secondaryActivities.length > 0 ? (
            <ul className={styles.list}>
              {secondaryActivities.map((item) => (
                <li key={item.code}>{activity(item)}</li>
              ))}
            </ul>
          ) : (
            'Não informada'
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="Código e descrição da natureza jurídica">{text(legalNature)}</Field>
      </div>
      <div className={styles.row}>
        <Field label="Logradouro" className={styles.wide}>
          {text(address.street)}
        </Field>
        <Field label="Número">{text(address.number)}</Field>
        <Field label="Complemento">{text(address.complement)}</Field>
      </div>
      <div className={styles.row}>
        <Field label="CEP">{text(address.postalCode)}</Field>
        <Field label="Bairro/Distrito">{text(address.neighborhood)}</Field>
        <Field label="Município">{text(address.city)}</Field>
        <Field label="UF">{text(address.state)}</Field>
      </div>
      <div className={styles.row}>
        <Field label="Endereço eletrônico" className={styles.wide}>
          {text(email)}
        </Field>
        <Field label="Telefone">{text(phone)}</Field>
      </div>
      <div className={styles.row}>
        <Field label="Situação cadastral" className={styles.wide}>
          {displaySituation(situation)}
        </Field>
        <Field label="Data da situação cadastral">{situationDate ? formatDay(situationDate) : blank}</Field>
      </div>
      <p className={styles.footer}>Emitido em {formatDateTime(now)}.</p>
    </article>
  );
}
