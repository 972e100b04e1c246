import { pythonFileNameSchema } from "@app/contract/python-course";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeletePythonFile } from "../api/delete-python-file";
import { usePythonFiles } from "../api/python-files";
import { useSavePythonFile } from "../api/save-python-file";
import { useProgramRun } from "../hooks/use-program-run";
import type { PythonRuntime } from "../runtime/python-runtime";
import { CodeEditor } from "./code-editor";
import { PythonConsole } from "./python-console";

const FIRST_FILE = {
  name: "main.py",
  content: 'name = input("What is your name? ")\nprint("Hello,", name)\n',
};
const AUTOSAVE_DELAY_MS = 1_000;

/** The free playground: named files saved per student, run and stopped like the exercises. */
export function PythonPlayground({
  studentId,
  runtime,
  isRuntimeReady,
}: {
  studentId: number | null;
  runtime: PythonRuntime;
  isRuntimeReady: boolean;
}) {
  const files = usePythonFiles(studentId);
  const saveFile = useSavePythonFile(studentId);
  const deleteFile = useDeletePythonFile(studentId);
  const program = useProgramRun(runtime);
  const [current, setCurrent] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [newName, setNewName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const list = files.data ?? [];

  useEffect(() => {
    if (current || !files.data) return;
    const first = files.data[0] ?? FIRST_FILE;
    setCurrent(first.name);
    setCode(first.content);
  }, [files.data, current]);

  const onChange = (next: string) => {
    setCode(next);
    if (timer.current) clearTimeout(timer.current);
    const name = current;
    if (name) timer.current = setTimeout(() => saveFile.mutate({ name, content: next }), AUTOSAVE_DELAY_MS);
  };

  const open = (name: string) => {
    const file = list.find((f) => f.name === name);
    if (!file) return;
    if (timer.current && current) {
      clearTimeout(timer.current);
      saveFile.mutate({ name: current, content: code });
    }
    setCurrent(file.name);
    setCode(file.content);
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim().endsWith(".py") ? newName.trim() : `${newName.trim()}.py`;
    const parsed = pythonFileNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? "Invalid name");
      return;
    }
    setNameError(null);
    saveFile.mutate(
      { name, content: "" },
      {
        onSuccess: (file) => {
          setCurrent(file.name);
          setCode(file.content);
          setNewName("");
        },
        onError: (error) => setNameError(error.message),
      },
    );
  };

  if (files.isPending) return <Skeleton className="h-64" />;
  if (files.isError)
    return <Alert tone="error">Your files could not be loaded. Reload the page to try again.</Alert>;
  return (
    <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
      <aside className="grid content-start gap-2">
        <p className="text-sm font-medium">Your files</p>
        <ul className="grid gap-1">
          {(list.length ? list : [FIRST_FILE]).map((file) => (
            <li key={file.name} className="flex items-center gap-1">
              <Button
                variant={file.name === current ? "secondary" : "ghost"}
                size="sm"
                className="flex-1 justify-start font-mono"
                onClick={() => open(file.name)}
                aria-current={file.name === current ? "true" : undefined}
              >
                {file.name}
              </Button>
              {list.some((f) => f.name === file.name) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${file.name}`}
                  onClick={() => {
                    deleteFile.mutate(file.name);
                    if (file.name === current) setCurrent(null);
                  }}
                >
                  ×
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <form onSubmit={create} className="grid gap-1">
          <label htmlFor="new-file" className="text-xs text-slate-600">
            New file
          </label>
          <div className="flex gap-1">
            <input
              id="new-file"
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              placeholder="game.py"
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm"
            />
            <Button type="submit" size="sm">
              Add
            </Button>
          </div>
          {nameError ? <p className="text-xs text-red-700 dark:text-red-300">{nameError}</p> : null}
        </form>
      </aside>
      <div className="grid content-start gap-3">
        {current ? (
          <CodeEditor
            docKey={current}
            initialCode={code}
            onChange={onChange}
            onRun={() => void program.run(code)}
            label={`Code of ${current}`}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void program.run(code)}
            disabled={!isRuntimeReady || program.isRunning}
            title="Ctrl+Enter"
          >
            Run
          </Button>
          <Button variant="destructive" onClick={program.stop} disabled={!program.isRunning}>
            Stop
          </Button>
        </div>
        <PythonConsole
          output={program.output}
          isWaitingForInput={program.isWaitingForInput}
          onAnswer={program.answer}
          note={program.note}
        />
        {program.explanation ? <Alert tone="error">{program.explanation}</Alert> : null}
      </div>
    </div>
  );
}
