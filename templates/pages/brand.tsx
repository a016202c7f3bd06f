import type { CSSProperties } from 'react';
import type { PageMeta } from '../kinds/standalone-page.tsx';
import { useHref, usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Section } from '../components/marketing/section.tsx';
import { Island } from '../islands/island.tsx';
import { CopyButton } from '../islands/copy-button.tsx';
import { colourValues, contrastGrade, contrastRatio } from '../../cli/util/colour.ts';
import { swatches, gradients, dos, donts, clearSpace, minimumSize, textColours, type Swatch } from '../../content/data/brand.ts';

export const meta: PageMeta = {
  title: 'GSAP Brand',
  description: 'How to use the GSAP logo, the brand colours with their HEX, RGB and HSL values, and a download of the brand kit.',
  layout: 'page',
};

const [darkText, lightText] = textColours as [Swatch, Swatch];

/** `279760` → `273 KB`: the size the download states, as the build made the zip. */
function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export default function Page() {
  const { site } = usePage();
  const toHref = useHref();
  const kit = site.brandKit;
  const artwork = site.config.brandKit?.artwork ?? [];
  return (
    <div className="container brand">
      <header className="brand-head">
        <h1>GSAP Brand</h1>
        <p className="lead">
          Writing about GSAP, teaching it, or listing it among your tools? Here is how to show the logo and the colours that go with it.
        </p>
        {kit ? (
          <p>
            <Link href={`/${kit.file}`} className="button button--primary brand-download" download>
              {/* One flex item: on a phone the size wraps as text does, not as a second column. */}
              <span>
                Download the brand kit <span className="brand-download__size">(zip, {formatBytes(kit.bytes)})</span>
              </span>
            </Link>
            <br />
            <span className="muted">Logo and mark as SVG and PNG for light and dark backgrounds, the palette as CSS and JSON, and these notes.</span>
          </p>
        ) : null}
      </header>

      <Section id="logo" title="Logo" contained={false}>
        <p>
          The mark is a rounded tile with a curve and a ball riding it: a tween caught mid-flight. The word-mark sits to its right. Use the
          light-background version on cream or white, and the dark-background version on ink.
        </p>
        <div className="grid grid--2 brand-logos">
          {artwork.map((art) => {
            const ground = art.background === 'light' ? { background: lightText.hex, color: darkText.hex } : { background: darkText.hex, color: lightText.hex };
            const name = art.svg.split('/').pop()!;
            return (
              <figure key={art.svg} className="brand-panel" style={ground as CSSProperties}>
                <img src={toHref(art.svg)} alt={`GSAP ${art.label.toLowerCase()} for ${art.background} backgrounds`} className={`brand-panel__art brand-panel__art--${art.label.toLowerCase()}`} />
                <figcaption>
                  {art.label} on {art.background} backgrounds (<Link href={art.svg} className="brand-panel__file">{name}</Link>)
                </figcaption>
              </figure>
            );
          })}
        </div>
        <div className="grid grid--2 brand-space">
          <div className="card">
            <h3 className="card__title">Clear space</h3>
            <p className="card__text">{clearSpace}</p>
          </div>
          <div className="card">
            <h3 className="card__title">Minimum size</h3>
            <p className="card__text">{minimumSize}</p>
          </div>
        </div>
      </Section>

      <Section id="colours" title="Colours" contained={false}>
        <p>
          The palette the site is built from. Ink and cream carry most of the page; green is the accent. Each colour lists its contrast with ink
          and cream text: 4.5:1 or more for body text, 3:1 for large text and graphics (WCAG 2.2 AA).
        </p>
        <ul className="grid grid--3 brand-swatches" role="list">
          {swatches.map((swatch) => (
            <SwatchCard key={swatch.name} swatch={swatch} />
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

const FORMATS = [
  ['hex', 'HEX'],
  ['rgb', 'RGB'],
  ['hsl', 'HSL'],
] as const;

const USE = { AAA: 'any text', AA: 'any text', 'AA large': 'large text only', fails: 'not for text' } as const;

/** One colour: its chip, name and role, each value with a copy button, and its contrast with the two text colours. */
function SwatchCard({ swatch }: { swatch: Swatch }) {
  const values = colourValues(swatch.hex);
  const id = `colour-${swatch.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <li className="card brand-swatch">
      <span className="brand-swatch__chip" style={{ background: swatch.hex }} aria-hidden="true" />
      <h3 className="card__title" id={id}>
        {swatch.name}
      </h3>
      <p className="card__text">{swatch.use}</p>
      <dl className="brand-values">
        {FORMATS.map(([key, label]) => (
          <div key={key} className="brand-values__row">
            <dt>{label}</dt>
            <dd>
              <code>{values[key]}</code>
              <Island name="copy-button" component={CopyButton} props={{ value: values[key], label: `${swatch.name} ${label} value` }} load="visible" />
            </dd>
          </div>
        ))}
      </dl>
      <ul className="brand-contrast" role="list">
        {textColours
          .filter((text) => text.hex !== swatch.hex)
          .map((text) => {
            const ratio = contrastRatio(swatch.hex, text.hex);
            const grade = contrastGrade(ratio);
            return (
              <li key={text.name}>
                {text.name} text: <strong>{ratio.toFixed(2)}:1</strong>{' '}
                <span className="muted">
                  {grade === 'fails' ? '' : `${grade}, `}
                  {USE[grade]}
                </span>
              </li>
            );
          })}
      </ul>
    </li>
  );
}
