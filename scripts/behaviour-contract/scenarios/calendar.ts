// The licence calendar: the person's own link (none, 'Gerar link', 'Gerar
// novo link'), the public feed it points to and the replaced link's 404, a
// USER without GET_LICENSES, nobody signed in.
import { calendarCreateResponse, calendarPaths, calendarSettingsResponse } from '@product/api/contract';
import { resetCalendarMocks } from '@product/api/mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSameBehaviour } from '../context';

/** The feed's path of a link (each world has its own origin and its own secret tokens). */
const feedPathOf = (url: string) => new URL(url).pathname;

export function describeBehaviour(): void {
  describe('licence calendar (client area)', () => {
    // Nobody has a link yet, on both sides.
    beforeAll(() => resetCalendarMocks());

    // The link is a secret each world makes its own way, and the feed's text is written from each
    // world's licences: their presence is compared, and the steps below check what they point to.
    const opaque = new Set(['url', 'text']);

    it('answer like the server: no link, Gerar link, the feed, Gerar novo link, the old link, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const none = await api.call('my link before any', 'GET', calendarPaths.settings, { as: 'admin' });
        expect(calendarSettingsResponse.parse(none.body).url).toBeNull();
        const created = await api.call('Gerar link', 'POST', calendarPaths.settings, { as: 'admin' });
        const first = calendarCreateResponse.parse(created.body).url;
        const mine = await api.call('my link', 'GET', calendarPaths.settings, { as: 'admin' });
        expect(calendarSettingsResponse.parse(mine.body).url).toBe(first);
        await api.call('the feed, by anybody who has the link', 'GET', feedPathOf(first), { as: 'anonymous' });
        const renewed = await api.call('Gerar novo link', 'POST', calendarPaths.settings, { as: 'admin' });
        const second = calendarCreateResponse.parse(renewed.body).url;
        expect(second).not.toBe(first);
        await api.call('the replaced link', 'GET', feedPathOf(first), { as: 'anonymous' });
        await api.call('the new link', 'GET', feedPathOf(second), { as: 'anonymous' });
        await api.call('a token of the right shape nobody has', 'GET', calendarPaths.feed('x'.repeat(43)), {
          as: 'anonymous',
        });
        await api.call('a malformed token', 'GET', calendarPaths.feed('abc'), { as: 'anonymous' });

        const staffLink = await api.call('staff in the account: their own link', 'GET', calendarPaths.settings, {
          as: 'staff',
        });
        expect(calendarSettingsResponse.parse(staffLink.body).url).toBeNull();
        const withoutLicences = { user: ['GET_COMPANY'] } as const;
        await api.call('a USER without GET_LICENSES', 'GET', calendarPaths.settings, { as: withoutLicences });
        const userLink = await api.call('their Gerar link', 'POST', calendarPaths.settings, { as: withoutLicences });
        const userFeed = feedPathOf(calendarCreateResponse.parse(userLink.body).url);
        const feed = await api.call('their feed: valid, with no licence', 'GET', userFeed, { as: 'anonymous' });
        expect((feed.body as { text: string }).text).not.toContain('BEGIN:VEVENT');

        await api.call('nobody signed in', 'GET', calendarPaths.settings, { as: 'anonymous' });
        await api.call('nobody signed in, Gerar link', 'POST', calendarPaths.settings, { as: 'anonymous' });
      }, opaque);
    });
  });
}
