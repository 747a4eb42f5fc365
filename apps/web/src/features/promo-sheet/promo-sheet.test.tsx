import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_TOOLTIP } from './promo-sheet-body.tsx';
import { PromoSheet } from './promo-sheet.tsx';

const URL = 'https://detector.example.org/';

/** Lets the lazily loaded sheet body resolve under fake timers. */
async function flush() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('PromoSheet (seed §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden at first and appears 2000 ms after its flag turns on', async () => {
    const { rerender } = render(
      <PromoSheet open={false} onOpenChange={() => {}} sisterAppUrl={URL} />,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    rerender(<PromoSheet open onOpenChange={() => {}} sisterAppUrl={URL} />);
    act(() => vi.advanceTimersByTime(1999));
    await flush();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('shows hidden scores, the tooltip text and sister-app links in a new tab', async () => {
    render(<PromoSheet open onOpenChange={() => {}} sisterAppUrl={URL} />);
    act(() => vi.advanceTimersByTime(2000));
    await flush();
    for (const label of ['AI score', 'Humanized score']) {
      expect(
        screen.getByRole('button', { name: `${label} hidden. ${PROMO_TOOLTIP}` }),
      ).toBeVisible();
    }
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Sign Up (opens in a new tab)',
      'Check AI score (opens in a new tab)',
      'Humanize text (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('href', URL);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('the close button hides it and tells the parent', async () => {
    const onOpenChange = vi.fn();
    render(<PromoSheet open onOpenChange={onOpenChange} sisterAppUrl={URL} />);
    act(() => vi.advanceTimersByTime(2000));
    await flush();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('turning the flag off hides it at once, and a pending delay never fires', async () => {
    const { rerender } = render(<PromoSheet open onOpenChange={() => {}} sisterAppUrl={URL} />);
    act(() => vi.advanceTimersByTime(2000));
    await flush();
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    rerender(<PromoSheet open={false} onOpenChange={() => {}} sisterAppUrl={URL} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    rerender(<PromoSheet open onOpenChange={() => {}} sisterAppUrl={URL} />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<PromoSheet open={false} onOpenChange={() => {}} sisterAppUrl={URL} />);
    act(() => vi.advanceTimersByTime(5000));
    await flush();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
