import { clientUserMessages, messages } from '@product/domain';
import {
  clientUser,
  clientUserCreateRequest,
  clientUserDeleteResponse,
  clientUserListQuery,
  clientUserListResponse,
  clientUserMutationResponse,
  clientUserPaths,
  clientUserUpdateRequest,
} from '../client-users';
import { client, defineOperation, errors, guardedOne, id } from './define';

/** Messages for body fields missing altogether (spec 2 §5). */
const requiredMessages = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  password: messages.passwordRequired,
  systemRole: clientUserMessages.userTypeRequired,
};

export const clientUserOperations = {
  list: defineOperation({
    method: 'get',
    path: clientUserPaths.list,
    summary: 'Listar usuários da conta',
    tag: 'Usuários',
    auth: true,
    access: client('users', 'GET_USER'),
    query: clientUserListQuery,
    responses: { 200: clientUserListResponse, ...errors(400, 401, 403) },
  }),
  create: defineOperation({
    method: 'post',
    path: clientUserPaths.list,
    summary: 'Criar usuário (ADMIN ou USER, com permissões e empresas)',
    tag: 'Usuários',
    auth: true,
    access: client('users', 'CREATE_USER'),
    body: clientUserCreateRequest,
    requiredMessages,
    responses: { 201: clientUserMutationResponse, ...errors(400, 401, 403, 409) },
  }),
  get: defineOperation({
    method: 'get',
    path: clientUserPaths.one(id),
    summary: 'Ler usuário (o próprio registro sem GET_USER)',
    tag: 'Usuários',
    auth: true,
    access: { area: 'client', route: 'users', codes: ['GET_USER'], exceptOwnUser: true },
    responses: { 200: clientUser, ...guardedOne },
  }),
  update: defineOperation({
    method: 'patch',
    path: clientUserPaths.one(id),
    summary: 'Alterar usuário (o próprio registro sem UPDATE_USER; senha só se preenchida)',
    tag: 'Usuários',
    auth: true,
    access: { area: 'client', route: 'users', codes: ['UPDATE_USER'], exceptOwnUser: true },
    body: clientUserUpdateRequest,
    requiredMessages,
    responses: { 200: clientUserMutationResponse, ...guardedOne, ...errors(409) },
  }),
  delete: defineOperation({
    method: 'delete',
    path: clientUserPaths.one(id),
    summary: 'Excluir usuário (nunca o próprio nem o último administrador ativo)',
    tag: 'Usuários',
    auth: true,
    access: client('users', 'DELETE_USER'),
    responses: { 200: clientUserDeleteResponse, ...guardedOne, ...errors(409) },
  }),
} as const;
