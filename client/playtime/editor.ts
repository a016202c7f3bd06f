/**
 * Playtime's code editor: CodeMirror 6 with JavaScript, loaded only by the Playtime page (a
 * chunk of its own, imported once the page's island mounts). Kept minimal: line numbers,
 * history, bracket matching, indentation, highlighting in the site's code colours, and a
 * marked line for the last error.
 */
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import { EditorView, Decoration, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection, type DecorationSet } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting, HighlightStyle } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import { tags } from '@lezer/highlight';

export interface CodeEditor {
  getCode(): string;
  setCode(code: string): void;
  /** Marks the line of an error (1-based) and moves the cursor there; none clears the mark. */
  markError(line: number | undefined): void;
  focus(): void;
  destroy(): void;
}

export interface EditorOptions {
  parent: HTMLElement;
  code: string;
  /** Called on every change of the text. */
  onChange(code: string): void;
  /** Ctrl/Cmd+Enter. */
  onRun(): void;
  /** Accessible name of the text box. */
  label: string;
}

const setErrorLine = StateEffect.define<number | undefined>();
const errorLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    marks = marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      marks = line && line <= tr.state.doc.lines ? Decoration.set([Decoration.line({ class: 'pt-error-line' }).range(tr.state.doc.line(line).from)]) : Decoration.none;
    }
    // Editing clears the mark: the error was about the old text.
    return tr.docChanged ? Decoration.none : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Token colours from the site's code theme variables (templates/styles/tokens.css, as highlight.js blocks use them), so both colour modes work. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword, tags.definitionKeyword], color: 'var(--hl-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--hl-string)' },
  { tag: tags.regexp, color: 'var(--hl-regexp)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--hl-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--hl-comment)', fontStyle: 'italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--hl-function)' },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--hl-attr)' },
  { tag: [tags.punctuation, tags.bracket, tags.separator], color: 'var(--hl-punct)' },
]);

export function createEditor(opts: EditorOptions): CodeEditor {
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    javascript(),
    syntaxHighlighting(highlight),
    errorLine,
    EditorState.tabSize.of(2),
    // Long lines wrap: the editor is half a page wide and sideways scrolling hides code.
    EditorView.lineWrapping,
    keymap.of([
      { key: 'Mod-Enter', run: () => (opts.onRun(), true) },
      // Tab indents; Escape then Tab leaves the editor (CodeMirror's rule for keyboard users).
      indentWithTab,
      ...defaultKeymap,
      ...historyKeymap,
    ]),
    EditorView.contentAttributes.of({ 'aria-label': opts.label }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) opts.onChange(update.state.doc.toString());
    }),
  ];
  const view = new EditorView({ parent: opts.parent, state: EditorState.create({ doc: opts.code, extensions }) });
  return {
    getCode: () => view.state.doc.toString(),
    setCode(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    markError(line) {
      const effects: StateEffect<unknown>[] = [setErrorLine.of(line)];
      if (line && line <= view.state.doc.lines) {
        const at = view.state.doc.line(line).from;
        view.dispatch({ effects: [...effects, EditorView.scrollIntoView(at, { y: 'center' })] });
      } else view.dispatch({ effects });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
