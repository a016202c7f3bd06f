import { test } from 'node:test';
import assert from 'node:assert/strict';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { algoliaHostsOption } from '../client/search/algolia-hosts.ts';

/**
 * The hosts the real Algolia clients end up with (the browser's lite client for search, the
 * full client for `gsite index`), built with our option: the application's own hosts when
 * none are configured, only the configured ones otherwise.
 */
const clients = { lite: liteClient, full: algoliasearch };

for (const [kind, make] of Object.entries(clients)) {
  test(`${kind} client: no hosts configured → the application's own hosts, DSN host first`, () => {
    for (const configured of [undefined, []]) {
      const hosts = make('TESTAPP', 'key', { ...algoliaHostsOption(configured) }).transporter.hosts;
      assert.ok(Array.isArray(hosts), 'the client has hosts to send to');
      const read = hosts.filter((h) => h.accept !== 'write').map((h) => `${h.protocol}://${h.url}`);
      assert.equal(read[0], 'https://TESTAPP-dsn.algolia.net');
      assert.deepEqual(read.slice(1).sort(), [1, 2, 3].map((n) => `https://TESTAPP-${n}.algolianet.com`));
    }
  });

  test(`${kind} client: configured hosts replace the application's own`, () => {
    const hosts = make('TESTAPP', 'key', { ...algoliaHostsOption(['http://127.0.0.1:8123', 'https://search.example.com']) }).transporter.hosts;
    assert.deepEqual(
      hosts.map((h) => [h.protocol, h.url, h.port, h.accept]),
      [
        ['http', '127.0.0.1', 8123, 'readWrite'],
        ['https', 'search.example.com', undefined, 'readWrite'],
      ],
    );
  });
}
