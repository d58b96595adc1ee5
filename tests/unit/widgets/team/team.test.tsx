// @vitest-environment happy-dom
import { findByRole, findByText, getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READS } from '../../../../core/api/contract';
import { createSeed } from '../../../../demo/data';
import widget from '../../../../widgets/team';
import { cleanPage, fakeServer, mountWidget } from '../forms-test-kit';

afterEach(cleanPage);

const team = createSeed().team;

describe('hb-team', () => {
  it('lists every member of our_team with name and title, each name linking to the member’s page', async () => {
    const calls = fakeServer({ '/api/cms/our_team': { status: 'success', contents: team } });
    const el = mountWidget(widget);
    expect(getByRole(el, 'heading', { level: 2, name: 'Meet our team' })).toBeTruthy();
    await findByRole(el, 'link', { name: team[0].name });
    expect(calls[0].url.pathname).toBe('/api/cms/our_team');
    const cards = getAllByRole(el, 'listitem');
    expect(cards.map((c) => getByRole(c, 'heading', { level: 3 }).textContent)).toEqual(team.map((m) => m.name));
    for (const [i, member] of team.entries()) {
      expect(getByRole(cards[i], 'link', { name: member.name }).getAttribute('href')).toBe(
        `/our-team/${member.seo_name}`,
      );
      expect(cards[i].textContent).toContain(member.title);
    }
  });

  it('says the team page is being updated when the list is empty', async () => {
    fakeServer({ '/api/cms/our_team': { status: 'success', contents: [] } });
    const el = mountWidget(widget);
    expect(await findByText(el, 'Our team page is being updated: check back soon.')).toBeTruthy();
  });

  it.each([
    ['fails', undefined],
    ['answers a shape the contract does not know', { status: 'success', contents: [{ id: 'one' }] }],
  ])('says spec.md’s “No team members found” when the read %s', async (_, body) => {
    expect(READS.team.emptyMessage).toBe('No team members found');
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the developer note on a malformed answer
    fakeServer(body ? { '/api/cms/our_team': body } : {});
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain('No team members found');
  });
});
