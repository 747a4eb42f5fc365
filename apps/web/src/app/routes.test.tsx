import { MESSAGES } from '@abstractly/contracts';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './routes.tsx';

afterEach(() => vi.restoreAllMocks());

describe('routes (seed §2, §8)', () => {
  it('shows the 404 page for any other path, logs the path and links home', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Router hook={memoryLocation({ path: '/no/such/page' }).hook}>
        <AppRoutes />
      </Router>,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnHome })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
  });

  it('shows the generic fallback when the page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failure');
    }
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <AppRoutes page={<Broken />} />
      </Router>,
    );
    expect(
      await screen.findByRole('heading', { name: MESSAGES.unexpectedError }),
    ).toBeInTheDocument();
    expect(screen.queryByText('render failure')).not.toBeInTheDocument();
  });
});
