import {
  type CompanyLicenseDetail,
  type CompanyLicenseFile,
  getCompanyLicenseFileLink,
  type Http,
  type RepositoryFileType,
} from '@product/api/client';
import { Box, Button, FilePreviewDialog, Inline, Stack } from '@product/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyApiError } from '#/lib/errors';

/** In which of the row's lists a file sits, as the dialog names it. */
export const attachedFileKinds: Readonly<Record<RepositoryFileType, string>> = {
  document: 'Licença',
  protocol: 'Protocolo',
  fee: 'Comprovante da taxa',
};

/** The row's files, documents and protocols first, then the fee receipts (newest first in each). */
export function attachedFilesOf(license: CompanyLicenseDetail): CompanyLicenseFile[] {
  return [...license.files.documents, ...license.files.protocols, ...license.files.fees];
}

/** 'pdf' from 'Alvará 2026.pdf': the preview picks PDF, image or 'no preview' by it. */
const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '') : '');

export interface AttachedFilesProps {
  http: Http;
  companyId: number;
  license: CompanyLicenseDetail;
}

/**
 * 'Arquivos anexados': each file of the row with 'Abrir', which shows it (PDF or image) with
 * 'Download'. The link comes from the row's own call (`href`), which needs only GET_LICENSES, so
 * whoever may read the licence may read its files. The preview opens inside the licence dialog,
 * as a nested dialog over it.
 */
export function AttachedFiles({ http, companyId, license }: AttachedFilesProps) {
  const [preview, setPreview] = useState<{ file: CompanyLicenseFile; url: string } | null>(null);
  const link = useMutation({
    mutationFn: (file: CompanyLicenseFile) => getCompanyLicenseFileLink(http, companyId, license.id, file.id),
    onSuccess: (answer, file) => setPreview({ file, url: answer.url }),
    onError: (error) => notifyApiError('Não foi possível carregar o arquivo.', error),
  });
  const files = attachedFilesOf(license);
  if (files.length === 0) return null;
  return (
    <Stack space="xsmall">
      <strong id={`anexos-${license.id}`}>Arquivos anexados</strong>
      <Stack as="ul" space="xsmall" margin="none" paddingLeft="none" aria-labelledby={`anexos-${license.id}`}>
        {files.map((file) => (
          <Inline key={`${file.file_type}-${file.id}`} as="li" space="small" alignY="center">
            <Box as="span" minWidth={0} style={{ overflowWrap: 'anywhere' }}>
              {`${attachedFileKinds[file.file_type]}: ${file.name}`}
            </Box>
            <Button
              type="button"
              variant="secondary"
              size="small"
              aria-label={`Abrir ${file.name}`}
              loading={link.isPending && link.variables?.id === file.id}
              onClick={() => link.mutate(file)}
            >
              Abrir
            </Button>
          </Inline>
        ))}
      </Stack>
      <FilePreviewDialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        name={preview?.file.name ?? ''}
        type={extensionOf(preview?.file.name ?? '')}
        url={preview?.url ?? ''}
      />
    </Stack>
  );
}
