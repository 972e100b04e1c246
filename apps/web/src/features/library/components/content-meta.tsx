import type { ContentItem } from "@app/contract/dashboard";
import { BookOpen, ClipboardList, HelpCircle, PlayCircle } from "lucide-react";

export const TYPE_META = {
  material: { label: "Material", plural: "Materials", Icon: BookOpen },
  video: { label: "Video", plural: "Videos", Icon: PlayCircle },
  quiz: { label: "Quiz", plural: "Quizzes", Icon: HelpCircle },
  homework: { label: "Homework", plural: "Homework", Icon: ClipboardList },
} as const;

/** "beginner" → "Beginner". */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Whether an item opens on the material page (it has a material behind it). */
export function opensMaterial(item: ContentItem): item is ContentItem & { material_id: number } {
  return item.material_id !== null && (item.type === "material" || item.type === "video");
}
