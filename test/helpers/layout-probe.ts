import type { Page } from 'playwright-core';

/**
 * In-page probes of the layout gate (test/gates/layout.test.ts). Each probe looks at the page
 * as it is laid out and returns what it found wrong; the gate and its self-test run the same
 * code, so a probe that passes the site has shown, on a seeded page, that it can fail.
 */

/** The check families of the gate, numbered as in the issue. */
export type CheckId =
  | 'overflow' // 1: document or prose wider than its column or the viewport
  | 'table-cells' // 2: a table cell that needs sideways scrolling (or spills) to be read
  | 'header-overlap' // 3: header controls covered by, or spilling into, something else
  | 'hidden-class' // 4: a class that says hidden on text that shows
  | 'toc' // 5: no "On this page" near the top of a long page
  | 'line-length' // 6: prose lines longer than 90 characters
  | 'shadow-leak' // 7: an off-screen element whose shadow reaches into view
  | 'no-js-order'; // 8: without JS: content first, a short header, reachable navigation

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Finding {
  check: CheckId;
  /** Short CSS path of the element and the start of its text. */
  element: string;
  /** Its border box in page coordinates (the page is at scroll 0 when probed). */
  box: Box;
  detail: string;
}

export interface ProbeOptions {
  checks: CheckId[];
  /** `no-js-order`: the absolute URLs of the links the header offers with JS on, at desktop width. */
  navHrefs?: string[];
}

/**
 * Every probe, in one function because it runs in the page: Playwright sends its source, so
 * everything it uses must be inside it. Plain DOM code, no imports.
 */
