import {
  notificationListQuery,
  notificationListResponse,
  notificationPaths,
  notificationReadAllResponse,
  notificationReadResponse,
} from '../notifications';
import { client, defineOperation, errors, guarded, guardedOne, id } from './define';

export const notificationOperations = {
  list: defineOperation({
    method: 'get',
    path: notificationPaths.list,
    summary: 'Listar notificações',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    query: notificationListQuery,
    responses: { 200: notificationListResponse, ...errors(400, 401, 403) },
  }),
  readAll: defineOperation({
    method: 'put',
    path: notificationPaths.list,
    summary: 'Marcar todas as notificações como lidas',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    responses: { 200: notificationReadAllResponse, ...guarded },
  }),
  read: defineOperation({
    method: 'put',
    path: notificationPaths.one(id),
    summary: 'Marcar notificação como lida',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    responses: { 200: notificationReadResponse, ...guardedOne },
  }),
} as const;
