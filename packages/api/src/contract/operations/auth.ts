import { messages } from '@product/domain';
import { loginRequest, logoutPath, logoutResponse } from '../auth';
import { apiPaths } from '../paths';
import { loginAnswer } from '../second-factor';
import { defineOperation, errors, publicFailures } from './define';

export const authOperations = {
  login: defineOperation({
    method: 'post',
    path: apiPaths.login,
    summary:
      'Entrar: e-mail e senha; devolve o token de acesso, ou a segunda etapa quando a pessoa tem (ou precisa configurar) verificação em duas etapas',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: loginRequest,
    requiredMessages: { username: messages.emailRequired, password: messages.passwordRequired },
    responses: { 200: loginAnswer, ...publicFailures, ...errors(401) },
  }),
  logout: defineOperation({
    method: 'post',
    path: logoutPath,
    summary: 'Sair: encerra todas as sessões da pessoa (todo token anterior deixa de valer)',
    tag: 'Autenticação',
    auth: true,
    access: 'signed-in',
    responses: { 200: logoutResponse, ...errors(401) },
  }),
} as const;
