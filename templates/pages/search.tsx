import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Search', description: 'Search page.' };

export default function Page() {
  return <h1>Search</h1>;
}
