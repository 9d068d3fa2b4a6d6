import type { Cnae, LicenseDefinition } from '@product/api/client';
import {
  catalogueSuccessTexts,
  type LicenseForm,
  type LicenseFormInput,
  licenseFormSchema,
  type RegistrationLevel,
  registrationLevels,
} from '@product/domain';
import { FormDialog, MultiSelect, type MultiSelectOption, Stack, Switch, Textarea, TextField, vars } from '@product/ui';
import { useMemo } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';

type NumberField = 'impact' | 'complexity' | 'estimatedEffort' | 'estimatedBureaucratic' | 'estimatedValid';

/** What the dialog holds: the schema's input, with the numbers empty until typed ('Dado obrigatório'). */
type LicenseFields = Omit<LicenseFormInput, NumberField> & Partial<Pick<LicenseFormInput, NumberField>>;

/** The licence being edited: the fields the dialog shows, and its CNAEs (for their names while the catalogue loads). */
export type LicenseFormInitial = Pick<
  LicenseDefinition,
  NumberField | 'name' | 'description' | 'enabled' | 'fiscalRegistrations'
>;

export interface LicenseFormDialogProps {
  open: boolean;
  /** The licence being edited; absent for 'Adicionar'. */
  initial?: LicenseFormInitial;
  /** The whole CNAE catalogue (the list call with limit 900000); undefined while it loads. */
  cnaes?: readonly Cnae[];
  /** The catalogue could not be loaded: the licence's own CNAEs can still be kept or removed. */
  cnaesFailed?: boolean;
  /** Saves; rejects with the API's error, which the dialog lists and the caller toasts. */
  onSave: (values: LicenseForm) => Promise<unknown>;
  onClose: () => void;
}

const blank: LicenseFields = {
  name: '',
  description: '',
  impact: undefined,
  complexity: undefined,
  estimatedEffort: undefined,
  estimatedBureaucratic: undefined,
  estimatedValid: undefined,
  enabled: true,
  fiscalRegistrations: [],
};

function fieldsOf(initial: LicenseFormInitial): LicenseFields {
  return {
    name: initial.name,
    description: initial.description,
    impact: initial.impact,
    complexity: initial.complexity,
    estimatedEffort: initial.estimatedEffort,
    estimatedBureaucratic: initial.estimatedBureaucratic,
    estimatedValid: initial.estimatedValid,
    enabled: initial.enabled,
    fiscalRegistrations: initial.fiscalRegistrations.map(({ id }) => ({ id })),
  };
}

/**
 * The text of a number input as the schema reads it: empty is missing ('Dado obrigatório'), a
 * decimal comma is accepted, and anything that is no number stays text, so the schema answers
 * with the field's own message rather than 'Dado obrigatório'.
 */
function numberOf(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const number = Number(text.replace(',', '.'));
  return Number.isNaN(number) ? text : number;
}

/** The CNAE picker's headings, in risk order (as the MultiSelect's own examples group them). */
const riskGroups: Readonly<Record<RegistrationLevel, string>> = {
  low_level: 'Risco baixo',
  medium_level: 'Risco médio',
  high_level: 'Risco alto',
};

const byRiskThenCode = (
  a: { registrationLevel: RegistrationLevel; codeClass: string },
  b: { registrationLevel: RegistrationLevel; codeClass: string },
) =>
  registrationLevels.indexOf(a.registrationLevel) - registrationLevels.indexOf(b.registrationLevel) ||
  a.codeClass.localeCompare(b.codeClass);

/**
 * The picker's options, grouped by risk: the active CNAEs of the catalogue, and the licence's
 * own CNAEs even if inactive (so they show by name and can be removed). Inactive CNAEs are not
 * offered for new links: a compliance office would not tie a licence to a retired code.
 */
