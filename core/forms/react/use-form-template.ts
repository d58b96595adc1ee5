import { useEffect, useState } from 'react';
import { getFormTemplate } from '../../api/reads/form-template';
import type { FormTemplate } from '../../api/schemas/form-template';
import { emit } from '../../platform/events';
import { usePageService } from '../../mount/use-page-service';
import { useWidgetHost, type WidgetHost } from '../../mount/widget-context';
import type { FormDefinition } from '../engine/form-definition';

/** A template asked for: its answer once in (null: none to apply), and the request. */
interface Asked {
  template?: FormTemplate | null;
  answer: Promise<FormTemplate | null>;
}

/** The page's templates by path: each asked once a page, whichever form (or copy of it) shows first. */
const templatesOfThePage = () => new Map<string, Asked>();

function ask(templates: Map<string, Asked>, path: string, host: WidgetHost): Asked {
  let asked = templates.get(path);
  if (!asked) {
    const entry: Asked = {
      answer: getFormTemplate(path).then((read) => {
        if (read.status === 'success') return (entry.template = read.result);
        // A broken template (data) or a failed request (network) tells the page once; a missing one is no error.
        if (read.error) {
          console.error(`[hb-${host.name}] ${read.error.message}. The form shows its bundled words.`);
          emit(host.element, 'hb:error', {
            widget: host.name,
            reason: read.error.reason,
            message: read.error.message,
            url: read.error.url,
          });
        }
        return (entry.template = null);
      }),
    };
    templates.set(path, (asked = entry));
  }
  return asked;
}

/**
 * The CMS's words for a form with a template path, asked for once `active` (a dialog's form when
 * it opens, an inline form when it mounts; `warm` asks early, e.g. when the pointer nears a
 * trigger). Undefined until it has arrived, and when there is none; the bundled words show meanwhile.
 */
export function useFormTemplate(
  definition: FormDefinition,
  active = true,
): { template: FormTemplate | undefined; warm(): void } {
  const host = useWidgetHost();
  const templates = usePageService(templatesOfThePage);
  const path = definition.template;
  const [template, setTemplate] = useState(() => (path && templates.get(path)?.template) || undefined);
  const warm = () => {
    if (path) ask(templates, path, host);
  };
  useEffect(() => {
    if (!active || !path) return;
    let current = true;
    void ask(templates, path, host).answer.then((t) => {
      if (current && t) setTemplate(t);
    });
    return () => {
      current = false;
    };
  }, [active, path, templates, host]);
  return { template, warm };
}
