/**
 * spec.md section 3: the realtor referral sends its answers in two objects, `realtor` and
 * `customer`. A field named 'customer.first_name' travels as { customer: { first_name } }; every
 * other form's names have no dot and travel as they are.
 */
const SEPARATOR = '.';

const splitName = (name: string): [string, string] | undefined => {
  const at = name.indexOf(SEPARATOR);
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : undefined;
};

/** The payload with each dotted key moved into its object ('customer.state' → customer.state). */
export function nestAnswers(payload: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const parts = splitName(key);
    if (!parts) {
      nested[key] = value;
      continue;
    }
    const [object, inner] = parts;
    const holder = (nested[object] ??= {}) as Record<string, unknown>;
    holder[inner] = value;
  }
  return nested;
}

/** The server's side: a field's answer read back from its object (undefined when it is missing). */
export function readAnswer(payload: Record<string, unknown>, name: string): unknown {
  const parts = splitName(name);
  if (!parts) return payload[name];
  const holder = payload[parts[0]];
  return holder && typeof holder === 'object' && !Array.isArray(holder)
    ? (holder as Record<string, unknown>)[parts[1]]
    : undefined;
}
