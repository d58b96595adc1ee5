import { type ComponentType, useState } from 'react';
import { FORM_FAILURE_MESSAGE } from '../../api/result';
import type { SelectedLists } from '../engine/selected-lists';
import { CtaBar } from '../../ui/detail-layout/cta-bar';
import { ctaBarText } from '../../ui/detail-layout/messages';
import { useLang, useText } from '../../mount/use-text';
import { specMessage } from '../../i18n/spec-messages';
import type { DetailForm, DetailFormDialogProps } from './detail-form-dialog';
import type { TourCommunity } from '../declarations/schedule-tour-choice';

interface DetailCtaProps {
  /** What the visitor would ask about: "the Aspen", "4521 Preserve Loop". */
  about: string;
  /**
   * The communities a tour can be booked in (none: no tour button; several: the buyer chooses one
   * in the tour form) and what Get updates is about.
   */
  communities: readonly TourCommunity[];
  /** More of what the page shows, sent with both forms: { selected_plans: [101] }. */
  selected?: SelectedLists;
  /** The community's or model center's phone; left out, the site's. */
  phone?: string | null;
}

/**
 * The call-to-action bar of a plan, residence or home page: "Schedule a tour" and "Get updates"
 * open their forms in the dialog (code loaded as the pointer or focus reaches a button), "Call"
 * dials the sales phone.
 */
export function DetailCta({ about, communities, selected = {}, phone }: DetailCtaProps) {
  const t = useText(ctaBarText);
  const lang = useLang();
  const [Dialog, setDialog] = useState<ComponentType<DetailFormDialogProps>>();
  const [form, setForm] = useState<DetailForm>('tour');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = () =>
    import('./detail-form-dialog').then((m) => {
      setDialog(() => m.DetailFormDialog);
      return m;
    });
  const warm = () => void load().catch(() => undefined);
  const show = (chosen: DetailForm) => {
    setFailed(false);
    load()
      .then(() => {
        setForm(chosen);
        setOpen(true);
      })
      .catch(() => setFailed(true));
  };
  const trigger = (which: DetailForm, label: string, secondary: boolean) => (
    <button
      type="button"
      className={`hb-button${secondary ? ' hb-button--secondary' : ''}`}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => show(which)}
    >
      {label}
    </button>
  );
  return (
    <>
      <CtaBar
        about={about}
        tour={communities.length ? trigger('tour', t('scheduleTour'), false) : undefined}
        phone={phone}
        updates={trigger('updates', t('getUpdates'), true)}
      />
      {failed ? (
        <p className="hb-cta-bar__failed" role="alert">
          {specMessage(FORM_FAILURE_MESSAGE, lang)}
        </p>
      ) : null}
      {Dialog ? (
        <Dialog
          key={form}
          form={form}
          about={selected}
          communities={communities}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
