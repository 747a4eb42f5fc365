import {
  FULL_PRICE_NUMBERS,
  QUALITY_DEDUCTIONS,
  QUALITY_WEIGHTS,
} from '@abstractly/contracts/quality';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QualityNote } from './quality-note.tsx';

describe('QualityNote', () => {
  it('states the weights and deductions the score is computed with', () => {
    const { container } = render(<QualityNote />);
    const text = container.textContent ?? '';
    const percent = (w: number) => `${Math.round(w * 100)}%`;
    expect(text).toContain(`body (${percent(QUALITY_WEIGHTS.register)}: a model`);
    expect(text).toContain(`sentence order (${percent(QUALITY_WEIGHTS.sentenceOrder)}: the order`);
    expect(text).toContain(`fit to your word target (${percent(QUALITY_WEIGHTS.wordTargetFit)})`);
    expect(text).toContain(`level (${percent(QUALITY_WEIGHTS.readability)}). Without`);
    expect(text).toContain(
      `terms, including those of its later sections (${percent(QUALITY_WEIGHTS.keyTermCoverage)})`,
    );
    expect(text).toContain(`${QUALITY_DEDUCTIONS.dangling} points for each sentence that leans`);
    expect(text).toContain('the green band (90) takes 93% of them');
    expect(text).toContain(`each of the first ${FULL_PRICE_NUMBERS} numbers not found`);
    // Every weight is stated, and they make the whole score.
    const stated = [...text.matchAll(/(\d+)%(?! of them)/gu)].map((m) => Number(m[1]));
    expect(stated.reduce((a, b) => a + b, 0)).toBe(100);
    expect(stated).toHaveLength(Object.keys(QUALITY_WEIGHTS).length);
  });
});
