import { signupPath, signupRequest, signupResponse } from '../signup';
import { defineOperation, errors, publicFailures } from './define';

export const signupOperations = {
  signup: defineOperation({
    method: 'post',
    path: signupPath,
    summary: 'Cadastro público de uma conta e do seu administrador (aguarda liberação)',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: signupRequest,
    responses: { 201: signupResponse, ...publicFailures, ...errors(409) },
  }),
} as const;
