import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageId, MessageValues, Namespace } from '@shared/i18n/namespaces.ts';
import { useT } from './i18n.ts';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;
// Private-use characters: never in a catalog text or in what a user types into a name field.
const SLOT = /\uE000(\d+)\uE001/g;

/**
 * A message with markup inside it, e.g. `"I accept the <0>terms and conditions</0>"` with
 * `components={{ 0: <a href="/terms" /> }}`: translators move the link, the code keeps the element.
 * Text values are put in after the markup is read, so a value (a user's name) can never add markup.
 */
export function RichText<N extends Namespace>({
  ns,
  id,
  values,
  components,
}: {
  ns: N;
  id: MessageId<N>;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  const t = useT(ns);
  const texts: string[] = [];
  const slotted: MessageValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string') {
      slotted[name] = `\uE000${texts.length}\uE001`;
      texts.push(value);
    } else slotted[name] = value;
  }
  const fill = (text: string) => text.replace(SLOT, (_, index: string) => texts[Number(index)] ?? '');
  const nodes: ReactNode[] = [];
  const message = t(id, slotted);
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) nodes.push(fill(message.slice(last, match.index)));
    const element = components[match[1] ?? match[3]!];
    const inner = match[2] === undefined ? undefined : fill(match[2]);
    nodes.push(element ? cloneElement(element, { key: nodes.length }, inner) : inner);
    last = match.index + match[0].length;
  }
  if (last < message.length) nodes.push(fill(message.slice(last)));
  return <Fragment>{nodes}</Fragment>;
}
