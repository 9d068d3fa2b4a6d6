// Long on purpose: the licence dialog's form is one react-hook-form instance whose fields (type,
// validity, fee, conditions, files) read each other's values; the file pickers are functions below it.
import {
  type CompanyLicenseDetail,
  type CompanyLicenseFile,
  clientFileTexts,
  type Http,
  type RepositoryFileType,
  repositoryListQueryOptions,
  repositoryMutations,
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
  ConfirmDialog,
  CurrencyField,
  DateField,
  FileUpload,
  FormDialog,
  notify,
  RadioGroup,
  Select,
  Stack,
  Textarea,
  TextField,
} from '@product/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { notifyApiError } from '#/lib/errors';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';
import { AttachedFiles, attachedFilesOf } from './AttachedFiles';
import { LicenseSources, LicenseView } from './LicenseView';

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

/**
 * The form's values for a row: its data, and in the two file selects the files it holds now (the
 * newest of its documents or protocols, by Tipo, and of its fee receipts), so a reopened dialog
 * shows the attached file instead of 'Escolha do repositório', and saving keeps it.
 */
export function licenseFieldsOf(license: CompanyLicenseDetail | null | undefined): LicenseFields {
  const values = licenseFormDefaults(license ?? blankLicense) as LicenseFields;
  if (!license) return values;
  const held = license.type === 'protocol' ? license.files.protocols : license.files.documents;
  return {
    ...values,
    fileId: license.isNecessary ? (held[0]?.id ?? null) : null,
    feeFileId: license.files.fees[0]?.id ?? null,
  };
}

export interface LicenseDialogProps {
  http: Http;
  companyId: number;
  /** The licence row as the server has it now; null while closed. */
  license: CompanyLicenseDetail | null;
  /**
   * Without UPDATE_LICENSES (spec 2 §6): the same dialog to read, every answer as text and the
   * files openable, without Salvar or Resetar (see `LicenseView`).
   */
  readOnly?: boolean;
  /** {product} and EDITOR see the state's registry links (spec 2 §6). */
  showSources: boolean;
  /** DELETE_FILES: 'Resetar' (spec 2 §6). */
  canReset: boolean;
  /**
   * GET_FILES: the file selects list the company's repository. Without it (spec 2 §6 gives the
   * repository to GET_FILES) they offer the licence's own files and those uploaded here, and the
   * repository is not asked (it would answer 403 and toast an error).
   */
  canBrowseRepository?: boolean;
  onSave: (values: LicenseUpdateForm) => Promise<unknown>;
  onReset: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The licence dialog (spec 2 §2 'Licences', §4, §5): Tipo; for Não necessária the reason and a
 * description; otherwise validity, the file from the company's repository (or uploaded into it),
 * conditions, the fee and a note. Salvar, Resetar (with DELETE_FILES) and Fechar; read-only
 * without UPDATE_LICENSES.
 */
export function LicenseDialog({ readOnly = false, ...props }: LicenseDialogProps) {
  return readOnly ? (
    <LicenseView
      http={props.http}
      companyId={props.companyId}
      license={props.license}
      showSources={props.showSources}
      onClose={props.onClose}
    />
  ) : (
    <LicenseForm {...props} />
  );
}

function LicenseForm({
  http,
  companyId,
  license,
  showSources,
  canReset,
  canBrowseRepository = true,
  onSave,
  onReset,
  onClose,
}: Omit<LicenseDialogProps, 'readOnly'>) {
  const open = license !== null;
  const { form, dialog } = useDialogForm<LicenseFields, LicenseUpdateForm, CompanyLicenseDetail | null>({
    open,
    record: license,
    valuesOf: licenseFieldsOf,
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
      title={license ? license.fiscalLicenseName : 'Licença'}
      description={
        license ? `${license.fiscalRegistrationCodeClass} - ${license.fiscalRegistrationCodeDescription}` : undefined
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
              browse={canBrowseRepository}
              held={license ? (type === 'protocol' ? license.files.protocols : license.files.documents) : []}
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
                browse={canBrowseRepository}
                held={license?.files.fees ?? []}
                value={form.watch('feeFileId')}
                onChange={(id) => form.setValue('feeFileId', id)}
                error={errors.feeFileId?.message}
              />
            )}
          </>
        ) : null}
        <Textarea label="Observações" rows={3} {...form.register('note')} error={errors.note?.message} />
        {license ? <AttachedFiles http={http} companyId={companyId} license={license} /> : null}
        {showSources && license ? <LicenseSources license={license} /> : null}
        {canReset ? (
          <div>
            <Button type="button" variant="danger" onClick={() => setResetting(true)}>
              Resetar
            </Button>
          </div>
        ) : null}
      </Stack>
      {/* Inside the licence dialog, so it opens over it as a nested dialog instead of closing it. */}
      <ConfirmDialog
        open={resetting}
        title="Resetar licença"
        message={
          license ? (
            <>
              Você está resetando <strong>{license.fiscalLicenseName}</strong>.
            </>
          ) : undefined
        }
        warning={resetTexts.warning}
        question="Deseja resetar esta licença?"
        confirmText="Resetar"
        loading={resetBusy}
        onConfirm={() => void reset()}
        onClose={() => setResetting(false)}
      >
        {license && attachedFilesOf(license).length > 0 ? <ResetFiles files={attachedFilesOf(license)} /> : null}
      </ConfirmDialog>
    </FormDialog>
  );
}

