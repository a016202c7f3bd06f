import type { PageMeta } from '../../kinds/standalone-page.tsx';

export const meta: PageMeta = { title: 'Ui', description: 'Ui page.' };

export default function Page() {
  return <h1>Ui</h1>;
}
