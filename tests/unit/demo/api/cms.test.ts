import { describe, expect, it } from 'vitest';
import { READS } from '../../../../core/api/contract';
import { demoApp } from './app-fetch';

const app = demoApp();
const CMS_KEYS = [
  'model_centers',
  'our_team',
  'sales_specialist',
  'awards',
  'local_commitment',
  'homeowner_stories',
  'contractors',
];

describe('/api/cms/{key}', () => {
  it('serves every CMS read of the contract, and only those', () => {
    const contractKeys = Object.values(READS).flatMap((r) =>
      r.path.startsWith('api/cms/') ? [r.path.slice('api/cms/'.length)] : [],
    );
    expect(contractKeys.sort()).toEqual([...CMS_KEYS].sort());
  });

  it.each(CMS_KEYS)('answers %s under contents', async (key) => {
    const answer = await app.request(`/api/cms/${key}`);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.status).toBe('success');
    expect(body.contents.length).toBeGreaterThan(0);
  });

  it('answers an unknown key with a 404 failure', async () => {
    const answer = await app.request('/api/cms/secrets');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ status: 'failure', message: 'No content found for "secrets"' });
  });
});
