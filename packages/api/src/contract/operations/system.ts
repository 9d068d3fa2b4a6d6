import { healthPath, healthResponse } from '../health';
import { defineOperation, docsPath, errors } from './define';

export const systemOperations = {
  docs: defineOperation({
    method: 'get',
    path: docsPath,
    summary: 'Este documento OpenAPI',
    tag: 'Documentação',
    auth: false,
    access: 'public',
    responses: { 200: { raw: 'application/json' } },
  }),
  health: defineOperation({
    method: 'get',
    path: healthPath,
    summary: 'Saúde desta instância: responde 200 enquanto alcança o banco de dados, 503 quando não',
    tag: 'Documentação',
    auth: false,
    access: 'public',
    responses: { 200: healthResponse, ...errors(503) },
  }),
} as const;
