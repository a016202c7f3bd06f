import { useId, type ReactNode } from 'react';
import { DEFAULT_STATE, type InstallerState } from '../../client/installer/snippets.ts';
import { TOOL_GROUPS } from '../../client/installer/tools.ts';

/**
 * The choices of the installer (client: client/islands/installer.ts), drawn with the default
 * choice. Each fieldset names its state field (`data-field`); a fieldset only one kind of
 * choice needs says which (`data-when`), and the client shows or hides it. Without
 * JavaScript the form is hidden (templates/styles/installer.css): it could not change the
 * code, and the list of every snippet stands in for it.
 */
export function InstallerForm() {
  const id = useId();
  const s = DEFAULT_STATE;
  // The choices the default state makes (a way of loading, a package): a fieldset that needs another starts hidden.
  const chosen = new Set<string>([s.tab, s.source]);
  /** A fieldset of radios for one state field; `when` names the choice that needs it (the client shows or hides it). */
  const radioGroup = (field: keyof InstallerState, legend: string, options: readonly (readonly [string, ReactNode])[], when?: string) => (
    <fieldset key={field} className="installer__group" data-field={field} data-when={when} hidden={when !== undefined && !chosen.has(when)}>
      <legend>{legend}</legend>
      <div className="installer__choices">
        {options.map(([value, label]) => (
          <label key={value} className="installer__choice">
            <input type="radio" name={`${id}-${field}`} value={value} defaultChecked={s[field] === value} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="installer__form" role="group" aria-label="Installation choices">
      <div className="installer__ways">
        {radioGroup('tab', 'Load GSAP from', [
          ['npm', 'A package manager'],
          ['cdn', 'A CDN'],
          ['download', 'A download'],
        ])}
        {radioGroup('manager', 'Package manager', [['npm', 'npm'], ['yarn', 'yarn'], ['pnpm', 'pnpm']], 'npm')}
        {radioGroup(
          'source',
          'Package',
          [
            ['public', <code key="c">gsap</code>],
            ['registry', 'Club GSAP registry (3.12)'],
            ['trial', <code key="c">gsap-trial</code>],
          ],
          'npm',
        )}
        {radioGroup(
          'tier',
          'Club package',
          [
            ['member', <code key="c">@gsap/member</code>],
            ['business', <code key="c">@gsap/business</code>],
            ['shockingly', <code key="c">@gsap/shockingly</code>],
          ],
          'registry',
        )}
        {radioGroup(
          'format',
          'Module format',
          [
            ['esm', 'ES modules (import)'],
            ['umd', 'UMD files (import)'],
            ['require', 'CommonJS (require)'],
          ],
          'npm',
        )}
      </div>
      <fieldset className="installer__group installer__tools" data-field="tools">
        <legend>Tools</legend>
        <div className="installer__choices">
          <label className="installer__choice">
            <input type="checkbox" value="gsap" defaultChecked disabled />
            <span>
              <span className="installer__tick" aria-hidden="true" />
              gsap core (always in)
            </span>
          </label>
        </div>
        {TOOL_GROUPS.map((group) => (
          <fieldset key={group.title} className="installer__subgroup">
            <legend>{group.title}</legend>
            <div className="installer__choices">
              {group.tools.map((tool) => (
                <label key={tool.id} className="installer__choice">
                  <input type="checkbox" value={tool.id} defaultChecked={s.tools.includes(tool.id)} />
                  <span>
                    <span className="installer__tick" aria-hidden="true" />
                    {tool.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
    </div>
  );
}
