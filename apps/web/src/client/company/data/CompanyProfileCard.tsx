import type { CompanyDetail } from '@product/api/client';
import { type CompanyProfileForm, type CompanyProfileFormFields, companyProfileFormSchema } from '@product/domain';
import { Box, Button, CompanyLogo, FileUpload, Inline, Stack, Switch, TextField } from '@product/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '#/lib/zod-resolver';
import { SectionCard } from '../SectionCard';

/** The image types the server takes for a logo (no SVG: it could carry scripts). */
export const logoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const logoMaxBytes = 2 * 1024 * 1024;

/** A chosen file's preview address, released when the file changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface CompanyProfileCardProps {
  company: CompanyDetail;
  /** UPDATE_COMPANY: the logo, the name and Ativo can be changed. */
  canUpdate: boolean;
  /** DELETE_COMPANY: 'Excluir empresa'. */
  canDelete: boolean;
  saving: boolean;
  onSave: (values: CompanyProfileForm) => Promise<unknown>;
  uploadingLogo: boolean;
  onUploadLogo: (file: File) => Promise<unknown>;
  deletingLogo: boolean;
  onDeleteLogo: () => void;
  onDelete: () => void;
}

/** 'Perfil da Empresa': the logo (send, delete), the company's name, Ativo, Salvar and 'Excluir empresa'. */
export function CompanyProfileCard({
  company,
  canUpdate,
  canDelete,
  saving,
  onSave,
  uploadingLogo,
  onUploadLogo,
  deletingLogo,
  onDeleteLogo,
  onDelete,
}: CompanyProfileCardProps) {
  const form = useForm<CompanyProfileFormFields, unknown, CompanyProfileForm>({
    resolver: zodResolver(companyProfileFormSchema),
    defaultValues: { name: company.name, enabled: company.enabled },
  });
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const preview = usePreview(logoFile);
  const { errors } = form.formState;

  return (
    <SectionCard title="Perfil da Empresa">
      <Stack space="medium">
        <Inline space="medium" alignY="center">
          <CompanyLogo src={preview ?? company.logoSrc} />
          <Box as="span" fontSize="small" color="textMuted">
            {preview ? 'Pré-visualização da nova logo' : company.logoSrc ? 'Logo atual' : 'Sem logo cadastrada'}
          </Box>
        </Inline>
        {canUpdate ? (
          <>
            <FileUpload
              label="Logo"
              hint="PNG, JPEG, GIF ou WEBP, até 2 MB."
              accept={logoTypes}
              maxSize={logoMaxBytes}
              file={logoFile}
              onFileChange={setLogoFile}
            />
            <Inline space="small">
              <Button
                variant="secondary"
                disabled={!logoFile}
                loading={uploadingLogo}
                onClick={() => {
                  if (logoFile)
                    void onUploadLogo(logoFile).then(
                      () => setLogoFile(null),
                      () => undefined,
                    );
                }}
              >
                Enviar logo
              </Button>
              {company.logoSrc ? (
                <Button variant="ghost" loading={deletingLogo} onClick={onDeleteLogo}>
                  Excluir logo
                </Button>
              ) : null}
            </Inline>
          </>
        ) : null}
      </Stack>
      <form
        noValidate
        aria-label="Perfil da Empresa"
        onSubmit={form.handleSubmit((values) => onSave(values).catch(() => undefined))}
      >
        <Stack space="medium">
          <TextField label="Nome" {...form.register('name')} error={errors.name?.message} readOnly={!canUpdate} />
          <Switch label="Ativo" {...form.register('enabled')} disabled={!canUpdate} />
          {canUpdate || canDelete ? (
            <Inline space="small" align="space-between">
              {canUpdate ? (
                <Button type="submit" loading={saving}>
                  Salvar
                </Button>
              ) : (
                <span />
              )}
              {canDelete ? (
                <Button type="button" variant="danger" onClick={onDelete}>
                  Excluir empresa
                </Button>
              ) : null}
            </Inline>
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  );
}
