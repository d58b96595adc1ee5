// @vitest-environment happy-dom
import { findByRole, findByText, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import team from '../../../../widgets/team';
import widget from '../../../../widgets/team-member';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const denise = {
  id: 4,
  name: 'Denise Ortiz',
  seo_name: 'denise-ortiz',
  title: 'Director of Sales',
  photo: '/demo-assets/team-denise-ortiz.svg',
  bio: 'Denise leads our sales specialists.',
};
const robert = {
  id: 1,
  name: 'Robert Hensley',
  seo_name: 'robert-hensley',
  title: 'Founder',
  photo: 'javascript:alert(1)',
  bio: 'Robert built his first home in 1985.',
};
const answer = { '/api/cms/our_team': { status: 'success', contents: [robert, denise] } };

describe('hb-team and hb-team-member', () => {
  it('lists the team, each member linking to their page, and never uses a photo address that is not safe', async () => {
    fakeServer(answer);
    const el = mountWidget(team);
    expect((await findByRole(el, 'link', { name: 'Denise Ortiz' })).getAttribute('href')).toBe(
      '/our-team/denise-ortiz',
    );
    expect(el.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows the member named by data-seo-name', async () => {
    fakeServer(answer);
    const el = mountWidget(widget, 'data-seo-name="denise-ortiz"');
    expect(await findByRole(el, 'heading', { name: 'Denise Ortiz' })).toBeTruthy();
    expect(getByRole(el, 'img', { name: 'Portrait of Denise Ortiz' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Meet the whole team' }).getAttribute('href')).toBe('/our-team');
  });

  it('says so, with a link to the team, for a name nobody on the team has', async () => {
    fakeServer(answer);
    const el = mountWidget(widget, 'data-seo-name="nobody-here"');
    expect(
      await findByText(
        el,
        'We could not find “nobody-here” on our team. They may have moved on, or the address may be mistyped.',
      ),
    ).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Meet the whole team' }).getAttribute('href')).toBe('/our-team');
  });

  it('says “No team members found” when the read fails', async () => {
    fakeServer({});
    const el = mountWidget(widget, 'data-seo-name="denise-ortiz"');
    expect(await findByText(el, 'No team members found')).toBeTruthy();
  });
});
