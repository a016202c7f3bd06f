import type { PageMeta } from '../../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Svg', description: 'Svg page.' };

export default function Page() {
  return <h1>Svg</h1>;
}
