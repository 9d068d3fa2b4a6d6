import {
  companyExportResponse,
  companyImportJobAccepted,
  companyImportJobCancelled,
  companyImportPaths,
  companyImportResponse,
  importJobListResponse,
  importJobQuery,
  importJobResponse,
} from '../company-import';
import { client, defineOperation, errors, guarded, guardedOne, id } from './define';

export const companyImportOperations = {
  import: defineOperation({
    method: 'post',
    path: companyImportPaths.import,
    summary: 'Importar empresas de uma planilha (.xlsx ou .csv, CNPJs na primeira coluna)',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    body: { multipart: { file: 'file' }, required: ['file'] },
    // Up to importSyncMaxCnpjs CNPJs: the result (200). More: an import job, answered at once (202), or
    // 429 when the account already has importQueuedMaxCnpjs CNPJs waiting.
    responses: {
      200: companyImportResponse,
      202: companyImportJobAccepted,
      ...errors(400, 401, 403, 413, 415, 422, 429),
    },
  }),
  jobs: defineOperation({
    method: 'get',
    path: companyImportPaths.jobs,
    summary: 'Importações em andamento e recentes da conta (um USER vê só as suas)',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    responses: { 200: importJobListResponse, ...guarded },
  }),
  job: defineOperation({
    method: 'get',
    path: companyImportPaths.job(id),
    summary: 'Andamento de uma importação: contagens e as linhas após `after`',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    query: importJobQuery,
    responses: { 200: importJobResponse, ...guardedOne },
  }),
  cancel: defineOperation({
    method: 'post',
    path: companyImportPaths.cancel(id),
    summary: 'Cancelar uma importação: nenhuma linha nova começa; as feitas ficam',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    responses: { 200: companyImportJobCancelled, ...guardedOne },
  }),
  export: defineOperation({
    method: 'get',
    path: companyImportPaths.export,
    summary: 'Exportar empresas e licenças (dados da impressão)',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'GET_COMPANY'),
    responses: { 200: companyExportResponse, ...guarded },
  }),
  exportXlsx: defineOperation({
    method: 'get',
    path: companyImportPaths.exportXlsx,
    summary: 'Exportar empresas e licenças como planilha Excel',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'GET_COMPANY'),
    responses: {
      200: { raw: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      ...guarded,
    },
  }),
} as const;
