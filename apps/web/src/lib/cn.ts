import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components put caller classes last and avoid conflicting utilities, so no
 * merge library is needed (tailwind-merge would add ~8 KB gzip to the first load).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
