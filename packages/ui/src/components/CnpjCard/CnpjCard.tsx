import { formatDateTime } from '@product/domain';
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

/** One box of the card: a label over its lines (a list when `list`), twice as wide when `wide`. */
export interface CnpjCardField {
  label: string;
  lines: readonly string[];
  list?: boolean;
  wide?: boolean;
}

/** The box that names the certificate, in the first row. */
export interface CnpjCardTitle {
  title: string;
}

/**
 * The card's content in the Receita's order, one array per row: what the screen draws (`CnpjCard`)
 * and what the PDF draws (`cnpjCardPdf`), so the two never say different things.
 */
export interface CnpjCardSheet {
  heading: readonly [string, string];
  rows: readonly (readonly (CnpjCardField | CnpjCardTitle)[])[];
  footer: string;
}

function text(value: string | null | undefined): string {
  return value?.trim() ? value : blank;
}

function activity(value: CnpjActivity): string {
  return `${value.code} - ${value.text}`;
}

export function cnpjCardSheet({
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
}: CnpjCardProps): CnpjCardSheet {
  return {
    heading: ['REPÚBLICA FEDERATIVA DO BRASIL', 'CADASTRO NACIONAL DA PESSOA JURÍDICA'],
    rows: [
      [
        { label: 'Número de inscrição', lines: [displayCnpj(registrationCode), type] },
        { title: 'Comprovante de inscrição e de situação cadastral' },
        { label: 'Data de abertura', lines: [openingDate ? formatDay(openingDate) : blank] },
      ],
      [{ label: 'Nome empresarial', lines: [businessName] }],
      [{ label: 'Título do estabelecimento (nome de fantasia)', lines: [text(tradeName)] }],
      [
        {
          label: 'Código e descrição da atividade econômica principal',
          lines: [primaryActivity ? activity(primaryActivity) : blank],
        },
      ],
      [
        secondaryActivities.length > 0
          ? {
              label: 'Código e descrição das atividades econômicas secundárias',
              lines: secondaryActivities.map(activity),
              list: true,
            }
          : { label: 'Código e descrição das atividades econômicas secundárias', lines: ['Não informada'] },
      ],
      [{ label: 'Código e descrição da natureza jurídica', lines: [text(legalNature)] }],
      [
        { label: 'Logradouro', lines: [text(address.street)], wide: true },
        { label: 'Número', lines: [text(address.number)] },
        { label: 'Complemento', lines: [text(address.complement)] },
      ],
      [
        { label: 'CEP', lines: [text(address.postalCode)] },
        { label: 'Bairro/Distrito', lines: [text(address.neighborhood)] },
        { label: 'Município', lines: [text(address.city)] },
        { label: 'UF', lines: [text(address.state)] },
      ],
      [
        { label: 'Endereço eletrônico', lines: [text(email)], wide: true },
        { label: 'Telefone', lines: [text(phone)] },
      ],
      [
        { label: 'Situação cadastral', lines: [displaySituation(situation)], wide: true },
        { label: 'Data da situação cadastral', lines: [situationDate ? formatDay(situationDate) : blank] },
      ],
    ],
    footer: `Emitido em ${formatDateTime(now)}.`,
  };
}

function Field({ field }: { field: CnpjCardField }) {
  return (
    <dl className={[styles.field, field.wide ? styles.wide : undefined].filter(Boolean).join(' ')}>
      <dt className={styles.label}>{field.label}</dt>
      <dd className={styles.value}>
        {field.list ? (
          <ul className={styles.list}>
            {field.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          field.lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={line} />, line]))
        )}
      </dd>
    </dl>
  );
}

/**
 * 'Cartão CNPJ': the registration and situation certificate, laid out like the
 * Receita Federal's (spec 2 "Documents"). Put it in a `PrintView` to print it;
 * `cnpjCardPdf` draws the same sheet as a PDF.
 */
export function CnpjCard(props: CnpjCardProps) {
  const sheet = cnpjCardSheet(props);
  return (
    <article className={styles.card} aria-label="Cartão CNPJ">
      <header className={styles.header}>
        <p className={styles.country}>{sheet.heading[0]}</p>
        <p className={styles.registry}>{sheet.heading[1]}</p>
      </header>
      {sheet.rows.map((row) => (
        <div key={row.map((cell) => ('title' in cell ? cell.title : cell.label)).join()} className={styles.row}>
          {row.map((cell) =>
            'title' in cell ? (
              <div key={cell.title} className={[styles.field, styles.wide, styles.title].join(' ')}>
                <h2 className={styles.value}>{cell.title}</h2>
              </div>
            ) : (
              <Field key={cell.label} field={cell} />
            ),
          )}
        </div>
      ))}
      <p className={styles.footer}>{sheet.footer}</p>
    </article>
  );
}
