import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Cheatsheet', description: 'Cheatsheet page.' };

export default function Page() {
  return <h1>Cheatsheet</h1>;
}
