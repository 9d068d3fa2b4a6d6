import type { CompanyDetail } from '@product/api/client';
import { lastUpdateText, type RegistrationLevel, registrationLevels } from '@product/domain';
import { Box, Button, displayCnpj, formatDay, RiskBadge, riskBadgeLabels, SituationBadge, Stack } from '@product/ui';
import type { ReactNode } from 'react';
import { SectionCard } from '../SectionCard';

const cnaeGroupKeys = {
  low_level: 'lowLevel',
  medium_level: 'mediumLevel',
  high_level: 'highLevel',
} as const satisfies Record<RegistrationLevel, keyof CompanyDetail['cnaes']>;

/** Highest risk first: what needs the most attention leads. */
const levelsByConcern = [...registrationLevels].reverse();

const dash = '-';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minWidth={0}>
      <Box as="dt" fontSize="small" color="textMuted">
        {label}
      </Box>
      <Box as="dd" margin="none" color="text" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function List({ items, empty = dash }: { items: readonly string[]; empty?: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Box as="ul" margin="none" paddingLeft="large">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

const joined = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts.filter((part) => part?.trim()).join(separator) || dash;

function addressOf(company: CompanyDetail): string {
  const street = joined([company.street, company.number, company.complement], ', ');
  const city = joined([company.city_name, company.uf], '/');
  return joined(
    [street === dash ? null : street, company.neighborhood, city === dash ? null : city, company.zip_code],
    ' - ',
  );
}

function contactOf(company: CompanyDetail): string[] {
  return [company.contact_name, company.email, company.phone, company.contact_email, company.contact_phone].filter(
    (item, index, all): item is string => Boolean(item?.trim()) && all.indexOf(item) === index,
  );
}

export interface CompanyRegistryCardProps {
  company: CompanyDetail;
  /** Days since the registry was read; undefined while the note loads. */
  lastUpdateInDays: number | null | undefined;
  /** 'Atualizar dados'; absent without UPDATE_COMPANY. */
  onRefresh?: () => void;
  refreshing: boolean;
}

/**
 * The 'Dados' card (spec 2 'Company profile'): the registry data of the company's first CNPJ and
 * the CNAEs of all its CNPJs, with 'Atualizar dados' and how long ago the registry was read.
 */
export function CompanyRegistryCard({ company, lastUpdateInDays, onRefresh, refreshing }: CompanyRegistryCardProps) {
  const activity = company.primary_activity;
  return (
    <SectionCard
      title="Dados"
      actions={
        <>
          {lastUpdateInDays === undefined ? null : (
            <Box as="span" fontSize="small" color="textMuted">
              {lastUpdateText(lastUpdateInDays)}
            </Box>
          )}
          {onRefresh ? (
            <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
              Atualizar dados
            </Button>
          ) : null}
        </>
      }
    >
      <Box
        as="dl"
        margin="none"
        display="grid"
        gap="large"
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}
      >
        <Field label="Razão social">{company.registration_name || dash}</Field>
        <Field label="Nome fantasia">{company.registration_fantasy_name || dash}</Field>
        <Field label="CNPJ">{company.registration_code ? displayCnpj(company.registration_code) : dash}</Field>
        <Field label="Risco do CNPJ">{company.cnpjLevel ? <RiskBadge level={company.cnpjLevel} /> : dash}</Field>
        <Field label="Situação">
          {company.registration_situation ? <SituationBadge situation={company.registration_situation} /> : dash}
        </Field>
        <Field label="Data de abertura">
          {company.date_of_stablishment ? formatDay(company.date_of_stablishment) : dash}
        </Field>
        <Field label="Natureza jurídica">{company.legal_nature || dash}</Field>
        <Field label="Endereço">{addressOf(company)}</Field>
        <Field label="Contato">
          <List items={contactOf(company)} />
        </Field>
      </Box>
      <Box as="dl" margin="none" display="flex" flexDirection="column" gap="large">
        <Field label="Atividade principal">{activity ? `${activity.code} - ${activity.text}` : dash}</Field>
        <Field label="Atividades secundárias">
          <List items={company.secondary_activities.map((item) => `${item.code} - ${item.text}`)} />
        </Field>
        {levelsByConcern.map((level) => (
          <Field key={level} label={`CNAEs de ${riskBadgeLabels[level]}`}>
            <List
              items={company.cnaes[cnaeGroupKeys[level]].map((cnae) => `${cnae.code_class} - ${cnae.code_description}`)}
              empty="Nenhum"
            />
          </Field>
        ))}
        <Field label="Quadro de sócios e administradores (QSA)">
          <Stack space="xsmall">
            {company.qsa.length === 0
              ? dash
              : company.qsa.map((partner) => (
                  <span key={`${partner.name}-${partner.qual}`}>
                    <strong>{partner.name}</strong> — {partner.qual}
                  </span>
                ))}
          </Stack>
        </Field>
      </Box>
    </SectionCard>
  );
}
