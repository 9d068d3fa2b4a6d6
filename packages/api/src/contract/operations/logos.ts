import { clientFilePaths, fileMessageResponse, logoUploadResponse } from '../client-files';
import { client, companyId, defineOperation, errors, guardedOne, uploadFailures } from './define';

export const logoOperations = {
  upload: defineOperation({
    method: 'post',
    path: clientFilePaths.logo(companyId),
    summary: 'Enviar logo da empresa (imagem de até 2 MB)',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/data', 'UPDATE_COMPANY'),
    body: { multipart: { file: 'file' }, required: ['file'] },
    responses: { 201: logoUploadResponse, ...uploadFailures },
  }),
  delete: defineOperation({
    method: 'delete',
    path: clientFilePaths.logo(companyId),
    summary: 'Excluir logo da empresa',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/data', 'UPDATE_COMPANY'),
    responses: { 200: fileMessageResponse, ...guardedOne },
  }),
  image: defineOperation({
    method: 'get',
    path: clientFilePaths.logoImage('{key}'),
    summary: 'Imagem da logo (logoSrc), pública',
    tag: 'Documentos',
    auth: false,
    access: 'public',
    textParams: ['key'],
    responses: { 200: { raw: 'image/*' }, ...errors(404) },
  }),
} as const;
