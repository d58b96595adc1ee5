/**
 * What the widgets of one page share (the favorites store, ...): each service is made the first
 * time a widget asks for it and kept for the page. The loader's widgets all share their page's
 * scope; a test mounts a widget with a scope of its own, so no test sees another's state.
 */
export interface PageScope {
  /** This page's one instance of what `make` makes, made on first use (`make` is the key). */
  get<T>(make: () => T): T;
}

export function createPageScope(): PageScope {
  const services = new Map<() => unknown, unknown>();
  return {
    get<T>(make: () => T): T {
      if (!services.has(make)) services.set(make, make());
      return services.get(make) as T;
    },
  };
}

const scopes = new WeakMap<Document, PageScope>();

/** The scope of a page, made once: every widget the loader mounts on it shares it. */
export function pageScopeOf(doc: Document): PageScope {
  let scope = scopes.get(doc);
  if (!scope) scopes.set(doc, (scope = createPageScope()));
  return scope;
}
