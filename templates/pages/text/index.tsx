import type { PageMeta } from '../../kinds/standalone-page.tsx';
import { text } from '../../../content/data/tools.ts';
import { ToolLanding } from '../../components/marketing/tool-landing.tsx';

export const meta: PageMeta = {
  title: 'Text',
  description: 'Text animation with SplitText, ScrambleText and TextPlugin: split, stagger, scramble and retype copy.',
  layout: 'wide',
};

/**
 * The title drawn as separate letters, which the page's scene drops in one by one
 * (client/tool-scenes/text.ts); the letters are aria-hidden and a visually hidden copy gives
 * the h1 its name, so assistive technology reads one word.
 */
function SplitTitle({ word }: { word: string }) {
  return (
    <>
      <span className="sr-only">{word}</span>
      <span className="text-title" aria-hidden="true">
        {[...word].map((letter, i) => (
          <span key={i} className="text-title__char">
            {letter}
          </span>
        ))}
      </span>
    </>
  );
}

export default function Page() {
  return <ToolLanding family={text} title={<SplitTitle word={text.title} />} />;
}
