import type { ReactElement } from 'react';
import { Trans } from '@lingui/react';
import type { MessageId, MessageValues, Namespace } from '@shared/i18n/namespaces.ts';
import { useT } from './i18n.ts';

/**
 * A message with markup inside it, e.g. `"I accept the <0>terms and conditions</0>"` with
 * `components={{ 0: <a href="/terms" /> }}`: translators move the link, the code keeps the element.
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
  useT(ns);
  return <Trans id={`${ns}.${id}`} values={values} components={components} />;
}
