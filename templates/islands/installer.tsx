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
  const radios = (field: keyof InstallerState, options: readonly (readonly [string, ReactNode])[]) =>
    options.map(([value, label]) => (
      <label key={value} className="installer__choice">
        <input type="radio" name={`${id}-${field}`} value={value} defaultChecked={s[field] === value} />
        <span>{label}</span>
      </label>
    ));
  return (
    <div className="installer__form" role="group" aria-label="Installation choices">
      <div className="installer__ways">
        <fieldset className="installer__group" data-field="tab">
          <legend>Load GSAP from</legend>
          <div className="installer__choices">
            {radios('tab', [
              ['npm', 'A package manager'],
              ['cdn', 'A CDN'],
              ['download', 'A download'],
            ])}
          </div>
        </fieldset>
        <fieldset className="installer__group" data-field="manager" data-when="npm">
          <legend>Package manager</legend>
          <div className="installer__choices">
            {radios('manager', [
              ['npm', 'npm'],
              ['yarn', 'yarn'],
              ['pnpm', 'pnpm'],
            ])}
          </div>
        </fieldset>
        <fieldset className="installer__group" data-field="source" data-when="npm">
          <legend>Package</legend>
          <div className="installer__choices">
            {radios('source', [
              ['public', <code key="c">gsap</code>],
              ['registry', 'Club GSAP registry (3.12)'],
              ['trial', <code key="c">gsap-trial</code>],
            ])}
          </div>
        </fieldset>
        <fieldset className="installer__group" data-field="tier" data-when="registry" hidden>
          <legend>Club package</legend>
          <div className="installer__choices">
            {radios('tier', [
              ['member', <code key="c">@gsap/member</code>],
              ['business', <code key="c">@gsap/business</code>],
              ['shockingly', <code key="c">@gsap/shockingly</code>],
            ])}
          </div>
        </fieldset>
        <fieldset className="installer__group" data-field="format" data-when="npm">
          <legend>Module format</legend>
          <div className="installer__choices">
            {radios('format', [
              ['esm', 'ES modules (import)'],
              ['umd', 'UMD files (import)'],
              ['require', 'CommonJS (require)'],
            ])}
          </div>
        </fieldset>
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
