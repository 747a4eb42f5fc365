import { describe, expect, it } from 'vitest';
import { fileNameFromTitle } from './download.ts';

describe('fileNameFromTitle (seed §7: non-alphanumerics become dashes)', () => {
  it.each([
    ['Deep Learning: A Survey', '-abstract.txt', 'Deep-Learning--A-Survey-abstract.txt'],
    ['  padded title  ', '.txt', 'padded-title.txt'],
    ['a/b\\c?d*e', '.txt', 'a-b-c-d-e.txt'],
    ['Résumé 2024', '.txt', 'Résumé-2024.txt'],
    ['机器学习研究', '.txt', '机器学习研究.txt'],
    ['', '-abstract.txt', 'abstract-abstract.txt'],
    ['   ', '.txt', 'abstract.txt'],
  ])('%j → %s', (title, suffix, expected) => {
    expect(fileNameFromTitle(title, suffix)).toBe(expected);
  });
});
