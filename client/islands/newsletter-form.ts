/**
 * The footer's newsletter sign-up (markup: templates/islands/newsletter-form.tsx). Without
 * this the form is a plain post to the endpoint; with it the post happens in place and the
 * feedback line says how it went, so the visitor never leaves the page.
 */
const SUCCESS_MESSAGE = 'Thanks! Check your inbox to confirm your subscription.';
const SENDING_MESSAGE = 'Sending…';
/** A sign-up that hangs is a failure the visitor can retry, not a spinner forever. */
const TIMEOUT_MS = 15_000;

type State = 'sending' | 'success' | 'error';

export function mount(el: HTMLElement): (() => void) | void {
  const form = el.querySelector('form');
  const feedback = el.querySelector<HTMLElement>('[role="status"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !feedback || !button) return;

  const show = (state: State, text: string) => {
    feedback.dataset.state = state;
    feedback.textContent = text;
  };

  // The submit event only fires once the browser's own validation has passed.
  const teardown = new AbortController();
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (button.disabled) return;
      button.disabled = true;
      form.setAttribute('aria-busy', 'true');
      show('sending', SENDING_MESSAGE);
      void send(form)
        .then(() => {
          show('success', SUCCESS_MESSAGE);
          form.reset();
        })
        .catch((error: unknown) => show('error', `Sign-up failed (${reason(error)}). Please try again.`))
        .finally(() => {
          button.disabled = false;
          form.removeAttribute('aria-busy');
        });
    },
    { signal: teardown.signal },
  );
  // A sign-up already on its way is left to finish: the visitor asked for it.
  return () => teardown.abort();
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The same form-encoded body the browser would post without JavaScript. */
async function send(form: HTMLFormElement): Promise<void> {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    // No cookies: the endpoint is on another host and needs none to sign someone up.
    const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'omit', signal: abort.signal });
    if (!response.ok) throw new HttpError(response.status);
  } finally {
    clearTimeout(timer);
  }
}

function reason(error: unknown): string {
  if (error instanceof HttpError) return `server answered ${error.status}`;
  if (error instanceof DOMException && error.name === 'AbortError') return 'no answer in time';
  return 'could not reach the server';
}
