import { type ComponentType, useState } from 'react';
import { FORM_FAILURE_MESSAGE } from '../../core/api';
import type { InquiryDialog as Dialog } from './inquiry-dialog';
import { useText, useWidgetHost } from '../../core/mount';
import { specMessage } from '../../core/i18n';
import { homeDetailText } from './messages';

/**
 * 'Inquire about this home': hb-inquire-home-form's form in a dialog, like ModalForm, with the
 * form's code loaded at the first click (the page budget holds the carousel, not the form engine).
 */
export function InquireButton({ homeId }: { homeId: number }) {
  const [dialog, setDialog] = useState<ComponentType<Parameters<typeof Dialog>[0]>>();
  const [open, setOpen] = useState(false);
  const t = useText(homeDetailText);
  const { lang = 'en' } = useWidgetHost();
  const [failed, setFailed] = useState(false);
  const openDialog = () => {
    setFailed(false);
    if (dialog) return setOpen(true);
    import('./inquiry-dialog')
      .then((m) => {
        setDialog(() => m.InquiryDialog);
        setOpen(true);
      })
      .catch(() => setFailed(true));
  };
  const Loaded = dialog;
  return (
    <>
      <button type="button" className="hb-button hb-form__trigger" aria-haspopup="dialog" onClick={openDialog}>
        {t('inquire')}
      </button>
      {failed ? (
        <p className="hb-home-detail__inquiry-failed" role="alert">
          {specMessage(FORM_FAILURE_MESSAGE, lang)}
        </p>
      ) : null}
      {Loaded ? <Loaded homeId={homeId} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
