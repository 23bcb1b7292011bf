// Between the first paint and hydration the page is visible but not yet React's. A form submitted then
// would be sent natively (a reload with a query string) and a button would do nothing: both are held,
// and once the app has hydrated (APP_HYDRATED_EVENT, app-ready.ts) the values typed meanwhile are handed
// to React, then the clicks and the submit happen again, in order.
import { APP_HYDRATED_EVENT } from './protocol.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Typed {
  value: string;
  checked: boolean;
}
interface HeldClick {
  button: HTMLButtonElement;
  /** To find the button again if React has rendered it anew. */
  text: string | null;
}
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

export function holdInputUntilHydrated() {
  const typed = new Map<Field, Typed>();
  const clicks: HeldClick[] = [];
  let submit: HeldSubmit | null = null;

  const record = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
    }
  };
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    submit = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push({ button, text: button.textContent });
  };

  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdClick, true);
  document.addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('input', record, true);
      document.removeEventListener('change', record, true);
      document.removeEventListener('submit', holdSubmit, true);
      handTypedValuesToReact(typed);
      // After React has rendered the values just handed to it.
      setTimeout(() => replay(clicks, submit), 0);
    },
    { once: true },
  );
}

/**
 * React took the typed values as the server's during hydration: its value tracker is first moved off
 * them, so putting them back (with the prototype's setter, which React does not watch) reads as a
 * change and calls onChange.
 */
function handTypedValuesToReact(typed: Map<Field, Typed>) {
  typed.forEach((state, field) => {
    if (!field.isConnected) return;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.type === 'radio' && !state.checked) return;
      field.checked = !state.checked;
      field.click();
      return;
    }
    field.value = state.value + ' ';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, state.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** The held clicks one task each, then the held submit. */
function replay(clicks: HeldClick[], submit: HeldSubmit | null) {
  const click = clicks.shift();
  if (click) {
    // React may have rendered the button anew since: then the one with the same text.
    const button = click.button.isConnected ? click.button : Array.from(document.querySelectorAll('button')).find((b) => b.textContent === click.text);
    button?.click();
    setTimeout(() => replay(clicks, submit), 0);
  } else if (submit?.form.isConnected) {
    submit.form.requestSubmit(submit.submitter?.isConnected ? submit.submitter : undefined);
  }
}
