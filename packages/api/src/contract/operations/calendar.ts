import { calendarCreateResponse, calendarPaths, calendarSettingsResponse } from '../calendar';
import { client, defineOperation, errors, guarded } from './define';

export const calendarOperations = {
  feed: defineOperation({
    method: 'get',
    path: calendarPaths.feed('{token}'),
    summary: 'Calendário de licenças (iCalendar) de quem gerou o link; o link é o segredo',
    tag: 'Calendário',
    auth: false,
    access: 'public',
    textParams: ['token'],
    responses: { 200: { raw: 'text/calendar' }, ...errors(404) },
  }),
  settings: defineOperation({
    method: 'get',
    path: calendarPaths.settings,
    summary: 'Meu link do calendário de licenças (null antes de gerar)',
    tag: 'Calendário',
    auth: true,
    access: client('dashboard'),
    responses: { 200: calendarSettingsResponse, ...guarded },
  }),
  createLink: defineOperation({
    method: 'post',
    path: calendarPaths.settings,
    summary: 'Gerar (ou trocar) meu link do calendário; o link anterior deixa de funcionar',
    tag: 'Calendário',
    auth: true,
    access: client('dashboard'),
    responses: { 201: calendarCreateResponse, ...guarded },
  }),
} as const;
