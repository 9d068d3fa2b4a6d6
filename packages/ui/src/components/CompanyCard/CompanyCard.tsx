import { type RegistrationLevel, registrationLevelLabels, registrationLevels } from '@product/domain';
import { type ReactNode, useId, useState } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { visuallyHidden } from '../../theme/utilities.css';
import { Button } from '../Button';
import { InactiveBadge } from '../InactiveBadge';
import { useRenderLink } from '../LinkProvider';
import { Menu, type MenuAction } from '../Menu';
import { NewBadge } from '../NewBadge';
import { type RegistrationSituation, SituationBadge } from '../SituationBadge';
import * as styles from './CompanyCard.css';
import { formatCnpj, formatOpeningDate } from './format';

export const companyCardHeadingLevels = [2, 3, 4] as const;
export type CompanyCardHeadingLevel = (typeof companyCardHeadingLevels)[number];

/** What `renderLink` receives: spread it on the router's link (`<Link to={href} … />`). */
export interface CompanyCardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface CompanyCardTag {
  id: number | string;
  tag: string;
}

export interface CompanyCardProps {
  name: string;
  fantasyName?: string | null;
  logoSrc?: string | null;
  /** The CNPJ, with or without the mask. */
  registrationCode: string;
  situation?: RegistrationSituation | null;
  city?: string | null;
  state?: string | null;
  openingDate?: Date | null;
  cnpjCount: number;
  fileCount: number;
  /** How many of the company's CNAEs are at each risk level. */
  cnaeCounts: Readonly<Record<RegistrationLevel, number>>;
  tags?: readonly CompanyCardTag[];
  enabled: boolean;
  createdAt: Date;
  /** Clock for the 'Novo' rule; stories and tests pass a fixed date. */
  now?: Date;
  /** The company page (/client/companies/{id}). */
  href: string;
  /** Renders the name's link; without it the `LinkProvider`'s renderer, or a plain `<a>` outside one. */
  renderLink?: (props: CompanyCardLinkProps) => ReactNode;
  onAccess?: () => void;
  onRefresh?: () => void;
  onDelete?: () => void;
  /** 'Editar tags' beside the tags (the company's tag set); without it the tags are only shown. */
  onEditTags?: () => void;
  headingLevel?: CompanyCardHeadingLevel;
}

/** A company's logo, at most 100×50, or the default building image when it has none or it fails to load. */
export function CompanyLogo({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.logo}>
      {src && !failed ? (
        <img className={styles.logoImage} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.logoFallback}>
          <LineIcon className={styles.logoIcon} viewBox="0 0 24 24" strokeWidth="1.5">
            <path d="M4 21V5l8-3v19M12 8h8v13M8 9h1M8 13h1M8 17h1M16 12h1M16 16h1M2 21h20" strokeLinecap="round" />
          </LineIcon>
        </span>
      )}
    </span>
  );
}

function countText(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** One company of the client's companies grid (spec 2 'Companies list'). */
export function CompanyCard({
  name,
  fantasyName,
  logoSrc,
  registrationCode,
  situation,
  city,
  state,
  openingDate,
  cnpjCount,
  fileCount,
  cnaeCounts,
  tags = [],
  enabled,
  createdAt,
  now = new Date(),
  href,
  renderLink,
  onAccess,
  onRefresh,
  onDelete,
  onEditTags,
  headingLevel = 3,
}: CompanyCardProps) {
  const id = useId();
  const providedLink = useRenderLink();
  const link = renderLink ?? providedLink;
  const Heading = `h${headingLevel}` as const;
  const actions: MenuAction[] = [];
  if (onAccess) actions.push({ label: 'Acessar', onSelect: onAccess });
  if (onRefresh) actions.push({ label: 'Atualizar dados', onSelect: onRefresh });
  if (onDelete) actions.push({ label: 'Excluir', onSelect: onDelete, tone: 'danger' });
  const place = [city, state].filter(Boolean).join('/');
  const tagList = tags.length ? (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id} className={styles.tag}>
          {tag.tag}
        </li>
      ))}
    </ul>
  ) : null;
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.top}>
        <CompanyLogo src={logoSrc} />
        {actions.length ? <Menu label={`Ações de ${name}`} items={actions} /> : null}
      </div>
      <div className={styles.titleBlock}>
        <Heading className={styles.heading} id={`${id}-name`}>
          {link({
            href,
            className: [styles.nameLink, enabled ? null : styles.nameInactive].filter(Boolean).join(' '),
            children: name,
          })}
        </Heading>
        {fantasyName ? <span className={styles.fantasy}>{fantasyName}</span> : null}
        <div className={styles.badges}>
          {/* Two states side by side, each saying whose it is: the Receita's, and the platform's (issue 25). */}
          {situation ? <SituationBadge situation={situation} showSource /> : null}
          {enabled ? null : <InactiveBadge subject="monitoring" />}
          <NewBadge createdAt={createdAt} now={now} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>CNPJ</dt>
          <dd className={styles.factValue}>{formatCnpj(registrationCode)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Município/UF</dt>
          <dd className={styles.factValue}>{place || 'n/d'}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Abertura</dt>
          <dd className={styles.factValue}>{openingDate ? formatOpeningDate(openingDate) : 'n/d'}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Cadastros</dt>
          <dd className={styles.factValue}>
            {countText(cnpjCount, 'CNPJ', 'CNPJs')} · {countText(fileCount, 'arquivo', 'arquivos')}
          </dd>
        </div>
      </dl>
      <div className={styles.titleBlock}>
        <p className={styles.sectionTitle} id={`${id}-cnaes`}>
          CNAEs por risco
        </p>
        <ul className={styles.riskList} aria-labelledby={`${id}-cnaes`}>
          {registrationLevels.map((level) => (
            <li key={level} className={styles.riskItem}>
              <span className={`${styles.riskDot} ${styles.riskColours[level]}`} aria-hidden="true" />
              {registrationLevelLabels[level]}: {cnaeCounts[level]}
            </li>
          ))}
        </ul>
      </div>
      {onEditTags ? (
        <div className={styles.tagsRow}>
          {tagList}
          <Button size="small" variant="ghost" onClick={onEditTags}>
            Editar tags<span className={visuallyHidden}> de {name}</span>
          </Button>
        </div>
      ) : (
        tagList
      )}
    </article>
  );
}
