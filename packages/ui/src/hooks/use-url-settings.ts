import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** One setting kept in the URL query: how to read it back, how to write it, and its default. */
export interface UrlParam<T> {
  default: T;
  /** The value of a raw query string, or undefined when it is not a valid one. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

/** A tool's settings schema: one UrlParam per query parameter name. */
export type UrlSchema = Record<string, UrlParam<unknown>>;
export type UrlSettings<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };

/** The small schema builders tools need; anything else is a UrlParam object of its own. */
export const urlParam = {
  oneOf<const V extends string>(values: readonly V[], fallback: V): UrlParam<V> {
    return { default: fallback, parse: (raw) => values.find((value) => value === raw), format: String };
  },
  integer(min: number, max: number, fallback: number): UrlParam<number> {
    return {
      default: fallback,
      parse: (raw) => (/^-?\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : undefined),
      format: String,
    };
  },
  boolean(fallback: boolean): UrlParam<boolean> {
    return { default: fallback, parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined), format: String };
  },
};

/** Reads every setting of `schema` from a query string; a missing or invalid value is its default. */
export function parseUrlSettings<S extends UrlSchema>(schema: S, search: string): UrlSettings<S> {
  const query = new URLSearchParams(search);
  const settings: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(schema)) {
    const raw = query.get(name);
    settings[name] = (raw === null ? undefined : param.parse(raw)) ?? param.default;
  }
  return settings as UrlSettings<S>;
}

/** The query string with `patch` written in: defaults are left out, other parameters are kept. */
export function writeUrlSettings<S extends UrlSchema>(schema: S, search: string, patch: Partial<UrlSettings<S>>): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    const param = schema[name];
    if (!param) continue;
    if (value === undefined || Object.is(value, param.default)) query.delete(name);
    else query.set(name, param.format(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const CHANGE = 'toolnest:url-settings';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/**
 * A tool's settings, kept in the URL query so links share them and Back restores them. Invalid or
 * unknown values fall back to the defaults silently. The server and the hydration render read no
 * query (defaults), then the browser's. Only settings belong here, never the user's text.
 */
export function useUrlSettings<S extends UrlSchema>(schema: S): [UrlSettings<S>, (patch: Partial<UrlSettings<S>>) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const settings = useMemo(() => parseUrlSettings(schema, search), [schema, search]);
  const update = useCallback(
    (patch: Partial<UrlSettings<S>>) => {
      const { pathname, search: current, hash } = window.location;
      const next = writeUrlSettings(schema, current, patch);
      if (next === current) return;
      // Replace, keeping the router's history state: a setting is not a new page, and Back leaves the tool.
      window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
      window.dispatchEvent(new Event(CHANGE));
    },
    [schema],
  );
  return [settings, update];
}
