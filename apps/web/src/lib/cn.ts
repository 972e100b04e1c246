import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (falsy values dropped) and resolves Tailwind conflicts: the later class wins,
 * so a caller's `bg-brand-600` replaces a primitive's default `bg-white` instead of racing it in CSS.
 */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
