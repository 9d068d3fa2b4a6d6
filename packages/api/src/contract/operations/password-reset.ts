import { messages } from '@product/domain';
import {
  passwordResetConfirmRequest,
  passwordResetConfirmResponse,
  passwordResetPaths,
  passwordResetRequest,
  passwordResetResponse,
} from '../password-reset';
import { defineOperation, errors, publicFailures } from './define';

export const passwordResetOperations = {
  request: defineOperation({
    method: 'post',
    path: passwordResetPaths.request,
    summary: 'Pedir o link de redefinição de senha por e-mail',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: passwordResetRequest,
    requiredMessages: { username: messages.emailRequired },
    responses: { 200: passwordResetResponse, ...publicFailures, ...errors(404) },
  }),
  confirm: defineOperation({
    method: 'post',
    path: passwordResetPaths.confirm,
    summary: 'Escolher a nova senha com o token do link',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: passwordResetConfirmRequest,
    requiredMessages: { passwordConfirmation: messages.passwordsMustMatch },
    responses: { 200: passwordResetConfirmResponse, ...errors(400, 403, 415) },
  }),
} as const;
