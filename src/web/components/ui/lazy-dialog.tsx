import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it is first opened: a page that merely may open it (out of credits,
 * sign up to go on) does not load and evaluate the dialog library while it hydrates. Once opened it
 * stays mounted, so closing animates and hands focus back as usual.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
