import type { PageMeta } from '../../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Text', description: 'Text page.' };

export default function Page() {
  return <h1>Text</h1>;
}
