import { FORM_FAILURE_MESSAGE } from '../../api/result';
import { pushDataLayer } from '../../platform/data-layer';
import { emit } from '../../platform/events';
import { markLead } from '../../lead/lead-flag';
import { loadPseudoConfirmation } from '../../lead/pseudo-confirmation';

/**
 * spec.md section 4: once the server has accepted a lead, the visitor is marked as a lead, the
 * pseudo-confirmation frame loads for analytics, the page hears `hb:form-success`, and the tag
 * manager gets generate_lead with the form type only (never a name, email or phone).
 */
export function afterLeadSuccess(element: HTMLElement, widget: string, formType: string): void {
  markLead();
  loadPseudoConfirmation(formType);
  emit(element, 'hb:form-success', { widget, type: formType });
  pushDataLayer({ event: 'generate_lead', form_type: formType });
}

/** The page hears that a lead was not taken, with spec.md's message (never what was typed). */
export function afterLeadFailure(element: HTMLElement, widget: string, formType: string): void {
  emit(element, 'hb:form-failure', { widget, type: formType, message: FORM_FAILURE_MESSAGE });
}
