import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones (clsx); variants are written not to conflict, so no merge step. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
