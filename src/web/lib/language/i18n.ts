// The web's translations: one @lingui/core instance, catalogs loaded per namespace and language on
// demand (each is its own small chunk, precompiled by scripts/vite-i18n.ts), and `useT(namespace)`,
// whose ids are type-checked against the English catalog. See docs/decisions/020-languages.md.
import { use, useMemo, useSyncExternalStore } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PATTERN, PLURAL_TAGS, catalogLayers, isLocale, negotiateLocale, type Locale } from '@shared/i18n/locales.ts';
import type { MessageId, MessageValues, Namespace } from '@shared/i18n/namespaces.ts';
import { isPrerendered } from '../../boot/prerendered-page.ts';

export const i18n = setupI18n();

// The web's namespaces only (mail and the reports are rendered by the server).
const catalogFiles = import.meta.glob<Messages>(
  ['../../../shared/i18n/messages/*/*.json', '!../../../shared/i18n/messages/{mail,report,pitchReport,callReport,commissionReport}/*.json'],
  { query: '?compiled', import: 'default' },
);
const loading = new Map<string, Promise<void>>();
const ready = new Set<string>();
/** Every namespace some screen asked for: a language switch loads them all before it shows. */
const inUse = new Set<Namespace>(['common']);

function loadOne(locale: Locale, namespace: Namespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    // A regional variant is its base language's catalog with the variant's own texts over it (pt-BR over
    // pt); a namespace where nothing differs has no overlay file.
    const files = catalogLayers(locale).map((layer) => catalogFiles[`../../../shared/i18n/messages/${namespace}/${layer}.json`]);
    if (!files[0]) throw new Error(`No catalog ${key}`);
    promise = Promise.all(files.map((file): Promise<Messages> => (file ? file() : Promise.resolve({})))).then((layers) => {
      const prefixed: Messages = {};
      for (const messages of layers) for (const [id, message] of Object.entries(messages)) prefixed[`${namespace}.${id}`] = message;
      i18n.load(locale, prefixed);
      ready.add(key);
    });
    // A failed chunk (offline) may be asked for again later.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads these namespaces in `locale` (the active language by default); resolves at once when they are there. */
export function loadNamespaces(namespaces: readonly Namespace[], locale: Locale = currentLocale()): Promise<void> {
  for (const namespace of namespaces) inUse.add(namespace);
  return Promise.all(namespaces.map((namespace) => loadOne(locale, namespace))).then(() => undefined);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * The language a page starts in: the prerendered page's (the server chose it from the same cookie and
 * Accept-Language), else the visitor's earlier choice, else the browser's languages.
 */
export function initialLocale(): Locale {
  const root = document.documentElement;
  if (isPrerendered() && isLocale(root.lang)) return root.lang;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(${LOCALE_PATTERN})(?:;|$)`).exec(document.cookie)?.[1];
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(navigator.languages ?? [navigator.language]);
}

function remember(locale: Locale) {
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** Makes `locale` the active language, with the plural rules its catalog is written for (pt: pt-PT's). */
export function activateLocale(locale: Locale) {
  i18n.activate(locale, [PLURAL_TAGS[locale]]);
}

/** Starts the app in `locale`: its shared catalog loaded, then active. */
export async function startI18n(locale: Locale) {
  await loadNamespaces(['common'], locale);
  activateLocale(locale);
  document.documentElement.lang = locale;
}

/** Switches the whole app: every namespace in use is loaded in the new language before anything changes. */
export async function changeLocale(locale: Locale) {
  if (locale === i18n.locale) return remember(locale);
  await loadNamespaces([...inUse], locale);
  activateLocale(locale);
  remember(locale);
}

/** Translates outside React (toasts from hooks, error helpers); the namespace must be loaded. */
export function translate<N extends Namespace>(namespace: N, id: MessageId<N>, values?: MessageValues): string {
  return i18n._(`${namespace}.${id}`, values);
}

// Every catalog load and language switch is a new version: components using texts re-render.
let version = 0;
i18n.on('change', () => {
  version += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const getVersion = () => version;
const useCatalogVersion = () => useSyncExternalStore(subscribe, getVersion, getVersion);

export type Translate<N extends Namespace> = (id: MessageId<N>, values?: MessageValues) => string;

/**
 * `t` for one namespace, in the active language; the component re-renders when the language changes.
 * A namespace not loaded yet suspends the component until it is (pages load theirs with their chunk).
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const loaded = useCatalogVersion();
  const locale = currentLocale();
  if (!ready.has(`${locale}/${namespace}`)) use(loadNamespaces([namespace], locale));
  // A new function per language and per load, so memoised children using it show the new texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the new identity on each language and load is the point
  return useMemo<Translate<N>>(() => (id, values) => i18n._(`${namespace}.${id}`, values), [namespace, locale, loaded]);
}

/** The active language, re-rendering on change. */
export function useLocale(): Locale {
  useCatalogVersion();
  return currentLocale();
}
