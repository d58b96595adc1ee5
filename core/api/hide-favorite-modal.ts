import { http } from './http';

/**
 * The not-logged-in modal's "Don't show this again": the server remembers it for this visitor,
 * and /api/favorite/modal/hide/ then answers modalStatus 'hide'. True when the server agreed.
 */
export async function hideFavoriteModal(): Promise<boolean> {
  try {
    const body = await http().post('api/favorite/modal/hide/', { retry: 0 }).json<{ status?: string; modalStatus?: unknown }>();
    return body.status === 'success' && body.modalStatus === 'hide';
  } catch {
    return false;
  }
}
