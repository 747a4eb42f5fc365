import { IMAGE_PROGRESS_LABEL } from '@abstractly/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressCard } from './progress-card.tsx';

describe('ProgressCard (seed §4)', () => {
  it.each([
    [12, 'Analyzing content...'],
    [45, 'Structuring abstract...'],
    [89, 'Refining language...'],
    [90, 'Finalizing...'],
    [100, 'Finalizing...'],
  ])('at %i%% says %s, for eyes and screen readers', (value, label) => {
    render(<ProgressCard value={value} hasImage={false} />);
    const bar = screen.getByRole('progressbar', { name: 'Generating abstract' });
    expect(bar).toHaveAttribute('aria-valuenow', String(value));
    expect(screen.getAllByText(label)).toHaveLength(2);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(label);
    expect(screen.queryByText(IMAGE_PROGRESS_LABEL)).not.toBeInTheDocument();
  });

  it('mentions the uploaded image when one is loaded', () => {
    render(<ProgressCard value={10} hasImage />);
    expect(screen.getByText(IMAGE_PROGRESS_LABEL)).toBeVisible();
  });
});
