// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_DECLARATIONS } from '../../../../../core/forms/declarations/registry';
import { carriedMessage, keepAccountNotice, takeAccountNotice } from '../../../../../core/forms/engine/account-notice';

const login = ACCOUNT_FORM_DECLARATIONS.login;
const typed = { email: 'ana@example.com', password: 'sunshine-42' };

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the message an account form carries to the page it leads to', () => {
  it('is the server’s message', () => {
    expect(carriedMessage('Welcome back, Ana.', login, typed)).toBe('Welcome back, Ana.');
  });

  it('is the form’s own success message when the server’s repeats an email address or what was typed as a password', () => {
    expect(carriedMessage('Signed in as ana@example.com.', login, typed)).toBe(login.successMessage);
    expect(carriedMessage('Signed in as someone@else.example.', login, typed)).toBe(login.successMessage);
    expect(carriedMessage('Your password sunshine-42 works.', login, typed)).toBe(login.successMessage);
  });

  it('is taken once, by the page it was left for (a trailing slash aside), and waits on any other page', () => {
    keepAccountNotice(
      'If an account exists for this email, we have sent a link to reset the password.',
      '/my-favorites/login/',
    );
    history.replaceState(null, '', '/my-favorites/saved-floorplans');
    expect(takeAccountNotice()).toBeUndefined();
    history.replaceState(null, '', '/my-favorites/login');
    expect(takeAccountNotice()).toBe('If an account exists for this email, we have sent a link to reset the password.');
    expect(takeAccountNotice()).toBeUndefined();
  });

  it('is nothing when what is kept is not a message', () => {
    sessionStorage.setItem('hb:account-notice', '{not json');
    expect(takeAccountNotice()).toBeUndefined();
    sessionStorage.setItem('hb:account-notice', JSON.stringify({ message: 42, path: '/' }));
    expect(takeAccountNotice()).toBeUndefined();
  });
});
