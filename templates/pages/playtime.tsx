import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { Section } from '../components/marketing/section.tsx';
import { CodeSnippet } from '../components/marketing/code-snippet.tsx';
import { external } from '../../content/data/links.ts';

export const meta: PageMeta = {
  title: 'Playtime',
  description: 'A playground for GSAP tweens: read an example tween line by line. A live editor is on the way.',
  layout: 'page',
};

const example = `gsap.to(".ball", {
  x: 240,
  rotation: 360,
  duration: 1.5,
  ease: "bounce.out",
  repeat: -1,
  yoyo: true,
  repeatDelay: 0.5
});`;

const explained: [string, string][] = [
  ['gsap.to(".ball", …)', 'Animate every element matching .ball from where it is now to the values that follow.'],
  ['x: 240', 'Move 240 pixels to the right, using a transform so the layout does not reflow.'],
  ['rotation: 360', 'Spin one full turn on the way.'],
  ['duration: 1.5', 'Take one and a half seconds. Without it, GSAP uses 0.5.'],
  ['ease: "bounce.out"', 'Arrive with a few bounces, like a ball dropped on the floor.'],
  ['repeat: -1', 'Repeat forever.'],
  ['yoyo: true', 'Every other repeat runs backwards, so the ball travels there and back.'],
  ['repeatDelay: 0.5', 'Pause half a second between repeats.'],
];

/** Start and end of the example tween, drawn statically: no motion on this page yet. */
function TweenDiagram() {
  return (
    <svg className="mk-art playtime-diagram" viewBox="0 0 360 120" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="358" height="118" rx="16" className="mk-art-panel" />
      <line x1="60" y1="60" x2="300" y2="60" className="mk-art-path" />
      <circle cx="60" cy="60" r="22" className="mk-art-ghost" opacity="0.35" />
      <circle cx="300" cy="60" r="22" className="mk-art-accent" />
      <text x="60" y="108" textAnchor="middle" className="playtime-diagram__label">x: 0</text>
      <text x="300" y="108" textAnchor="middle" className="playtime-diagram__label">x: 240</text>
    </svg>
  );
}

export default function Page() {
  return (
    <div className="container playtime">
      <header>
        <h1>Playtime</h1>
        <p className="lead">
          A place to try GSAP without setting anything up. Soon you will be able to edit a tween or a timeline here and watch it run as you
          type. For now, here is the kind of tween it will start you with.
        </p>
      </header>

      <Section id="example" title="An example tween" contained={false}>
        <div className="grid grid--2 playtime-example">
          <CodeSnippet code={example} />
          <TweenDiagram />
        </div>
      </Section>

      <Section id="explained" title="Line by line" contained={false}>
        <dl className="playtime-explained">
          {explained.map(([term, text]) => (
            <div key={term}>
              <dt>
                <code>{term}</code>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="coming" title="What is coming" contained={false}>
        <ul>
          <li>Edit the code and see the result play beside it.</li>
          <li>Pause, scrub and replay the animation.</li>
          <li>Share what you made with a link that carries the code.</li>
        </ul>
        <p>
          Until then, fork a pen on <Link href={external.codepen}>CodePen</Link>, look up every property of{' '}
          <Link href="/docs/v3/GSAP/gsap.to()">gsap.to()</Link>, or keep the <Link href="/cheatsheet">cheat sheet</Link> open.
        </p>
      </Section>
    </div>
  );
}
