import {
  type CompanyLicenseDetail,
  clientFileTexts,
  type Http,
  type RepositoryFileType,
  repositoryKeys,
  repositoryListQueryOptions,
  uploadRepositoryFile,
} from '@product/api/client';
import {
  type LicenseFormValues,
  type LicenseUpdateForm,
  licenseFormDefaults,
  licenseFormTypeLabels,
  licenseFormTypes,
  licenseUpdateFormSchema,
  notNecessaryReasonLabels,
  notNecessaryReasons,
  parseBrlAmount,
  yesNoLabels,
  yesNoValues,
} from '@product/domain';
import {
  Button,
  ConfirmDeleteDialog,
  CurrencyField,
  DateField,
  FileUpload,
  FormDialog,
  Link,
  notify,
  RadioGroup,
  Select,
  Stack,
  Textarea,
  TextField,
} from '@product/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { notifyApiError } from '../../../lib/errors';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { zodResolver } from '../../../lib/zod-resolver';

/** What the dialog holds: every field of the domain's form, as the browser gives it. */
type LicenseFields = Required<LicenseFormValues>;

const resolver = zodResolver(licenseUpdateFormSchema) as unknown as Resolver<LicenseFields, unknown, LicenseUpdateForm>;

const typeOptions = licenseFormTypes.map((value) => ({ value, label: licenseFormTypeLabels[value] }));
const reasonOptions = notNecessaryReasons.map((value) => ({ value, label: notNecessaryReasonLabels[value] }));
const yesNoOptions = yesNoValues.map((value) => ({ value, label: yesNoLabels[value] }));

/** The amount as the form holds it ('1234,50'), from what the currency field gives. */
const amountText = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));
const amountOf = (text: string) => {
  const value = parseBrlAmount(text);
  return text.trim() === '' || Number.isNaN(value) ? null : value;
};

export interface LicenseDialogProps {
  http: Http;
  companyId: number;
  /** The licence row as the server has it now; null while closed. */
  licence: CompanyLicenseDetail | null;
  /** {product} and EDITOR see the state's registry links (spec 2 §6). */
  showSources: boolean;
  /** DELETE_FILES: 'Resetar' (spec 2 §6). */
  canReset: boolean;
  onSave: (values: LicenseUpdateForm) => Promise<unknown>;
  onReset: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The licence dialog (spec 2 §2 'Licences', §4, §5): Tipo; for Não necessária the reason and a
 * description; otherwise validity, the file from the company's repository (or uploaded into it),
 * conditions, the fee and a note. Salvar, Resetar (with DELETE_FILES) and Fechar.
 */
export function LicenseDialog({
  http,
  companyId,
  licence,
  showSources,
  canReset,
  onSave,
  onReset,
  onClose,
}: LicenseDialogProps) {
  const open = licence !== null;
  const { form, dialog } = useDialogForm<LicenseFields, LicenseUpdateForm, CompanyLicenseDetail | null>({
    open,
    record: licence,
    valuesOf: (record) => licenseFormDefaults(record ?? blankLicence) as LicenseFields,
    resolver,
    onSave,
  });
  const [resetting, setResetting] = useState(false);
  const [resetBusy, setResetBusy] = useState(false);
  const { errors } = form.formState;
  const type = form.watch('type');
  const hasValidity = form.watch('hasValidity');
  const hasConditions = form.watch('hasConditions');
  const feeRequired = form.watch('feeRequired');
  const necessary = type === 'document' || type === 'protocol';
  const feeDisabled = hasConditions !== 'sim' || feeRequired !== 'sim';

  const reset = async () => {
    setResetBusy(true);
    try {
      await onReset();
      setResetting(false);
    } finally {
      setResetBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="large"
      title={licence ? licence.fiscalLicenseName : 'Licença'}
      description={
        licence ? `${licence.fiscalRegistrationCodeClass} - ${licence.fiscalRegistrationCodeDescription}` : undefined
      }
      {...dialog}
      submitText="Salvar"
      cancelText="Fechar"
      successText="Alteração realizada"
    >
      <Stack space="medium">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label="Tipo"
              placeholder="Selecione"
              options={typeOptions}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.type?.message}
            />
          )}
        />
        {type === 'not_necessary' ? (
          <>
            <Controller
              control={form.control}
              name="problem"
              render={({ field }) => (
                <Select
                  label="Motivo"
                  placeholder="Selecione"
                  options={reasonOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.problem?.message}
                />
              )}
            />
            <Textarea
              label="Descrição"
              rows={3}
              {...form.register('description')}
              error={errors.description?.message}
            />
          </>
        ) : null}
        {necessary ? (
          <>
            <Controller
              control={form.control}
              name="hasValidity"
              render={({ field }) => (
                <RadioGroup
                  label="Tem validade"
                  options={yesNoOptions}
                  value={field.value || null}
                  onValueChange={field.onChange}
                  error={errors.hasValidity?.message}
                />
              )}
            />
            {hasValidity === 'sim' ? (
              <DateField label="Validade" {...form.register('validUntil')} error={errors.validUntil?.message} />
            ) : null}
            <RepositoryFile
              http={http}
              companyId={companyId}
              label={licenseFormTypeLabels[type]}
              fileType={type}
              value={form.watch('fileId')}
              onChange={(id) => form.setValue('fileId', id)}
              error={errors.fileId?.message}
            />
            <Controller
              control={form.control}
              name="hasConditions"
              render={({ field }) => (
                <RadioGroup
                  label="Possui condicionantes"
                  options={yesNoOptions}
                  value={field.value || null}
                  onValueChange={field.onChange}
                  error={errors.hasConditions?.message}
                />
              )}
            />
            {hasConditions === 'sim' ? (
              <Textarea
                label="Condicionantes"
                rows={3}
                {...form.register('conditions')}
                error={errors.conditions?.message}
              />
            ) : null}
            <Controller
              control={form.control}
              name="feeRequired"
              render={({ field }) => (
                <RadioGroup
                  label="Possui taxa"
                  options={yesNoOptions}
                  value={field.value || null}
                  onValueChange={field.onChange}
                  disabled={hasConditions !== 'sim'}
                  error={errors.feeRequired?.message}
                />
              )}
            />
            <TextField
              label="Nome da taxa"
              autoComplete="off"
              disabled={feeDisabled}
              {...form.register('feeName')}
              error={errors.feeName?.message}
            />
            <Controller
              control={form.control}
              name="feeAmount"
              render={({ field }) => (
                <CurrencyField
                  label="Valor da taxa"
                  disabled={feeDisabled}
                  value={amountOf(field.value)}
                  onValueChange={(value) => field.onChange(amountText(value))}
                  onBlur={field.onBlur}
                  error={errors.feeAmount?.message}
                />
              )}
            />
            <DateField
              label="Vencimento da taxa"
              disabled={feeDisabled}
              {...form.register('feeExpirationDate')}
              error={errors.feeExpirationDate?.message}
            />
            {feeDisabled ? null : (
              <RepositoryFile
                http={http}
                companyId={companyId}
                label="Comprovante da taxa"
                fileType="fee"
                value={form.watch('feeFileId')}
                onChange={(id) => form.setValue('feeFileId', id)}
                error={errors.feeFileId?.message}
              />
            )}
          </>
        ) : null}
        <Textarea label="Observações" rows={3} {...form.register('note')} error={errors.note?.message} />
        {licence ? <AttachedFiles licence={licence} /> : null}
        {showSources && licence?.sources?.length ? (
          <Stack space="xsmall">
            <strong>Links e fontes</strong>
            {licence.sources.map((source) => (
              <Link key={source.url} href={source.url} target="_blank" rel="noreferrer">
                {`${source.uf} - ${source.name} (${source.state})`}
              </Link>
            ))}
          </Stack>
        ) : null}
        {canReset ? (
          <div>
            <Button type="button" variant="danger" onClick={() => setResetting(true)}>
              Resetar
            </Button>
          </div>
        ) : null}
      </Stack>
      {/* Inside the licence dialog, so it opens over it as a nested dialog instead of closing it. */}
      <ConfirmDeleteDialog
        open={resetting}
        title="Resetar licença"
        question="Deseja resetar esta licença?"
        itemName={licence?.fiscalLicenseName}
        warning="A licença volta ao seu estado inicial, sem dados e sem uploads. Esta ação não pode ser desfeita."
        confirmText="Resetar"
        loading={resetBusy}
        onConfirm={() => void reset()}
        onClose={() => setResetting(false)}
      />
    </FormDialog>
  );
}

