import { messages, profileMessages } from '@product/domain';
import {
  profileDeleteResponse,
  profilePath,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
} from '../profile';
import { defineOperation, errors } from './define';

export const profileOperations = {
  get: defineOperation({
    method: 'get',
    path: profilePath,
    summary: 'Minha conta: ler o próprio usuário',
    tag: 'Minha conta',
    auth: true,
    access: 'signed-in',
    responses: { 200: profileResponse, ...errors(401) },
  }),
  update: defineOperation({
    method: 'put',
    path: profilePath,
    summary: 'Minha conta: alterar nome, e-mail, tipo e senha (devolve um novo token)',
    tag: 'Minha conta',
    auth: true,
    access: 'signed-in',
    body: profileUpdateRequest,
    // `enabled` keeps the generic 'Campo obrigatório: enabled'.
    requiredMessages: {
      name: messages.nameRequired,
      email: messages.emailRequired,
      systemRole: profileMessages.systemRoleRequired,
    },
    responses: { 200: profileUpdateResponse, ...errors(400, 401, 403, 409) },
  }),
  delete: defineOperation({
    method: 'delete',
    path: profilePath,
    summary: 'Minha conta: excluir o próprio usuário (nunca o último administrador ativo)',
    tag: 'Minha conta',
    auth: true,
    access: 'signed-in',
    responses: { 200: profileDeleteResponse, ...errors(401, 409) },
  }),
} as const;