const blankLicense = {
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

/** The reset confirmation's words (spec 2 §4 'Resetar returns the licence to its initial state …'). */
export const resetTexts = {
  warning: 'A licença voltará ao seu estado inicial, sem dados e sem uploads. Esta ação não pode ser desfeita.',
  files:
    'Os arquivos anexados serão excluídos do repositório da empresa; um arquivo anexado também a outra licença continua nela.',
} as const;

/** What the reset deletes with the licence: its files (the server keeps those another licence holds). */
function ResetFiles({ files }: { files: readonly CompanyLicenseFile[] }) {
  return (
    <Stack space="xsmall">
      <p>{resetTexts.files}</p>
      <ul aria-label="Arquivos que serão excluídos">
        {files.map((file) => (
          <li key={`${file.file_type}-${file.id}`}>{file.name}</li>
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
  /** List the company's repository (GET_FILES); otherwise only the row's files and new uploads. */
  browse: boolean;
  /** The row's files of this list: offered even when the repository lists them under another type. */
  held: readonly CompanyLicenseFile[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}

/** A file of the company's repository of this kind, or a new one uploaded into it (spec 2 §7 'Repository …'). */
function RepositoryFile({
  http,
  companyId,
  label,
  fileType,
  browse,
  held,
  value,
  onChange,
  error,
}: RepositoryFileProps) {
  const queryClient = useQueryClient();
  const files = useQuery({ ...repositoryListQueryOptions(http, companyId, { file_type: fileType }), enabled: browse });
  // Uploaded here: offered at once, also to someone who cannot list the repository.
  const [uploaded, setUploaded] = useState<readonly { id: number; name: string }[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (files.error) notifyApiError('Não foi possível carregar o repositório.', files.error);
  }, [files.error]);

  // The file is offered once the repository's lists have it (the mutation waits for their refetch).
  const sending = useMutation(
    repositoryMutations.upload(http, queryClient, {
      onSuccess: () => notify.success(clientFileTexts.uploaded),
      onError: (failure) => notifyApiError('Não foi possível enviar o arquivo.', failure),
      waitForRefetch: true,
    }),
  );
  const upload = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    try {
      const answer = await sending.mutateAsync({
        companyId,
        file: chosen,
        fileType,
        onProgress: ({ percent }) => setProgress(Math.round(percent * 100)),
      });
      setUploaded((earlier) => [...earlier, answer.file]);
      onChange(answer.file.id);
      setFile(null);
    } catch {
      // Told in the mutation's toast; the chosen file stays, to be sent again.
    } finally {
      setProgress(undefined);
    }
  };

  const offered = [...(files.data?.items ?? []), ...held, ...uploaded];
  const options = offered
    .filter((item, index) => offered.findIndex((other) => other.id === item.id) === index)
    .map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <Stack space="small">
      <Select
        label={`Arquivo (${label})`}
        placeholder={browse && files.isPending ? 'Carregando…' : browse ? 'Escolha do repositório' : 'Envie um arquivo'}
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