const blankLicence = {
  isNecessary: true,
  type: null,
  problem: null,
  description: null,
  validUntil: null,
  conditions: null,
  feeName: null,
  feeAmount: null,
  feeExpirationDate: null,
  note: null,
} as const;

/** The licence's files as they are now, by kind. */
function AttachedFiles({ licence }: { licence: CompanyLicenseDetail }) {
  const files = [...licence.files.documents, ...licence.files.protocols, ...licence.files.fees];
  if (files.length === 0) return null;
  const kinds: Readonly<Record<RepositoryFileType, string>> = {
    document: 'Licença',
    protocol: 'Protocolo',
    fee: 'Comprovante da taxa',
  };
  return (
    <Stack space="xsmall">
      <strong>Arquivos anexados</strong>
      <ul>
        {files.map((file) => (
          <li key={`${file.file_type}-${file.id}`}>{`${kinds[file.file_type]}: ${file.name}`}</li>
        ))}
      </ul>
    </Stack>
  );
}

interface RepositoryFileProps {
  http: Http;
  companyId: number;
  label: string;
  fileType: RepositoryFileType;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/** A file of the company's repository of this kind, or a new one uploaded into it (spec 2 §7 'Repository …'). */
function RepositoryFile({ http, companyId, label, fileType, value, onChange, error }: RepositoryFileProps) {
  const queryClient = useQueryClient();
  const files = useQuery(repositoryListQueryOptions(http, companyId, { file_type: fileType }));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (files.error) notifyApiError('Não foi possível carregar o repositorio.', files.error);
  }, [files.error]);

  const upload = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    try {
      const answer = await uploadRepositoryFile(http, companyId, chosen, fileType, ({ percent }) =>
        setProgress(Math.round(percent * 100)),
      );
      notify.success(clientFileTexts.uploaded);
      await queryClient.invalidateQueries({ queryKey: repositoryKeys.all(companyId) });
      onChange(answer.file.id);
      setFile(null);
    } catch (failure) {
      notifyApiError('Não foi possível enviar o arquivo.', failure);
    } finally {
      setProgress(undefined);
    }
  };

  const options = (files.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <Stack space="small">
      <Select
        label={`Arquivo (${label})`}
        placeholder={files.isPending ? 'Carregando…' : 'Escolha do repositório'}
        options={options}
        value={value === null ? '' : String(value)}
        onValueChange={(id) => onChange(id === '' ? null : Number(id))}
        error={error}
      />
      <FileUpload
        label={`Enviar ao repositório (${label})`}
        file={file}
        progress={progress}
        onFileChange={(chosen) => void upload(chosen)}
      />
    </Stack>
  );
}
