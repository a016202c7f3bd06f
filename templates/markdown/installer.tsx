import { Island } from '../islands/island.tsx';
import { InstallerForm } from '../islands/installer.tsx';
import { CopyButton } from '../islands/copy-button.tsx';
import { DEFAULT_STATE, everySnippet, GSAP_VERSION, installerOutput, LOCAL_DIR, TARBALL_URL, type Snippet, type SnippetId } from '../../client/installer/snippets.ts';

/** Every block the installer can show, in page order; the client fills and hides them. */
const BLOCKS: readonly SnippetId[] = ['install', 'npmrc', 'code'];

/**
 * `::installer` (for /docs/v3/Installation): the choices (the `installer` island), then the
 * code for the current choice, each block with the site's copy button, then notes. The code
 * blocks sit outside the island so that their copy buttons are islands of their own; the
 * installer's client finds them through the `.installer` wrapper, as tabs find their panels.
 * Without JavaScript: the default choice's code and a list of every snippet.
 */
export function InstallerDirective() {
  const out = installerOutput(DEFAULT_STATE);
  return (
    <div className="installer" data-tab={DEFAULT_STATE.tab} data-source={DEFAULT_STATE.source}>
      <Island name="installer" component={InstallerForm} props={{}} load="load" />
      <div className="installer__output">
        <p className="installer__when" data-when="download" hidden>
          Download <a href={TARBALL_URL}>{`gsap-${GSAP_VERSION}.tgz`}</a>, the package as published on npm, and unpack it (<code>{`tar -xzf gsap-${GSAP_VERSION}.tgz`}</code>): the
          browser files are in <code>package/dist/</code>. Copy the ones you need into a <code>{LOCAL_DIR}</code> folder next to your page.
        </p>
        {BLOCKS.map((id) => (
          <OutputBlock key={id} id={id} snippet={out.snippets.find((s) => s.id === id)} />
        ))}
        <p className="installer__when" data-when="registry" hidden>
          Setting this up on a host? See <a href="/docs/v3/Installation/guides/Netlify">Club GSAP &amp; Netlify</a> and{' '}
          <a href="/docs/v3/Installation/guides/Vercel">Club GSAP &amp; Vercel</a>.
        </p>
        <ul className="installer__notes" aria-live="polite">
          {out.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <EverySnippet />
    </div>
  );
}

/** A code block like the Markdown ones (code-block.tsx), unhighlighted: its text changes in the browser. */
function OutputBlock({ id, snippet }: { id: SnippetId; snippet: Snippet | undefined }) {
  return (
    <div className="code-block installer__block" data-snippet={id} data-language={snippet?.language} hidden={!snippet}>
      <div className="code-block__title">{snippet?.title ?? ''}</div>
      <div className="code-block__body">
        <pre tabIndex={0}>
          <code>{snippet?.code ?? ''}</code>
        </pre>
        <Island name="copy-button" component={CopyButton} props={{}} load="visible" />
      </div>
    </div>
  );
}

/** What readers without JavaScript get instead of the choices: every snippet, in plain lists. */
function EverySnippet() {
  const every = everySnippet();
  return (
    <div className="installer__every">
      <p>
        <strong>Every snippet.</strong> The choices above need JavaScript; here is everything they can produce.
      </p>
      <p>Install:</p>
      <ul>
        {every.installs.map((item) => (
          <li key={item.label}>
            {item.label}: <code>{item.code}</code>
          </li>
        ))}
      </ul>
      <p>
        The <code>.npmrc</code> for the Club GSAP registry:
      </p>
      <pre className="installer__plain" tabIndex={0}>
        <code>{every.npmrc}</code>
      </pre>
      <details>
        <summary>Each tool: ES module import, UMD import, require() and CDN tag</summary>
        <p>
          The core: <code>{'import { gsap } from "gsap";'}</code>, <code>{'const { gsap } = require("gsap/dist/gsap");'}</code> or the CDN tag above; load it
          before any plugin. With <code>gsap-trial</code>, write <code>gsap-trial</code> where a path says <code>gsap</code>.
        </p>
        <ul>
          {every.tools.map(({ tool, esm, umd, require, cdn }) => (
            <li key={tool.id}>
              <strong>{tool.label}</strong>
              {tool.club ? ' (Club GSAP in 3.12)' : ''}
              <ul>
                <li>
                  <code>{esm}</code>
                </li>
                {tool.kind === 'react' ? null : (
                  <li>
                    <code>{umd}</code>
                  </li>
                )}
                <li>
                  <code>{require}</code>
                </li>
                <li>{cdn ? <code>{cdn}</code> : tool.club ? 'No public CDN file in 3.12.' : 'Not on the CDN: install @gsap/react.'}</li>
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
