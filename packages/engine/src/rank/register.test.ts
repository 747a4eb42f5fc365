import { describe, expect, it } from 'vitest';
import { abstractRegister } from './register.ts';

describe('abstractRegister', () => {
  it('reads a statement of the work above a setting of the body', () => {
    const statement = abstractRegister(
      'We propose a new method for tagging tweets and show that it outperforms previous approaches.',
    );
    const setting = abstractRegister('The learning rate was set to 0.01 as shown in Table 3.');
    expect(statement).toBeGreaterThan(0.5);
    expect(setting).toBeLessThan(0.5);
  });

  it('is a probability for any text', () => {
    for (const text of ['', '42', 'x'.repeat(10_000)]) {
      const p = abstractRegister(text);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
  });
});
