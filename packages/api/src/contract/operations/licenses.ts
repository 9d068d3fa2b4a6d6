import { deletedResponse } from '../cnaes';
import {
  licenseCreateRequest,
  licenseDefinition,
  licenseListQuery,
  licenseListResponse,
  licenseMutationResponse,
  licensePaths,
  licenseUpdateRequest,
} from '../licenses';
import { admin, defineOperation, errors, guardedOne, id } from './define';

export const licenseOperations = {
  list: defineOperation({
    method: 'get',
    path: licensePaths.list,
    summary: 'Listar definições de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    query: licenseListQuery,
    responses: { 200: licenseListResponse, ...errors(400, 401, 403) },
  }),
  create: defineOperation({
    method: 'post',
    path: licensePaths.list,
    summary: 'Criar definição de licença com os seus CNAEs',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    body: licenseCreateRequest,
    responses: { 201: licenseMutationResponse, ...errors(400, 401, 403) },
  }),
  get: defineOperation({
    method: 'get',
    path: licensePaths.one(id),
    summary: 'Ler definição de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    responses: { 200: licenseDefinition, ...guardedOne },
  }),
  update: defineOperation({
    method: 'put',
    path: licensePaths.one(id),
    summary: 'Alterar definição de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    body: licenseUpdateRequest,
    responses: { 200: licenseMutationResponse, ...guardedOne },
  }),
  delete: defineOperation({
    method: 'delete',
    path: licensePaths.one(id),
    summary: 'Excluir definição de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    responses: { 200: deletedResponse, ...guardedOne },
  }),
} as const;
