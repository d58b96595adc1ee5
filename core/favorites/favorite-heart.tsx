import { type ComponentType, useEffect, useState } from 'react';
import { accountPage } from '../api/account-paths';
import { FORM_FAILURE_MESSAGE } from '../api/result';
import type { Favorite, FavoriteableType } from '../api/schemas/favorite';
import { emit } from '../platform/events';
import { useWidgetHost } from '../mount/widget-context';
import { favoriteKey, type ToggleOutcome } from './site-store';
import { useSiteStore, useSiteStoreApi } from './use-site-store';
import type { LoginRequiredModal } from './login-required-modal';
import { useText } from '../mount/use-text';
import { specMessage } from '../i18n/spec-messages';
import { favoritesText } from './messages';
import './favorite-heart.css';

interface FavoriteHeartProps {
  type: FavoriteableType;
  id: number;
  /** What is saved, for the button's name: "Save Aspen to favorites". */
  name: string;
  /** How an unsaved item is saved, when not the plain toggle (recently viewed: save from views). */
  saveWith?(item: Favorite): Promise<ToggleOutcome>;
}

/**
 * The heart (spec.md section 4): filled when favorited; a click asks the server and the heart
 * flips only when it says success. Every heart of the same item on the page reads the one
 * shared store, so they always agree. A visitor not signed in gets the sign-in modal, or, having
 * chosen "Don't show this again" there, a short note by the heart with a sign-in link.
 */
export function FavoriteHeart({ type, id, name, saveWith }: FavoriteHeartProps) {
  const { element, lang = 'en' } = useWidgetHost();
  const t = useText(favoritesText);
  const store = useSiteStoreApi();
  const item = { favoriteable_type: type, favoriteable_id: id };
  const key = favoriteKey(item);
  // One subscription a heart (lists hold many): what it shows, packed in one comparable value.
  const flags = useSiteStore(
    (s) =>
      (s.favorites.some((f) => favoriteKey(f) === key) ? 1 : 0) |
      (s.pending.includes(key) ? 2 : 0) |
      (s.loginModal ? 4 : 0),
  );
  const favorited = (flags & 1) !== 0;
  const busy = (flags & 2) !== 0;
  const modalOpen = (flags & 4) !== 0;
  // Only the heart that was clicked shows the modal, not every heart on the page. Once shown it
  // stays mounted (closed), so closing it returns focus to this heart.
  const [modal, setModal] = useState<'never' | 'asked' | 'closed'>('never');
  const [failed, setFailed] = useState(false);
  // A visitor not signed in who hid the modal still hears why nothing was saved (issue #32): the
  // note's live region comes first, empty, and its words a render later, so screen readers
  // announce them (a list of hearts holds no live region until one is needed).
  const [note, setNote] = useState<'none' | 'coming' | 'shown'>('none');
  useEffect(() => {
    if (note === 'coming') setNote('shown');
  }, [note]);
  // The sign-in dialog's code comes with the first click that needs it: a page of hearts for
  // visitors who are signed in (or never click) does not load it.
  const [Dialog, setDialog] = useState<ComponentType<Parameters<typeof LoginRequiredModal>[0]>>();

  useEffect(() => {
    void store.getState().ensureFavorites();
  }, [store]);

  const toggle = async () => {
    setFailed(false);
    const outcome = !favorited && saveWith ? await saveWith(item) : await store.getState().toggleFavorite(item);
    if (outcome === 'failed') setFailed(true);
    else if (outcome === 'login-note') setNote(note === 'none' ? 'coming' : 'shown');
    else if (outcome === 'login-required')
      await import('./login-required-modal').then(
        (m) => {
          setDialog(() => m.LoginRequiredModal);
          setModal('asked');
        },
        () => setFailed(true),
      );
    else if (outcome !== 'ignored')
      emit(element, 'hb:favorite-change', { ...item, favorited: outcome === 'favorited' });
  };
  const closeModal = () => {
    setModal('closed');
    store.getState().closeLoginModal();
  };

  return (
    <span className="hb-heart">
      <button
        type="button"
        className="hb-heart__button"
        aria-label={t('save', { name })}
        aria-pressed={favorited}
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : () => void toggle()}
      >
        <svg className="hb-heart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4h2c.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {failed ? (
        <span className="hb-heart__error" role="alert">
          {specMessage(FORM_FAILURE_MESSAGE, lang)}
        </span>
      ) : null}
      {note !== 'none' ? (
        <span className="hb-heart__note" role="status">
          {note === 'shown' ? (
            <>
              {t('signInToSave', { name })} <a href={accountPage('login')}>{t('signIn')}</a>
            </>
          ) : null}
        </span>
      ) : null}
      {modal !== 'never' && Dialog ? (
        <Dialog
          open={modal === 'asked' && modalOpen}
          onClose={closeModal}
          onHideForGood={() => {
            setModal('closed');
            void store.getState().hideLoginModalForGood();
          }}
        />
      ) : null}
    </span>
  );
}
