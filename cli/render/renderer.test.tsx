import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import * as templates from '../../templates/index.ts';
import { createRenderer, type TemplateModule } from './renderer.tsx';
import { build } from '../build/build.ts';
import { silentLogger } from '../build/logger.ts';
import { GsiteError } from '../errors/gsite-error.ts';
import { FIXTURES } from '../../test/helpers/fixture.ts';

test('a navbar item that fails to render is named by its config key, with the cause', async () => {
  const { site, routes } = await build({ root: path.join(FIXTURES, 'basic'), write: false, logger: silentLogger, workers: 0 });
  const broken: TemplateModule = {
    ...(templates as unknown as TemplateModule),
    NavbarItemView: ({ item }) => {
      if (item.type === 'docSidebar') throw new Error('sidebar exploded');
      return null;
    },
  };
  const render = createRenderer({ site, templates: broken, pages: {}, configFile: '/site/site.config.ts' });
  const route = routes.find((r) => r.url === '/blog')!;
  assert.throws(
    () => render(route),
    (e: unknown) =>
      e instanceof GsiteError &&
      e.code === 'NavbarItemRenderFailed' &&
      e.key === 'navbar.items[2]' &&
      e.location?.file === '/site/site.config.ts' &&
      (e.cause as Error).message === 'sidebar exploded',
  );
});