function probePage(options: ProbeOptions): Finding[] {
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const vh = doc.clientHeight;
  const findings: Finding[] = [];
  const want = new Set(options.checks);
  const css = (el: Element) => getComputedStyle(el);
  const round = (n: number) => Math.round(n * 10) / 10;
  const boxOf = (r: DOMRect | { left: number; top: number; width: number; height: number }): Box => ({
    x: round(r.left + window.scrollX),
    y: round(r.top + window.scrollY),
    width: round(r.width),
    height: round(r.height),
  });

  const label = (el: Element): string => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += `#${el.id}`;
    for (const c of (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2)) s += `.${c}`;
    return s;
  };
  const describe = (el: Element): string => {
    const parts: string[] = [];
    let e: Element | null = el;
    for (let i = 0; e && i < 3 && e !== document.body; i++, e = e.parentElement) {
      parts.unshift(label(e));
      if (e.id) break;
    }
    if (!parts.length) parts.push(label(el));
    const shown = el instanceof HTMLElement ? el.innerText : el.textContent;
    const text = el === doc || el === document.body ? '' : (shown || el.textContent || el.getAttribute('alt') || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
    return parts.join(' > ') + (text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : '');
  };
  const add = (check: CheckId, el: Element | null, r: DOMRect | null, detail: string) => {
    findings.push({ check, element: el ? describe(el) : '(page)', box: r ? boxOf(r) : { x: 0, y: 0, width: 0, height: 0 }, detail });
  };
  const px = (n: number) => `${Math.round(n)}px`;

  /**
   * Has a layout box: not display: none itself or by an ancestor, and not in the skipped
   * content of a closed <details> (Chromium still reports boxes for that content).
   */
  const rendered = (el: Element) => el.getClientRects().length > 0 && el.checkVisibility();
  const inFixed = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) if (css(e).position === 'fixed') return true;
    return false;
  };
  const clipHides = (cs: CSSStyleDeclaration) => {
    if (cs.position === 'absolute' || cs.position === 'fixed') {
      const m = /rect\(([^)]*)\)/.exec(cs.clip);
      if (m) {
        const [top, right, bottom, left] = m[1]!.split(/[\s,]+/).map((v) => parseFloat(v));
        if (right !== undefined && left !== undefined && top !== undefined && bottom !== undefined && right - left <= 1 && bottom - top <= 1) return true;
        if (right !== undefined && left !== undefined && (right - left <= 1 || (bottom ?? 0) - (top ?? 0) <= 1)) return true;
      }
    }
    const cp = cs.clipPath;
    if (cp && cp !== 'none') {
      const inset = /^inset\(\s*([\d.]+)(%|px)/.exec(cp);
      if (inset && ((inset[2] === '%' && parseFloat(inset[1]!) >= 50) || (inset[2] === 'px' && parseFloat(inset[1]!) >= 1e4))) return true;
      if (/^(circle|ellipse)\(\s*0(px|%)?[\s)]/.test(cp)) return true;
      if (/^polygon\(/.test(cp) && !/[1-9]/.test(cp.replace(/^polygon\(\s*(nonzero|evenodd)?/, ''))) return true;
    }
    return false;
  };
  /**
   * Why a rendered element is not seen, or '' when it is: the usual visually-hidden patterns
   * (a 1px clipped box, clip / clip-path, opacity 0, visibility hidden, pushed off-screen or
   * outside a clipping ancestor). With `positional` false, only how it is styled counts, not
   * where it sits: a table cell scrolled out of its scroller's box is not hidden text.
   */
  const hiddenReason = (el: Element, positional = true): string => {
    if (!rendered(el)) return 'no box';
    const own = css(el);
    if (own.visibility === 'hidden' || own.visibility === 'collapse') return 'visibility hidden';
    const r = el.getBoundingClientRect();
    const fixed = inFixed(el);
    for (let e: Element | null = el; e && e !== doc; e = e.parentElement) {
      const cs = css(e);
      if (parseFloat(cs.opacity) === 0) return `opacity 0 on ${label(e)}`;
      if (clipHides(cs)) return `clipped by ${label(e)}`;
      const clips = /hidden|clip/.test(cs.overflowX) || /hidden|clip/.test(cs.overflowY);
      if (clips) {
        const er = e.getBoundingClientRect();
        if (er.width <= 1 || er.height <= 1) return `inside ${px(er.width)}×${px(er.height)} overflow-hidden ${label(e)}`;
        if (positional && e !== el && (r.right <= er.left || r.left >= er.right || r.bottom <= er.top || r.top >= er.bottom)) return `outside the clipping box of ${label(e)}`;
      }
    }
    // Off-screen: where no scrolling can bring it (above or left of the page, beyond its width; fixed: beyond the viewport).
    const pageW = Math.max(doc.scrollWidth, vw);
    if (positional && (r.right <= 0 || r.bottom + (fixed ? 0 : window.scrollY) <= 0 || r.left >= (fixed ? vw : pageW) || (fixed && r.top >= vh))) return 'off-screen';
    return '';
  };
  const seen = (el: Element) => hiddenReason(el) === '';
  const isScroller = (cs: CSSStyleDeclaration) => cs.overflowX !== 'visible';
  const focusable = (el: HTMLElement | Element) => (el as HTMLElement).tabIndex >= 0;

  // ---------- 1. overflow ----------
  if (want.has('overflow')) {
    if (doc.scrollWidth > vw + 1) {
      // Name the outermost elements that stick out, so the message points somewhere.
      const culprits: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (culprits.length >= 4) break;
        const r = el.getBoundingClientRect();
        if (r.right <= vw + 1 || r.width === 0 || !seen(el)) continue;
        const parent = el.parentElement;
        if (parent && parent !== document.body && parent.getBoundingClientRect().right > vw + 1) continue;
        culprits.push(`${describe(el)} [x ${px(r.left)}, w ${px(r.width)}]`);
      }
      add('overflow', doc, doc.getBoundingClientRect(), `the document scrolls sideways: ${doc.scrollWidth}px wide in a ${vw}px viewport; sticking out: ${culprits.join('; ') || '?'}`);
    }
    const main = document.querySelector('main');
    const PROSE = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, img, figure, pre, table, .table-scroll, .code-block, dl, dt, dd, form, button, input, select, textarea, video, iframe';
    const flagged: { el: Element; r: DOMRect; problem: string }[] = [];
    const COLUMNLESS = /^(contents|inline|table-(row|row-group|header-group|footer-group|column|column-group))$/;
    for (const el of main ? main.querySelectorAll(PROSE) : []) {
      if (!seen(el)) continue;
      const cs = css(el);
      if (cs.position === 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      let left = r.left;
      let right = r.right;
      // Content that spills out of a box that does not scroll (a long word in a paragraph).
      if (!isScroller(cs) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) right = Math.max(right, r.left + el.clientLeft + el.scrollWidth);
      let problem = '';
      // A scroller of its own: what counts is that it scrolls by keyboard and that its own box fits.
      if (isScroller(cs) && el.scrollWidth > el.clientWidth + 1) {
        if (!/auto|scroll/.test(cs.overflowX)) problem = `its content is ${el.scrollWidth}px wide and clipped by overflow-x: ${cs.overflowX} (${el.clientWidth}px visible)`;
        else if (!focusable(el)) problem = `scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px) but cannot be scrolled by keyboard (no tabindex)`;
      }
      for (let a = el.parentElement; a && !problem && a !== document.body && a !== doc; a = a.parentElement) {
        const acs = css(a);
        if (COLUMNLESS.test(acs.display)) continue;
        const ar = a.getBoundingClientRect();
        const beyond = right > ar.right + 1 || left < ar.left - 1;
        if (isScroller(acs)) {
          if (beyond) {
            if (!/auto|scroll/.test(acs.overflowX)) problem = `clipped by ${label(a)} (overflow-x: ${acs.overflowX}, ${px(ar.left)}–${px(ar.right)}); the element spans ${px(left)}–${px(right)}`;
            else if (!focusable(a)) problem = `overflows its scroller ${label(a)}, which cannot be scrolled by keyboard (no tabindex)`;
          }
          // From here on only the scroller's own box is seen.
          left = Math.max(left, ar.left);
          right = Math.min(right, ar.right);
          continue;
        }
        if (beyond) problem = `${right > ar.right + 1 ? `right edge ${px(right)} beyond` : `left edge ${px(left)} before`} its column ${label(a)} (${px(ar.left)}–${px(ar.right)})`;
      }
      if (!problem && (right > vw + 1 || left < -1)) problem = `${right > vw + 1 ? `right edge ${px(right)}` : `left edge ${px(left)}`} outside the ${vw}px viewport`;
      if (problem) flagged.push({ el, r, problem });
    }
    // Keep the innermost: a list item that is too wide because its paragraph is adds nothing.
    for (const f of flagged) if (!flagged.some((o) => o !== f && f.el.contains(o.el))) add('overflow', f.el, f.r, f.problem);
  }

  // ---------- 2. table cells ----------
  if (want.has('table-cells')) {
    for (const table of document.querySelectorAll('table')) {
      if (!seen(table)) continue;
      // The part of the page a reader sees without scrolling sideways: the viewport cut by every scroller around the table.
      let visLeft = 0;
      let visRight = vw;
      for (let a = table.parentElement; a && a !== document.body; a = a.parentElement) {
        if (!isScroller(css(a))) continue;
        const ar = a.getBoundingClientRect();
        visLeft = Math.max(visLeft, ar.left + a.clientLeft);
        visRight = Math.min(visRight, ar.left + a.clientLeft + a.clientWidth);
      }
      // Cells hidden on purpose (a visually-hidden header) are not there to be read.
      const cells = [...table.querySelectorAll('td, th')].filter((c) => c.closest('table') === table && hiddenReason(c, false) === '');
      const outside = cells.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && (r.right > visRight + 1 || r.left < visLeft - 1);
      });
      const tr = table.getBoundingClientRect();
      const head = (table.querySelector('th')?.textContent ?? '').trim().slice(0, 20);
      if (outside.length) {
        const first = outside[0]!;
        const fr = first.getBoundingClientRect();
        add('table-cells', first, fr, `${outside.length} of ${cells.length} cells of a table ${px(tr.width)} wide${head ? ` (first header "${head}")` : ''} lie outside the visible ${px(visLeft)}–${px(visRight)}: reading them needs sideways scrolling; first one ends at ${px(fr.right)}`);
      }
      const spilling = cells.filter((c) => c.clientWidth > 0 && c.scrollWidth > c.clientWidth + 1);
      if (spilling.length) {
        const first = spilling[0]!;
        add('table-cells', first, first.getBoundingClientRect(), `${spilling.length} cells' content is wider than the cell (${first.scrollWidth}px in ${first.clientWidth}px): clipped or spilling into the next column`);
      }
    }
  }

  // ---------- 3. header controls ----------
  if (want.has('header-overlap')) {
    const header = document.querySelector('header.navbar');
    const controls = header
      ? [...header.querySelectorAll('a[href], button, summary, input:not([type="hidden"]), select, textarea')].filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && seen(c);
        })
      : [];
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      if (r.right > vw + 1 || r.left < -1) {
        add('header-overlap', c, r, `the control sticks out of the ${vw}px viewport`);
        continue;
      }
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const hit = document.elementFromPoint(cx, cy);
      if (hit && hit !== c && !c.contains(hit)) add('header-overlap', c, r, `its centre (${px(cx)}, ${px(cy)}) is covered by ${describe(hit)}`);
      // Its own parts must stay inside it: a label spilling out of a round button, a key hint drawn past an icon.
      const parts: { what: string; rect: DOMRect }[] = [];
      for (const d of c.querySelectorAll('*')) {
        if (!rendered(d) || !seen(d)) continue;
        parts.push({ what: describe(d), rect: d.getBoundingClientRect() });
      }
      const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim() || !t.parentElement || !seen(t.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        const tr = range.getBoundingClientRect();
        if (tr.width > 0) parts.push({ what: `text "${t.textContent.trim().slice(0, 30)}"`, rect: tr });
      }
      const spill = parts.find(({ rect: p }) => p.width > 0 && p.height > 0 && (p.left < r.left - 1 || p.right > r.right + 1 || p.top < r.top - 1 || p.bottom > r.bottom + 1));
      if (spill) {
        const p = spill.rect;
        add('header-overlap', c, r, `${spill.what} (x ${px(p.left)}, y ${px(p.top)}, ${px(p.width)}×${px(p.height)}) spills out of the control's own box`);
      }
    }
    // Two controls drawn over each other (an overlay that ignores the pointer escapes the hit test).
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) add('header-overlap', a, ra, `overlaps ${describe(b)} (x ${px(rb.left)}, y ${px(rb.top)}, ${px(rb.width)}×${px(rb.height)}) by ${px(w)}×${px(h)}`);
      }
    }
  }

  // ---------- 4. hidden by a class, but shown ----------
  if (want.has('hidden-class')) {
    const HIDING = /(sr-only|visually-?hidden|screen-reader|offscreen|hidden)/i;
    for (const el of document.body.querySelectorAll('[class]')) {
      const token = (el.getAttribute('class') ?? '').split(/\s+/).find((t) => HIDING.test(t));
      if (!token || !rendered(el)) continue;
      if (hiddenReason(el) !== '') continue;
      // Only what a reader would see: text or a box with size.
      const r = el.getBoundingClientRect();
      if (!(el.textContent ?? '').trim() && (r.width <= 1 || r.height <= 1)) continue;
      add('hidden-class', el, r, `has class "${token}" but shows (no rule hides it: ${px(r.width)}×${px(r.height)}, position ${css(el).position})`);
    }
  }

  // ---------- 5. "On this page" on long reading pages ----------
  // Reading pages are those whose sections come from Markdown (docs, guides, blog posts): they
  // have contents on a wide screen, and must keep them on a phone. Marketing bands and lists
  // of posts are browsed, not navigated by section.
  if (want.has('toc')) {
    const main = document.querySelector('main');
    const article = main?.querySelector('.markdown');
    const h2s = article ? [...article.querySelectorAll('h2')].filter((h) => rendered(h) && seen(h)) : [];
    const height = doc.scrollHeight;
    if (main && height > 3 * vh && h2s.length >= 3) {
      const candidates: string[] = [];
      let ok = false;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t && !ok; t = walker.nextNode()) {
        if (!/on this page/i.test(t.textContent ?? '') || !t.parentElement) continue;
        const el = t.parentElement;
        const r = el.getBoundingClientRect();
        const why = hiddenReason(el);
        const top = r.top + window.scrollY;
        if (!why && r.width > 0 && r.height > 0 && top < 1.5 * vh) ok = true;
        else candidates.push(`${describe(el)} ${why || (top >= 1.5 * vh ? `at y ${px(top)}` : `${px(r.width)}×${px(r.height)}`)}`);
      }
      if (!ok) add('toc', main, main.getBoundingClientRect(), `a ${px(height)} page (${(height / vh).toFixed(1)} screens) with ${h2s.length} h2 sections shows no "On this page" in its first 1.5 screens (${px(1.5 * vh)})${candidates.length ? `; found: ${candidates.slice(0, 3).join('; ')}` : ''}`);
    }
  }

  // ---------- 6. line length ----------
  if (want.has('line-length')) {
    for (const p of document.querySelectorAll('main p')) {
      if (!seen(p)) continue;
      const cs = css(p);
      const fontSize = parseFloat(cs.fontSize);
      const lineHeight = cs.lineHeight === 'normal' ? fontSize * 1.2 : parseFloat(cs.lineHeight);
      const r = p.getBoundingClientRect();
      const content = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - parseFloat(cs.borderTopWidth) - parseFloat(cs.borderBottomWidth);
      const lines = Math.round(content / lineHeight);
      // Every line but the last is full, so the average over two or more lines is a lower bound of a full line's length.
      if (!(lines >= 2)) continue;
      const chars = (p.textContent ?? '').replace(/\s+/g, ' ').trim().length;
      const perLine = chars / lines;
      if (perLine > 90) add('line-length', p, r, `${Math.round(perLine)} characters per line on average (${chars} characters over ${lines} lines, ${px(r.width)} wide); at most 90`);
    }
  }

  // ---------- 7. shadows of off-screen elements ----------
  if (want.has('shadow-leak')) {
    const layers = (v: string) => {
      const out: string[] = [];
      let depth = 0;
      let cur = '';
      for (const ch of v) {
        if (ch === '(') depth++;
        if (ch === ')') depth--;
        if (ch === ',' && depth === 0) {
          out.push(cur);
          cur = '';
        } else cur += ch;
      }
      out.push(cur);
      return out.map((s) => s.trim()).filter(Boolean);
    };
    const COLOR = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)/;
    const alphaOf = (layer: string) => {
      if (/\btransparent\b/.test(layer)) return 0;
      const m = COLOR.exec(layer);
      if (!m) return 1;
      const inner = m[0].slice(m[0].indexOf('(') + 1, -1);
      const slash = inner.split('/');
      if (slash.length > 1) return parseFloat(slash[1]!) * (slash[1]!.includes('%') ? 0.01 : 1);
      const parts = inner.split(',');
      return parts.length === 4 ? parseFloat(parts[3]!) : 1;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const cs = css(el);
      if (cs.boxShadow === 'none' || !rendered(el)) continue;
      const r = el.getBoundingClientRect();
      const fixed = inFixed(el);
      const offScreen = r.right <= 0 || r.bottom <= 0 || r.left >= vw || (fixed && r.top >= vh);
      if (!offScreen) continue;
      // Invisible anyway? (visibility, opacity, clipped away)
      if (cs.visibility !== 'visible') continue;
      let faded = false;
      for (let e: Element | null = el; e && e !== doc; e = e.parentElement) if (parseFloat(css(e).opacity) === 0) faded = true;
      if (faded) continue;
      // What can show: the viewport, cut by every ancestor that clips (a shadow does not paint past them).
      const clip = { left: 0, top: 0, right: vw, bottom: vh };
      for (let a = el.parentElement; a && a !== document.body && a !== doc; a = a.parentElement) {
        const acs = css(a);
        if (acs.overflowX === 'visible' && acs.overflowY === 'visible') continue;
        const ar = a.getBoundingClientRect();
        clip.left = Math.max(clip.left, ar.left);
        clip.top = Math.max(clip.top, ar.top);
        clip.right = Math.min(clip.right, ar.right);
        clip.bottom = Math.min(clip.bottom, ar.bottom);
      }
      for (const layer of layers(cs.boxShadow)) {
        if (/\binset\b/.test(layer) || alphaOf(layer) === 0) continue;
        const [ox = 0, oy = 0, blur = 0, spread = 0] = [...layer.replace(COLOR, ' ').matchAll(/(-?[\d.]+)px/g)].map((m) => parseFloat(m[1]!));
        const reach = blur + spread;
        const ext = { left: r.left + ox - reach, right: r.right + ox + reach, top: r.top + oy - reach, bottom: r.bottom + oy + reach };
        const inX = Math.min(ext.right, clip.right) - Math.max(ext.left, clip.left);
        const inY = Math.min(ext.bottom, clip.bottom) - Math.max(ext.top, clip.top);
        if (inX > 0.5 && inY > 0.5) {
          add('shadow-leak', el, r, `is off-screen but its box-shadow "${layer}" reaches ${px(Math.min(inX, inY))} into the viewport`);
          break;
        }
      }
    }
  }

  // ---------- 8. without JavaScript (run at phone width with JS off) ----------
  if (want.has('no-js-order')) {
    const main = document.querySelector('main');
    const heading = main ? ([...main.querySelectorAll('h1')].find(seen) ?? [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].find(seen)) : undefined;
    const target = heading ?? main;
    if (!target) add('no-js-order', null, null, 'the page has no <main>');
    else {
      const r = target.getBoundingClientRect();
      const top = r.top + window.scrollY;
      if (top > 1.2 * vh) add('no-js-order', target, r, `main content starts at y ${px(top)}, below 1.2 screens (${px(1.2 * vh)}): the reader scrolls past everything else first`);
    }
    const header = document.querySelector('header.navbar');
    if (header) {
      const hr = header.getBoundingClientRect();
      if (hr.height > 200) add('no-js-order', header, hr, `the header is ${px(hr.height)} tall (at most 200px, about three rows of controls)`);
    }
    if (options.navHrefs?.length) {
      const opened = openReachableDetails();
      const links = [...document.querySelectorAll('a[href]')] as HTMLAnchorElement[];
      for (const href of options.navHrefs) {
        const same = links.filter((a) => a.href === href);
        if (!same.some((a) => seen(a))) {
          const where = same.map((a) => `${describe(a)} (${hiddenReason(a)})`).slice(0, 2).join('; ');
          add('no-js-order', same[0] ?? header, (same[0] ?? header)?.getBoundingClientRect() ?? null, `the header link ${href} has no reachable copy without JavaScript${where ? `; present but not reachable: ${where}` : ': not in the page'}`);
        }
      }
      for (const d of opened) d.open = false;
    }
  }

  /** Opens every closed <details> whose summary a reader can click (nested ones too); returns them to close again. */
  function openReachableDetails(): HTMLDetailsElement[] {
    const opened: HTMLDetailsElement[] = [];
    for (let changed = true; changed; ) {
      changed = false;
      for (const d of document.querySelectorAll('details:not([open])') as NodeListOf<HTMLDetailsElement>) {
        const summary = d.querySelector(':scope > summary');
        if (summary && seen(summary)) {
          d.open = true;
          opened.push(d);
          changed = true;
        }
      }
    }
    return opened;
  }

  return findings;
}

