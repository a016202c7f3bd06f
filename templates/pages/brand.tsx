import type { CSSProperties } from 'react';
import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { Logo } from '../components/logo.tsx';
import { Section } from '../components/marketing/section.tsx';
import { swatches, gradients, dos, donts, logoTreatments, type LogoTreatment } from '../../content/data/brand.ts';

/** The Logo component reads these custom properties; each panel pins its own treatment whatever the site theme. */
function panelStyle(t: LogoTreatment): CSSProperties {
  return { background: t.background, color: t.text, '--logo-bg': t.tile, '--logo-fg': t.curve, '--logo-accent': t.ball } as CSSProperties;
}

export const meta: PageMeta = {
  title: 'GSAP Brand',
  description: 'How to use the GSAP logo, the brand colours with their hex codes, and a download of the logo files.',
  layout: 'page',
};

export default function Page() {
  return (
    <div className="container brand">
      <header className="brand-head">
        <h1>GSAP Brand</h1>
        <p className="lead">
          Writing about GSAP, teaching it, or listing it among your tools? Here is how to show the logo and the colours that go with it.
        </p>
        <p>
          <Link href="/gsap-brand-assets.zip" className="button button--primary" download>
            Download the brand assets (zip, SVG)
          </Link>
        </p>
      </header>

      <Section id="logo" title="Logo" contained={false}>
        <p>
          The mark is a rounded tile with a curve and a ball riding it: a tween caught mid-flight. The word-mark sits to its right. Use the
          light-background version on cream or white, and the dark-background version on ink.
        </p>
        <div className="grid grid--2 brand-logos">
          {logoTreatments.map((t) => (
            <figure key={t.label} className="brand-panel" style={panelStyle(t)}>
              <Logo size={72} />
              <figcaption>{t.label}</figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <Section id="colours" title="Colours" contained={false}>
        <p>The palette the site is built from. Ink and cream carry most of the page; green is the accent.</p>
        <ul className="grid grid--3 brand-swatches" role="list">
          {swatches.map((swatch) => (
            <li key={swatch.name} className="card brand-swatch">
              <span className="brand-swatch__chip" style={{ background: swatch.hex }} aria-hidden="true" />
              <h3 className="card__title">{swatch.name}</h3>
              <p className="brand-swatch__hex">
                <code>{swatch.hex}</code> <span className="muted">{swatch.token}</span>
              </p>
              <p className="card__text">{swatch.use}</p>
            </li>
          ))}
        </ul>
        <h3>Gradients</h3>
        <ul className="grid grid--2 brand-swatches" role="list">
          {gradients.map((gradient) => (
            <li key={gradient.name} className="card brand-swatch">
              <span className="brand-swatch__chip brand-swatch__chip--wide" style={{ background: gradient.css }} aria-hidden="true" />
              <h4 className="card__title">{gradient.name}</h4>
              <p className="brand-swatch__hex">
                <code>{gradient.css}</code>
              </p>
              <p className="card__text">{gradient.use}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="usage" title="Do and don’t" contained={false}>
        <div className="grid grid--2">
          <div className="card brand-rules brand-rules--do">
            <h3 className="card__title">Do</h3>
            <ul>
              {dos.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div className="card brand-rules brand-rules--dont">
            <h3 className="card__title">Don’t</h3>
            <ul>
              {donts.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="muted">
          Using the logo does not mean GSAP endorses your product. For anything these notes do not cover, ask in the{' '}
          <Link href="https://gsap.com/community/">community forums</Link>.
        </p>
      </Section>
    </div>
  );
}
