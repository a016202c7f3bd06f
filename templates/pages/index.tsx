import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Index', description: 'Index page.' };

export default function Page() {
  return <h1>Index</h1>;
}
