/** Escapes text for HTML: every value put into a demo page goes through here. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Markup already escaped or written by us; `html` leaves it as it is. */
export class Raw {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** A tagged template that escapes every interpolated value unless it is Raw (or a list of Raw). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0];
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x) => (x instanceof Raw ? x.value : escapeHtml(x))).join('')
      : v instanceof Raw
        ? v.value
        : escapeHtml(v);
    out += part + strings[i + 1];
  });
  return new Raw(out);
}
