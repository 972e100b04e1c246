import { indentWithTab } from "@codemirror/commands";
import { python } from "@codemirror/lang-python";
import { Compartment, EditorState } from "@codemirror/state";
import { oneDark } from "@codemirror/theme-one-dark";
import { keymap } from "@codemirror/view";
import { basicSetup, EditorView } from "codemirror";
import { useEffect, useRef } from "react";
import { useColorScheme } from "@/components/color-scheme-toggle";
import { readCspNonce } from "@/lib/csp-nonce";

/**
 * The Python editor (CodeMirror 6): highlighting, indentation, bracket matching, Tab indents,
 * Ctrl/Cmd+Enter runs, a dark theme in dark mode. Uncontrolled: `initialCode` seeds it and
 * `onChange` reports each change; a new `docKey` starts a new document.
 */
export function CodeEditor({
  docKey,
  initialCode,
  onChange,
  onRun,
  label,
}: {
  docKey: string;
  initialCode: string;
  onChange: (code: string) => void;
  onRun: () => void;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const theme = useRef(new Compartment());
  const handlers = useRef({ onChange, onRun });
  handlers.current = { onChange, onRun };
  const isDark = useColorScheme() === "dark";

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new document only for a new key; the code seeds it once.
  useEffect(() => {
    const runKeys = keymap.of([
      {
        key: "Mod-Enter",
        preventDefault: true,
        run: () => {
          handlers.current.onRun();
          return true;
        },
      },
      indentWithTab,
    ]);
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          runKeys,
          basicSetup,
          python(),
          EditorState.tabSize.of(4),
          // CodeMirror's own styles carry this page's nonce (decision 037).
          EditorView.cspNonce.of(readCspNonce() ?? ""),
          theme.current.of(isDark ? oneDark : []),
          EditorView.contentAttributes.of({ "aria-label": label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [docKey]);

  useEffect(() => {
    view.current?.dispatch({ effects: theme.current.reconfigure(isDark ? oneDark : []) });
  }, [isDark]);

  return (
    <div
      ref={host}
      className="min-h-48 overflow-hidden rounded-md border border-slate-300 text-sm [&_.cm-editor]:min-h-48 [&_.cm-scroller]:font-mono"
      data-testid="code-editor"
    />
  );
}
