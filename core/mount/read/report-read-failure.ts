import type { Failure } from '../../api/result';
import { emit } from '../../platform/events';
import type { WidgetHost } from '../widget-context';

/**
 * A read that failed for a network or data reason tells the page why (hb:error) and its developer
 * where (the console), in production builds too, so a broken setup (a wrong apiBase, CORS) is
 * told apart from an empty list. The server's own "failure" is a legitimate nothing: no error.
 */
export function reportReadFailure(host: WidgetHost, result: { status: string } | Failure): void {
  if (result.status !== 'failure' || !('reason' in result) || !result.error) return;
  const { error } = result;
  console.error(`[hb-${host.name}] ${error.message}. The widget shows "${result.message}" with a Try again button.`);
  emit(host.element, 'hb:error', { widget: host.name, reason: error.reason, message: error.message, url: error.url });
}
