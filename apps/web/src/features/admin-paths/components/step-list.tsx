import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A step as the composer holds it: a unit or a lesson, with what to call it. */
export interface ComposerStep {
  key: string;
  module_id: number | null;
  material_id: number | null;
  title: string;
  detail: string;
}

function StepRow({
  step,
  index,
  count,
  onMove,
  onRemove,
}: {
  step: ComposerStep;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: step.key,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-lg border bg-white p-2 ${isDragging ? "z-10 border-brand-600 shadow-lg" : "border-slate-200"}`}
    >
      <button
        type="button"
        className="cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
        aria-label={`Drag ${step.title} (or press space, then the arrow keys)`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="w-6 text-right text-sm text-slate-500">{index + 1}.</span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{step.title}</p>
        <p className="truncate text-xs text-slate-500">{step.detail}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${step.title} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${step.title} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove ${step.title}`} onClick={() => onRemove(index)}>
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </li>
  );
}

/**
 * A path's steps in order: dragged with the mouse or a finger, or with the keyboard (space to
 * pick up, arrows to move, space to drop), or moved with the up and down buttons.
 */
export function StepList({
  steps,
  onChange,
}: {
  steps: ComposerStep[];
  onChange: (steps: ComposerStep[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(steps, from, to));
  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    move(
      steps.findIndex((s) => s.key === active.id),
      steps.findIndex((s) => s.key === over.id),
    );
  }
  if (steps.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        No steps yet: add units or lessons from the catalogue.
      </p>
    );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={steps.map((s) => s.key)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" aria-label="Steps in order">
          {steps.map((step, index) => (
            <StepRow
              key={step.key}
              step={step}
              index={index}
              count={steps.length}
              onMove={move}
              onRemove={(at) => onChange(steps.filter((_, i) => i !== at))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
