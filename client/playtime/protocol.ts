/**
 * Messages between the Playtime page (client/islands/playtime.ts) and its stage, a sandboxed
 * frame (client/frames/playtime-stage*.ts). The frame has an opaque origin, so each side checks
 * the other by window (event.source), not by origin.
 */

/** What the stage is: a fixed picture, or a box that scrolls (ScrollTrigger code). */
export type StageKind = 'time' | 'scroll';

export type ToStage =
  /** Replace the stage with `html` and run `code` on it; `stageParam` names the stage element in the code. */
  | { type: 'run'; id: number; html: string; code: string; kind: StageKind; stageParam: string }
  | { type: 'control'; action: 'play' | 'pause' | 'restart' }
  /** Jump to a point of the run's animations (0–1) and hold there. */
  | { type: 'seek'; progress: number }
  | { type: 'theme'; theme: 'light' | 'dark' };

export type FromStage =
  | { type: 'ready'; version: string }
  /**
   * The code ran. `duration`: seconds the scrubber covers (0: nothing to scrub, e.g. only
   * ScrollTriggers, which the scroll box drives); `held`: the animations wait at their start
   * because the visitor prefers reduced motion.
   */
  | { type: 'ran'; id: number; duration: number; scroll: boolean; held: boolean }
  /** A syntax or runtime error of the code, with its line and column in the editor's text when known. */
  | { type: 'error'; id: number; message: string; line?: number; column?: number }
  | { type: 'tick'; progress: number; paused: boolean }
  | { type: 'log'; level: 'log' | 'warn' | 'error' | 'info'; text: string };

/**
 * One demo of the build's demo-code.json (cli/output/demo-code-json.ts writes it, the page
 * reads it for `?demo=`): its title, the program to run, the gsap it runs on, its kind of stage
 * and the name its code gives the stage.
 */
export interface DemoCodeEntry {
  title: string;
  code: string;
  version: '3.12.5' | '3.13.0';
  kind: StageKind;
  stageParam: string;
}

/** The file name the code runs under in the frame, so stack traces and error events name it. */
export const CODE_FILE = 'playtime-code.js';
