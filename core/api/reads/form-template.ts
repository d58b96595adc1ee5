import { type ItemOptions, readItem } from '../read';
import { failure, type ItemResult } from '../result';
import { item } from '../read-spec';
import { FormTemplate } from '../schemas/form-template';

/** A form's template read: its CMS path (spec.md section 2) relative to apiBase, the answer under `template`. */
export const formTemplateRead = (path: string) =>
  item(path.replace(/^\/+/, ''), FormTemplate, 'No form template found', 'template');

/**
 * A form's words from the CMS. A path the CMS does not serve (404) is no template, not an error:
 * the form keeps its bundled words and the page hears nothing; any other failure is reported as a
 * read's (hb:error network or data).
 */
export async function getFormTemplate(path: string, o?: ItemOptions): Promise<ItemResult<FormTemplate>> {
  const read = await readItem(formTemplateRead(path), o);
  return read.status === 'failure' && read.error?.detail === 'HTTP 404' ? failure(read.message) : read;
}
