/**
 * How readers describe what they want, mapped to the names the docs use. When a search query
 * holds one of a group's phrases, the group's terms are searched too, and a page that matches
 * a term counts as matching the words of the phrase (so "slow down a tween" finds timeScale()).
 * Written from the way people ask (../shared/research/user-asks.md, forum phrasing): plain
 * words for tasks, older or other libraries' names, and the API names they stand for. Phrases
 * are matched word by word after the search's own normalisation (case, plurals, -ing/-ed), so
 * "loops" and "looping" match "loop". Used by the built-in search (carried in its index file)
 * and pushed to Algolia as one-way synonyms by `gsite index`.
 */
export interface SynonymGroup {
  /** What a reader types: one or more words. */
  phrases: string[];
  /** What the docs call it: API names or words that appear in the right pages' titles and headings. */
  terms: string[];
}

export const synonyms: SynonymGroup[] = [
  // ---- Playback control
  { phrases: ['speed up', 'slow down', 'slow motion', 'faster', 'slower', 'playback rate', 'speed'], terms: ['timeScale'] },
  { phrases: ['jump to end', 'skip to end', 'go to end', 'finish immediately', 'complete instantly', 'jump to', 'skip to', 'go to time'], terms: ['progress', 'seek'] },
  { phrases: ['back and forth', 'ping pong', 'alternate direction', 'reverse on repeat', 'there and back'], terms: ['yoyo'] },
  { phrases: ['loop', 'infinite', 'infinitely', 'forever', 'endless', 'again and again', 'repeat forever'], terms: ['repeat'] },
  { phrases: ['play backwards', 'backwards', 'rewind', 'run in reverse'], terms: ['reverse'] },
  { phrases: ['stop', 'halt', 'freeze'], terms: ['pause', 'kill'] },
  { phrases: ['destroy', 'remove animation', 'cancel animation', 'cancel'], terms: ['kill', 'killTweensOf'] },
  { phrases: ['start over', 'replay', 'play again', 'from the beginning'], terms: ['restart'] },
  { phrases: ['percentage', 'percent complete', 'how far along', 'position of the playhead', 'playhead'], terms: ['progress'] },
  { phrases: ['is animating', 'is running', 'currently playing', 'in progress'], terms: ['isActive', 'isTweening'] },
  { phrases: ['wait before', 'wait', 'pause before starting', 'start later'], terms: ['delay'] },
  { phrases: ['wait between repeats', 'pause between loops'], terms: ['repeatDelay'] },
  // ---- Callbacks and events
  { phrases: ['when finished', 'when done', 'when it ends', 'finishes', 'on end', 'on finish', 'after animation', 'animation complete', 'completes'], terms: ['onComplete', 'callback', 'then'] },
  { phrases: ['every frame', 'each frame', 'on tick', 'game loop', 'request animation frame', 'requestanimationframe', 'raf'], terms: ['ticker', 'onUpdate'] },
  { phrases: ['while animating', 'during the animation', 'on change', 'on progress'], terms: ['onUpdate'] },
  { phrases: ['when it starts', 'on start', 'at the start'], terms: ['onStart'] },
  { phrases: ['promise', 'await', 'async'], terms: ['then'] },
  { phrases: ['event listener', 'events', 'listen'], terms: ['eventCallback', 'addEventListener'] },
  { phrases: ['run a function later', 'call a function later', 'settimeout', 'set timeout', 'after a delay'], terms: ['delayedCall'] },
  // ---- Sequencing
  { phrases: ['sequence', 'one after another', 'one after the other', 'chain', 'chaining', 'in order', 'choreograph'], terms: ['timeline', 'stagger'] },
  { phrases: ['overlap', 'at the same time', 'simultaneously', 'start together', 'offset', 'relative timing'], terms: ['position parameter'] },
  { phrases: ['nest', 'nested', 'timeline inside timeline', 'combine timelines'], terms: ['add', 'timelines'] },
  { phrases: ['many elements', 'multiple elements', 'each element', 'list items', 'cascade', 'ripple'], terms: ['stagger'] },
  { phrases: ['named point', 'marker in timeline', 'bookmark'], terms: ['addLabel', 'labels'] },
  { phrases: ['several steps', 'multiple steps', 'waypoints'], terms: ['keyframes'] },
  // ---- Values and styles
  { phrases: ['css variable', 'css variables', 'custom property', 'custom properties', 'var(--'], terms: ['CSS', 'CSSPlugin'] },
  { phrases: ['inline styles', 'remove styles', 'clear styles', 'reset styles', 'clean up styles'], terms: ['clearProps'] },
  { phrases: ['fade', 'fade in', 'fade out', 'visibility', 'hide'], terms: ['autoAlpha', 'opacity'] },
  { phrases: ['move', 'translate', 'slide'], terms: ['x', 'y', 'xPercent'] },
  { phrases: ['rotate', 'spin', 'turn'], terms: ['rotation'] },
  { phrases: ['grow', 'shrink', 'zoom', 'resize'], terms: ['scale'] },
  { phrases: ['pivot', 'anchor point', 'rotate around'], terms: ['transformOrigin', 'svgOrigin'] },
  { phrases: ['relative value', 'add to current value', 'increment'], terms: ['relative', '+='] },
  { phrases: ['current value', 'read value', 'get value', 'computed style'], terms: ['getProperty'] },
  { phrases: ['set instantly', 'no animation', 'zero duration', 'immediately set'], terms: ['set'] },
  { phrases: ['svg attribute', 'attributes', 'attr'], terms: ['AttrPlugin', 'Attributes'] },
  { phrases: ['colour', 'colors', 'hex', 'rgb'], terms: ['color', 'splitColor'] },
  { phrases: ['count up', 'counter', 'number counter', 'animate a number', 'count to'], terms: ['snap', 'onUpdate', 'innerText'] },
  { phrases: ['round', 'rounding', 'whole numbers', 'integer'], terms: ['snap'] },
  { phrases: ['array of numbers', 'numbers in an array'], terms: ['EndArray'] },
  { phrases: ['flash of unstyled content', 'flicker on load', 'flashes before', 'visible before animation'], terms: ['FOUC', 'autoAlpha'] },
  { phrases: ['jumps back', 'starts at the end', 'wrong start value', 'from tween jumps', 'render immediately'], terms: ['immediateRender'] },
  { phrases: ['fight', 'conflict', 'conflicting', 'override', 'overwrite', 'two tweens same property'], terms: ['overwrite'] },
  // ---- Utilities
  { phrases: ['random number', 'random value', 'randomize', 'randomise'], terms: ['random'] },
  { phrases: ['limit a value', 'keep between', 'constrain', 'min max'], terms: ['clamp'] },
  { phrases: ['map range', 'convert range', 'map one range to another', 'remap', 'scale a value'], terms: ['mapRange'] },
  { phrases: ['nodelist', 'array of elements', 'select elements', 'queryselectorall'], terms: ['toArray', 'selector'] },
  { phrases: ['wrap around', 'cycle through', 'modulo'], terms: ['wrap', 'wrapYoyo'] },
  { phrases: ['blend', 'in between value', 'lerp', 'tween between values', 'mix'], terms: ['interpolate'] },
  { phrases: ['compose functions', 'combine functions'], terms: ['pipe'] },
  { phrases: ['shuffle array', 'random order'], terms: ['shuffle'] },
  { phrases: ['units', 'px', 'percent unit'], terms: ['getUnit', 'unitize'] },
  { phrases: ['spread values', 'distribute values', 'grid stagger'], terms: ['distribute'] },
  // ---- Setup and configuration
  { phrases: ['install', 'setup', 'set up', 'npm', 'yarn', 'pnpm', 'cdn', 'script tag', 'import gsap', 'download'], terms: ['Installation'] },
  { phrases: ['private registry', 'club plugins', 'bonus plugins', 'members only', 'premium plugins', 'auth token'], terms: ['Installation', 'Club'] },
  { phrases: ['default duration', 'default ease', 'global defaults', 'defaults for all'], terms: ['defaults'] },
  { phrases: ['register plugin', 'plugin not working', 'load plugin'], terms: ['registerPlugin'] },
  { phrases: ['reusable', 'reuse animation', 'custom effect', 'preset'], terms: ['registerEffect', 'effects'] },
  { phrases: ['media query', 'media queries', 'responsive', 'breakpoint', 'breakpoints', 'mobile', 'desktop', 'screen size', 'prefers-reduced-motion'], terms: ['matchMedia'] },
  { phrases: ['accessibility', 'a11y', 'reduced motion', 'motion sensitivity', 'vestibular'], terms: ['accessibility', 'matchMedia'] },
  { phrases: ['cleanup', 'clean up', 'revert all', 'undo animations', 'scope', 'scoped selectors'], terms: ['context', 'revert'] },
  { phrases: ['unmount', 'component', 'hook', 'strict mode', 'useeffect', 'uselayouteffect'], terms: ['useGSAP', 'React'] },
  { phrases: ['react', 'next.js', 'nextjs', 'vue', 'nuxt', 'svelte', 'angular', 'astro', 'framework'], terms: ['React', 'frameworks'] },
  { phrases: ['tweenmax', 'tweenlite', 'timelinemax', 'timelinelite', 'gsap 2', 'version 2', 'upgrade', 'migrate', 'migration'], terms: ['migration', 'GSAP 3'] },
  { phrases: ['ease', 'easing', 'timing function', 'cubic bezier', 'bezier', 'acceleration'], terms: ['Eases', 'CustomEase'] },
  { phrases: ['spring', 'bouncy', 'bounce', 'squash and stretch'], terms: ['elastic', 'bounce', 'CustomBounce'] },
  { phrases: ['shake', 'wiggle', 'vibrate', 'jiggle'], terms: ['CustomWiggle'] },
  { phrases: ['steps', 'frame by frame', 'sprite sheet', 'discrete'], terms: ['SteppedEase', 'steps'] },
  { phrases: ['jitter', 'noise', 'rough', 'jagged'], terms: ['RoughEase'] },
  { phrases: ['slow in the middle'], terms: ['SlowMo'] },
  // ---- Scrolling
  { phrases: ['scroll', 'on scroll', 'scroll animation', 'scroll triggered', 'scroll based', 'scroll driven', 'scroll into view', 'enters viewport', 'in view', 'viewport', 'intersection observer', 'waypoint', 'reveal on scroll'], terms: ['ScrollTrigger'] },
  { phrases: ['scrub', 'link to scrollbar', 'tie to scroll', 'scroll progress', 'scroll position'], terms: ['scrub', 'ScrollTrigger'] },
  { phrases: ['pin', 'sticky', 'fixed while scrolling', 'stick'], terms: ['pin', 'pinSpacing'] },
  { phrases: ['horizontal scroll', 'sideways scroll', 'scroll sideways'], terms: ['containerAnimation', 'ScrollTrigger'] },
  { phrases: ['snap', 'snapping', 'snap to sections', 'snap to slides'], terms: ['snap', 'snapDirectional'] },
  { phrases: ['markers', 'debug', 'debugging', 'visualize start and end'], terms: ['markers', 'GSDevTools'] },
  { phrases: ['toggle actions', 'play on enter', 'reverse on leave', 'onenter'], terms: ['toggleActions', 'onEnter'] },
  { phrases: ['recalculate', 'layout changed', 'images loaded', 'after resize', 'wrong positions', 'positions off'], terms: ['refresh', 'callAfterResize'] },
  { phrases: ['smooth scroll', 'smooth scrolling', 'lenis', 'locomotive', 'inertia scroll', 'buttery scroll'], terms: ['ScrollSmoother', 'smooth'] },
  { phrases: ['parallax', 'speed of element', 'lag behind', 'data-speed', 'data-lag'], terms: ['effects', 'ScrollSmoother'] },
  { phrases: ['scroll to', 'scroll to element', 'scroll to top', 'scroll to anchor', 'anchor link', 'jump to section', 'smooth scroll to'], terms: ['ScrollToPlugin', 'scrollTo'] },
  { phrases: ['third party scroller', 'custom scroller', 'virtual scroll'], terms: ['scrollerProxy'] },
  { phrases: ['address bar', 'mobile jump', 'touch scroll jitter', 'ios scroll'], terms: ['normalizeScroll'] },
  { phrases: ['batch', 'many triggers', 'lots of elements on scroll', 'grid on scroll'], terms: ['batch'] },
  // ---- Gestures and interaction
  { phrases: ['swipe', 'gesture', 'wheel', 'mouse wheel', 'touch', 'pointer', 'scroll jacking', 'scrolljacking', 'full page sections'], terms: ['Observer'] },
  { phrases: ['drag', 'drag and drop', 'draggable', 'sortable', 'slider handle', 'knob', 'spin a wheel'], terms: ['Draggable'] },
  { phrases: ['momentum', 'throw', 'flick', 'fling', 'glide to a stop', 'velocity'], terms: ['InertiaPlugin', 'inertia'] },
  { phrases: ['collision', 'overlap test', 'hit detection', 'drop zone'], terms: ['hitTest'] },
  { phrases: ['follow the mouse', 'follow the cursor', 'mouse follower', 'cursor follower', 'mousemove', 'pointermove', 'many updates'], terms: ['quickTo', 'quickSetter'] },
  // ---- Layout, SVG and text
  { phrases: ['layout change', 'layout changes', 'animate layout', 'reorder', 'reparent', 'shared element', 'grid to list', 'filter grid', 'expand card', 'first last invert play', 'auto animate'], terms: ['Flip'] },
  { phrases: ['along a path', 'follow a path', 'motion path', 'move on a curve', 'path animation', 'orbit'], terms: ['MotionPathPlugin', 'motionPath'] },
  { phrases: ['edit path', 'path editor', 'draw a path visually'], terms: ['MotionPathHelper'] },
  { phrases: ['morph', 'shape tween', 'shape morph', 'change shape', 'blob'], terms: ['MorphSVGPlugin', 'morphSVG'] },
  { phrases: ['draw svg', 'line drawing', 'stroke animation', 'draw a line', 'handwriting', 'stroke-dashoffset', 'stroke dasharray', 'signature'], terms: ['DrawSVGPlugin', 'drawSVG'] },
  { phrases: ['split text', 'split into characters', 'split into words', 'split into lines', 'letters', 'characters', 'chars', 'letter by letter', 'word by word', 'line by line'], terms: ['SplitText'] },
  { phrases: ['typewriter', 'typing effect', 'type text', 'replace text', 'change text'], terms: ['TextPlugin', 'text'] },
  { phrases: ['scramble', 'decode', 'glitch text', 'hacker text', 'random characters'], terms: ['ScrambleTextPlugin', 'scrambleText'] },
  { phrases: ['gravity', 'physics', 'projectile', 'falling', 'friction'], terms: ['Physics2DPlugin', 'PhysicsPropsPlugin'] },
  { phrases: ['canvas', 'webgl', 'pixi', 'pixijs'], terms: ['PixiPlugin'] },
  { phrases: ['createjs', 'easeljs'], terms: ['EaselPlugin'] },
  { phrases: ['pseudo element', '::before', '::after', 'css rule'], terms: ['CSSRulePlugin'] },
  { phrases: ['devtools', 'timeline scrubber', 'inspect animation', 'dev tools'], terms: ['GSDevTools'] },
  { phrases: ['svg', 'svg animation'], terms: ['SVG'] },
  { phrases: ['carousel', 'marquee', 'ticker tape', 'infinite slider', 'endless loop'], terms: ['seamlessLoop', 'horizontalLoop'] },
  { phrases: ['lottie', 'bodymovin', 'after effects'], terms: ['LottieScrollTrigger'] },
  { phrases: ['image sequence', 'frames on scroll', 'video scrub', 'apple style'], terms: ['imageSequenceScrub'] },
  { phrases: ['direction of scroll', 'scroll direction', 'scrolling up or down'], terms: ['direction', 'trackDirection'] },
  // ---- News
  { phrases: ['changelog', 'release notes', 'what changed', 'whats new', "what's new", 'new features'], terms: ['release'] },
];
