import {
  adminUser,
  adminUserCreateRequest,
  adminUserListQuery,
  adminUserListResponse,
  adminUserMutationResponse,
  adminUserPaths,
  adminUserUpdateRequest,
} from '../admin-users';
import { deletedResponse } from '../cnaes';
import { admin, defineOperation, errors, guardedOne, id } from './define';

export const adminUserOperations = {
  list: defineOperation({
    method: 'get',
    path: adminUserPaths.list,
    summary: 'Listar usuários da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    query: adminUserListQuery,
    responses: { 200: adminUserListResponse, ...errors(400, 401, 403) },
  }),
  create: defineOperation({
    method: 'post',
    path: adminUserPaths.list,
    summary: 'Criar usuário da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    body: adminUserCreateRequest,
    responses: { 201: adminUserMutationResponse, ...errors(400, 401, 403, 409) },
  }),
  get: defineOperation({
    method: 'get',
    path: adminUserPaths.one(id),
    summary: 'Ler usuário da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    responses: { 200: adminUser, ...guardedOne },
  }),
  update: defineOperation({
    method: 'patch',
    path: adminUserPaths.one(id),
    summary: 'Alterar usuário da equipe (senha só se preenchida)',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    body: adminUserUpdateRequest,
    responses: { 200: adminUserMutationResponse, ...guardedOne, ...errors(409) },
  }),
  delete: defineOperation({
    method: 'delete',
    path: adminUserPaths.one(id),
    summary: 'Excluir usuário da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    responses: { 200: deletedResponse, ...guardedOne, ...errors(409) },
  }),
} as const;
