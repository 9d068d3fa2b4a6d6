import {
  companyCnpjCreateRequest,
  companyCnpjCreateResponse,
  companyCnpjDeleteRequest,
  companyCnpjListQuery,
  companyCnpjListResponse,
  companyCnpjMessageResponse,
  companyCnpjPaths,
  companyCnpjTexts,
} from '../company-cnpjs';
import { client, companyId, defineOperation, errors, guardedOne } from './define';

export const companyCnpjOperations = {
  list: defineOperation({
    method: 'get',
    path: companyCnpjPaths.list(companyId),
    summary: 'Listar CNPJs da empresa',
    tag: 'CNPJs',
    auth: true,
    access: client('companies/$id/cnpjs', 'GET_CNPJ'),
    query: companyCnpjListQuery,
    responses: { 200: companyCnpjListResponse, ...guardedOne },
  }),
  create: defineOperation({
    method: 'post',
    path: companyCnpjPaths.list(companyId),
    summary: 'Adicionar CNPJ da mesma raiz',
    tag: 'CNPJs',
    auth: true,
    access: client('companies/$id/cnpjs', 'CREATE_CNPJ'),
    body: companyCnpjCreateRequest,
    requiredMessages: { cnpj: companyCnpjTexts.cnpjRequired },
    responses: { 201: companyCnpjCreateResponse, ...guardedOne, ...errors(409, 429, 502) },
  }),
  delete: defineOperation({
    method: 'delete',
    path: companyCnpjPaths.list(companyId),
    summary: 'Excluir CNPJ da empresa (corpo com registrationCode)',
    tag: 'CNPJs',
    auth: true,
    access: client('companies/$id/cnpjs', 'DELETE_CNPJ'),
    body: companyCnpjDeleteRequest,
    requiredMessages: { registrationCode: companyCnpjTexts.cnpjRequired },
    responses: { 200: companyCnpjMessageResponse, ...guardedOne, ...errors(409) },
  }),
} as const;
