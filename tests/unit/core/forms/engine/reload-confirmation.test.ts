// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmationKey,
  keepConfirmationForReload,
  takeReloadConfirmation,
} from '../../../../../core/forms/engine/reload-confirmation';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the confirmation kept across the event form’s reload', () => {
  it('is there for the one next load, then gone', () => {
    const key = confirmationKey('event', 'selected_events=3');
    expect(takeReloadConfirmation(key)).toBe(false);
    keepConfirmationForReload(key);
    expect(takeReloadConfirmation(key)).toBe(true);
    expect(takeReloadConfirmation(key)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('belongs to one page and one event', () => {
    history.replaceState(null, '', '/events/grace-ranch-grand-opening');
    const key = confirmationKey('event', 'selected_events=1');
    expect(key).toBe('hb:form-confirmed:event:/events/grace-ranch-grand-opening#selected_events=1');
    keepConfirmationForReload(key);
    expect(takeReloadConfirmation(confirmationKey('event', 'selected_events=2'))).toBe(false);
    history.replaceState(null, '', '/events/toy-drive');
    expect(takeReloadConfirmation(confirmationKey('event', 'selected_events=1'))).toBe(false);
    history.replaceState(null, '', '/events/grace-ranch-grand-opening');
    expect(takeReloadConfirmation(key)).toBe(true);
  });

  it('holds no personal data: only a flag under the form, page and event', () => {
    keepConfirmationForReload(confirmationKey('event', 'selected_events=3'));
    expect(Object.entries(sessionStorage)).toEqual([['hb:form-confirmed:event:/#selected_events=3', '1']]);
  });

  it('offers the form again when storage is off, without an exception', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: denied, setItem: denied, removeItem: denied });
    const key = confirmationKey('event');
    expect(() => keepConfirmationForReload(key)).not.toThrow();
    expect(takeReloadConfirmation(key)).toBe(false);
  });
});
