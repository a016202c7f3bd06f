import type { PageMeta } from '../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Playtime', description: 'Playtime page.' };

export default function Page() {
  return <h1>Playtime</h1>;
}
