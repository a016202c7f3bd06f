import { useId } from 'react';

export interface NewsletterFormProps {
  /** Endpoint from config `newsletter.action`. */
  action: string;
  method: 'post';
}

/**
 * Server markup of the footer's newsletter sign-up. It is a complete form on its own: without
 * JavaScript it posts to the endpoint and the browser follows; client/islands/newsletter-form.ts
 * makes it post in place and report in the feedback line.
 */
export function NewsletterForm({ action, method }: NewsletterFormProps) {
  const id = useId();
  return (
    <form className="newsletter" action={action} method={method} aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`} className="footer__title">
        Newsletter
      </h2>
      <p className="newsletter__intro" id={`${id}intro`}>
        Release news, new demos and tips from the GSAP team.
      </p>
      <div className="newsletter__row">
        <label className="sr-only" htmlFor={`${id}email`}>
          Email address
        </label>
        <input
          className="newsletter__input"
          id={`${id}email`}
          type="email"
          name="email"
          required
          placeholder="Email Address"
          autoComplete="email"
          aria-describedby={`${id}intro`}
        />
        <button type="submit" className="button button--primary newsletter__submit">
          Subscribe
        </button>
      </div>
      <p className="newsletter__feedback" role="status" aria-live="polite" />
    </form>
  );
}