/**
 * The links the header offers: every `a[href]` in `header.navbar` a reader can see or reach by
 * opening a menu (a closed <details> whose summary shows). Run at desktop width with JS on.
 */
function headerLinks(): string[] {
  const opened: HTMLDetailsElement[] = [];
  const shown = (el: Element) => {
    if (el.getClientRects().length === 0 || !el.checkVisibility()) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.visibility === 'hidden' || parseFloat(cs.opacity) === 0) return false;
      const r = e.getBoundingClientRect();
      if (/hidden|clip/.test(cs.overflowX + cs.overflowY) && (r.width <= 1 || r.height <= 1)) return false;
    }
    return true;
  };
  const header = document.querySelector('header.navbar');
  if (!header) return [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of header.querySelectorAll('details:not([open])') as NodeListOf<HTMLDetailsElement>) {
      const summary = d.querySelector(':scope > summary');
      if (summary && shown(summary)) {
        d.open = true;
        opened.push(d);
        changed = true;
      }
    }
  }
  const hrefs = [...header.querySelectorAll('a[href]')].filter(shown).map((a) => (a as HTMLAnchorElement).href);
  for (const d of opened) d.open = false;
  return [...new Set(hrefs)];
}

/**
 * Runs a page function by its source. tsx (esbuild) wraps named functions in `__name(…)`, a
 * helper that exists in Node but not in the page, so the page gets a stand-in.
 */
async function runInPage<A, R>(page: Page, fn: (arg: A) => R, arg: A): Promise<R> {
  return page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`) as Promise<R>;
}

/** Runs the given checks on the page as it is now (scrolled to the top first). */
export async function probeLayout(page: Page, options: ProbeOptions): Promise<Finding[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return runInPage(page, probePage, options);
}

/** The absolute URLs of the links the page's header offers (see headerLinks). */
export function offeredHeaderLinks(page: Page): Promise<string[]> {
  return runInPage(page, headerLinks, undefined);
}
