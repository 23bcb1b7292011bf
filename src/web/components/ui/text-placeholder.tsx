import { cn } from './cn.ts';

/**
 * A grey bar where a line of the user's data will be (a page shown while the profile loads): as tall as
 * the text it stands for, so nothing moves when the data arrives. Hidden from screen readers, which
 * hear the page's own "Loading" instead.
 */
/** `width`: a Tailwind width class for the text it stands for. */
export function TextPlaceholder({ width = 'w-40' }: { width?: string }) {
  return <span aria-hidden="true" className={cn('inline-block h-[1lh] max-w-full animate-pulse rounded bg-slate-200 align-top', width)} />;
}
