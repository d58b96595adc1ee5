import type { Outcome } from './mount-outcomes';

/** One snippet through one sanitizer: what was left of it, and what became of it on the page. */
export interface Cell {
  widget: string;
  form: string;
  column: string;
  sanitized: string;
  outcome: Outcome;
}

/** A (widget, sanitizer) pair through which no form of the widget mounts. */
export interface Failure {
  widget: string;
  column: string;
  cells: Cell[];
}

const mounted = (cell: Cell) => cell.outcome.startsWith('mounted');

/** The pairs of widgets × sanitizers where no form mounts (a widget with no snippet fails everywhere). */
export function failures(widgets: string[], columns: string[], cells: Cell[]): Failure[] {
  return widgets.flatMap((widget) =>
    columns.flatMap((column) => {
      const mine = cells.filter((c) => c.widget === widget && c.column === column);
      return mine.some(mounted) ? [] : [{ widget, column, cells: mine }];
    }),
  );
}

/** Marks a form that mounted with text of its snippet left visible beside the widget. */
export const TEXT_BESIDE = '†';

/** The forms that mounted, e.g. 'element†, div'; '—' when none did ('div: attribute error' says why). */
function summary(cells: Cell[]): string {
  const forms = cells.filter(mounted).map((c) => (c.outcome === 'mounted' ? c.form : c.form + TEXT_BESIDE));
  if (forms.length) return forms.join(', ');
  const telling = cells.filter((c) => c.outcome !== 'stripped');
  return telling.length
    ? `— (${telling.map((c) => `${c.form}: ${c.outcome}`).join(', ')})`
    : cells.length
      ? '—'
      : '— (no snippet)';
}

/** A Markdown table, padded so it reads as well in a terminal as rendered. */
export function matrixTable(widgets: string[], columns: string[], cells: Cell[]): string {
  const rows = [
    ['widget', ...columns],
    ...widgets.map((widget) => [
      widget,
      ...columns.map((column) => summary(cells.filter((c) => c.widget === widget && c.column === column))),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}

/** Each failing pair with what the sanitizer left of every form, so the reason shows at once. */
export function failureReport(failed: Failure[]): string {
  return failed
    .map(({ widget, column, cells }) => {
      const forms = cells.map(
        (c) => `    ${c.form} (${c.outcome}): ${c.sanitized.trim().replace(/\s*\n\s*/g, ' ') || '(nothing left)'}`,
      );
      return [
        `  ${widget} × ${column}: no form mounts`,
        ...(forms.length ? forms : ['    the gallery offers no snippet for it']),
      ].join('\n');
    })
    .join('\n');
}
