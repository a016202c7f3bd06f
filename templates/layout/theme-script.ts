import type { SiteConfig } from '../../cli/config/schema.ts';

/** Storage keys (spec §9). */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';

/**
 * The one render-blocking script: runs before first paint so the page never flashes the
 * wrong theme or a dismissed announcement bar. Kept tiny; its hash goes into the CSP.
 */
export function themeScript(config: SiteConfig): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = config.colorMode;
  const bar = config.announcementBar;
  return [
    '(function(){var d=document.documentElement;d.classList.add("js");',
    `var m=${JSON.stringify(defaultMode)};`,
    // Storage may throw (private modes): the system preference still applies then.
    disableSwitch
      ? ''
      : `var s=null;try{s=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}if(s==="light"||s==="dark")m=s;${
          respectPrefersColorScheme ? 'else if(matchMedia("(prefers-color-scheme: dark)").matches)m="dark";' : ''
        }`,
    'd.setAttribute("data-theme",m);',
    bar
      ? `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(bar.id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==="true")d.classList.add("announcement-dismissed")}catch(e){}`
      : '',
    '})()',
  ].join('');
}
