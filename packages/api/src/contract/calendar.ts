import { z } from 'zod/mini';

/**
 * The private calendar feed of licence deadlines (issue 13). The feed itself
 * is public — its URL is the secret — and answers iCalendar (RFC 5545), not
 * JSON; the signed-in person reads (GET) and creates or replaces (POST, 'Gerar
 * novo link') their own link under the client area.
 */
export const calendarPaths = {
  settings: '/api/v1/client/calendar',
  feed: <Token extends string>(token: Token) => `/api/v1/calendar/${token}.ics` as const,
} as const;

/** The feed's media type. */
export const calendarContentType = 'text/calendar; charset=utf-8';

export const calendarTexts = {
  notFound: 'Calendário não encontrado.',
  created: 'Link do calendário gerado',
} as const;

/**
 * The caller's own link, or null before the first 'Gerar link'.
 * `seesLicences` is false for a USER without GET_LICENSES: the feed then
 * answers an empty calendar. (A field of the API's answers: it keeps the
 * spelling it shipped with, the one code name not spelled 'license'.)
 */
export const calendarSettingsResponse = z.object({
  url: z.nullable(z.url({ protocol: /^https?$/ })),
  seesLicences: z.boolean(),
});
export type CalendarSettingsResponse = z.infer<typeof calendarSettingsResponse>;

/** A new link; the previous one (if any) stops working at once. */
export const calendarCreateResponse = z.object({
  message: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  seesLicences: z.boolean(),
});
export type CalendarCreateResponse = z.infer<typeof calendarCreateResponse>;