function cnaeOptionsOf(cnaes: readonly Cnae[] | undefined, initial: LicenseFormInitial | undefined) {
  const chosen = initial?.fiscalRegistrations ?? [];
  const chosenIds = new Set(chosen.map((cnae) => cnae.id));
  const rows: { id: number; codeClass: string; codeDescription: string; registrationLevel: RegistrationLevel }[] = cnaes
    ? cnaes.filter((cnae) => cnae.enabled || chosenIds.has(cnae.id))
    : [...chosen];
  const listed = new Set(rows.map((cnae) => cnae.id));
  for (const cnae of chosen) if (!listed.has(cnae.id)) rows.push(cnae);
  const inactive = new Set(cnaes?.filter((cnae) => !cnae.enabled).map((cnae) => cnae.id));
  return rows.sort(byRiskThenCode).map(
    (cnae): MultiSelectOption => ({
      value: String(cnae.id),
      label: `${cnae.codeClass} ${cnae.codeDescription}${inactive.has(cnae.id) ? ' (inativo)' : ''}`,
      group: riskGroups[cnae.registrationLevel],
    }),
  );
}

// The schema's input has the numbers required; the dialog starts them empty, which the schema
// answers with 'Dado obrigatório'.
const resolver = zodResolver(licenseFormSchema) as unknown as Resolver<LicenseFields, unknown, LicenseForm>;

// The five scales side by side where they fit, one under the other on a phone.
const scaleGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
} as const;

/**
 * Add or edit a licence definition (spec 1 §3 'Licence (admin definition)', §5): name and
 * description (2-255), Risco and Complexidade (1-3), Esforço (0-30), Burocracia and Validade
 * (0-365), the CNAEs that require it (grouped by risk) and Ativo.
 */
export function LicenseFormDialog({
  open,
  initial,
  cnaes,
  cnaesFailed = false,
  onSave,
  onClose,
}: LicenseFormDialogProps) {
  const { form, dialog } = useDialogForm<LicenseFields, LicenseForm, LicenseFormInitial>({
    open,
    record: initial,
    valuesOf: (record) => (record ? fieldsOf(record) : blank),
    resolver,
    onSave,
  });

  const cnaeOptions = useMemo(() => cnaeOptionsOf(cnaes, initial), [cnaes, initial]);

  const { errors } = form.formState;
  const numberInput = (name: NumberField) => ({
    ...form.register(name, { setValueAs: numberOf }),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    error: errors[name]?.message,
  });
  const cnaesHint = cnaesFailed
    ? 'Não foi possível carregar os CNAEs.'
    : cnaes
      ? 'As empresas com estes CNAEs passam a precisar desta licença.'
      : 'Carregando os CNAEs…';

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="large"
      title={initial ? 'Editar licença' : 'Adicionar licença'}
      {...dialog}
      successText={initial ? catalogueSuccessTexts.licenseUpdated : catalogueSuccessTexts.licenseCreated}
    >
      <Stack space="medium">
        <TextField label="Nome" autoComplete="off" {...form.register('name')} error={errors.name?.message} />
        <Textarea label="Descrição" rows={3} {...form.register('description')} error={errors.description?.message} />
        {/* Spec 1 §9 gives the scales, not their units; a compliance office counts these in days. */}
        <div style={scaleGrid}>
          <TextField label="Risco" hint="1 (baixo) a 3 (alto)" {...numberInput('impact')} />
          <TextField label="Complexidade" hint="1 (baixa) a 3 (alta)" {...numberInput('complexity')} />
          <TextField label="Esforço" hint="0 a 30 dias" {...numberInput('estimatedEffort')} />
          <TextField label="Burocracia" hint="0 a 365 dias" {...numberInput('estimatedBureaucratic')} />
          <TextField label="Validade" hint="0 a 365 dias; 0: sem prazo" {...numberInput('estimatedValid')} />
        </div>
        <Controller
          control={form.control}
          name="fiscalRegistrations"
          render={({ field }) => (
            <MultiSelect
              label="CNAEs"
              name={field.name}
              options={cnaeOptions}
              value={(field.value ?? []).map(({ id }) => String(id))}
              onChange={(ids) => field.onChange(ids.map((id) => ({ id: Number(id) })))}
              onBlur={field.onBlur}
              hint={cnaesHint}
              error={errors.fiscalRegistrations?.message}
            />
          )}
        />
        <Switch label="Ativo" {...form.register('enabled')} />
      </Stack>
    </FormDialog>
  );
}
