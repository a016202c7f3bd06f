import type { PageMeta } from '../../kinds/standalone-page.tsx';
import { svg } from '../../../content/data/tools.ts';
import { ToolLanding } from '../../components/marketing/tool-landing.tsx';

export const meta: PageMeta = {
  title: 'SVG',
  description: 'Animate SVG with MorphSVG, DrawSVG, MotionPath, MotionPathHelper, Draggable and Inertia.',
  layout: 'wide',
};

export default function Page() {
  return <ToolLanding family={svg} />;
}
