import {
  FORM_DEFAULTS,
  FORM_DRAFT_STORAGE_KEY,
  HISTORY_STORAGE_KEY,
  MESSAGES,
} from '@abstractly/contracts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { FunctionsFetchError } from '@supabase/supabase-js';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeGenerateAbstract } from '../features/generator/api/supabase-client.ts';
import { FILLED_FORM, SERVER_DATA } from '../testing/fixtures.ts';
import { GeneratorPage } from './generator-page.tsx';

// The network edge only: everything from the form to the history runs for real.
vi.mock('../features/generator/api/supabase-client.ts', () => ({
  invokeGenerateAbstract: vi.fn(),
}));
const invoke = vi.mocked(invokeGenerateAbstract);

// Private mode's worker is a browser thing; here its handler runs on the test's thread instead.
vi.mock('../features/generator/private/engine-worker-client.ts', async () => {
  const { generateInBrowser } =
    await import('../features/generator/private/generate-in-browser.ts');
  return { runInWorker: vi.fn((body: unknown) => generateInBrowser(body)) };
});
const runInWorker = vi.mocked(
  (await import('../features/generator/private/engine-worker-client.ts')).runInWorker,
);

function renderPage(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(
    <>
      <GeneratorPage />
      <Toaster />
    </>,
  );
  return user;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Research Title/u), FILLED_FORM.research_title);
  // Typing hundreds of characters key by key is slow; paste the body like a user would.
  await user.click(screen.getByLabelText(/Research Content/u));
  await user.paste(FILLED_FORM.research_content);
  await user.selectOptions(screen.getByLabelText(/Research Field/u), 'Biology');
  await user.selectOptions(screen.getByLabelText(/Academic Level/u), 'Graduate');
  await user.selectOptions(screen.getByLabelText(/Abstract Style/u), 'Informative');
}

beforeEach(() => {
  invoke.mockReset();
  runInWorker.mockClear();
});

describe('GeneratorPage', () => {
  it('sends nothing and says what is missing when required fields are blank (seed §5)', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    expect(await screen.findByText(MESSAGES.missingTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.missingFields)).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Research Title/u)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Research Title/u)).toHaveFocus();
  });

  it('shows the advisory counter under 200 characters only', async () => {
    const user = renderPage();
    const content = screen.getByLabelText(/Research Content/u);
    await user.click(content);
    await user.paste('x'.repeat(199));
    expect(screen.getByText(MESSAGES.minimumRecommended)).toHaveClass('text-red-700');
    await user.type(content, 'y');
    expect(screen.queryByText(MESSAGES.minimumRecommended)).not.toBeInTheDocument();
    expect(screen.getByText('200 characters')).toBeInTheDocument();
  });

  it('generates with the whole form, shows the result, stores history and opens the dialog', async () => {
    invoke.mockResolvedValue({ data: { success: true, data: SERVER_DATA }, error: null });
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your Abstract Is Ready' });
    expect(invoke).toHaveBeenCalledWith({ ...FILLED_FORM });
    expect(within(dialog).getByText('91%')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.successTitle)).toBeInTheDocument();
    expect(
      screen.getByText('Generated a 11-word abstract with 91% quality score.'),
    ).toBeInTheDocument();
    // One in the success toast (its action), one in the dialog.
    expect(screen.getAllByRole('button', { name: MESSAGES.downloadPremiumReport })).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'View Abstract' }));
    expect(await screen.findByRole('tab', { name: /Standard/u })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Verbatim overlap with your text: 24%')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!) as { id: string }[];
    expect(stored.map((entry) => entry.id)).toEqual(['result-1']);
  });

  it('shows the server message when generation fails (seed §8)', async () => {
    invoke.mockResolvedValue({
      data: { success: false, error: 'The provider is down.' },
      error: null,
    });
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    expect(await screen.findByText(MESSAGES.generationFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('The provider is down.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noAbstract)).toBeInTheDocument();
  });

  it('private mode generates in this tab: nothing is sent, and the switch is kept with the draft', async () => {
    const user = renderPage();
    await fillForm(user);
    const privateSwitch = screen.getByRole('switch', { name: 'Generate in my browser (private)' });
    expect(privateSwitch).not.toBeChecked();
    await user.click(privateSwitch);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    await screen.findByRole('dialog', { name: 'Your Abstract Is Ready' });
    expect(invoke).not.toHaveBeenCalled();
    expect(runInWorker).toHaveBeenCalledWith({ ...FILLED_FORM });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(FORM_DRAFT_STORAGE_KEY)!)).toMatchObject({
        generate_in_browser: true,
        research_title: FILLED_FORM.research_title,
      }),
    );
    cleanup();
    renderPage();
    // The draft is read once its store has loaded, just after the first render.
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Generate in my browser (private)' }),
      ).toBeChecked(),
    );
  });

  it('when the server cannot be reached, the toast offers to generate in the browser', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    });
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    expect(await screen.findByText(MESSAGES.generationFailedTitle)).toBeInTheDocument();
    expect(runInWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate in my browser instead' }));
    await screen.findByRole('dialog', { name: 'Your Abstract Is Ready' });
    expect(runInWorker).toHaveBeenCalledWith({ ...FILLED_FORM });
    expect(invoke).toHaveBeenCalledTimes(1);
    // Behind the open dialog, so hidden from the accessibility tree for now.
    expect(
      screen.getByRole('switch', { name: 'Generate in my browser (private)', hidden: true }),
    ).toBeChecked();
  });

  it('an answer from the server that is an error offers no browser fallback', async () => {
    invoke.mockResolvedValue({ data: { success: false, error: 'Too long.' }, error: null });
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    const failure = (await screen.findByText('Too long.')).closest('[data-sonner-toast]');
    expect(failure).not.toBeNull();
    expect(
      within(failure as HTMLElement).queryByRole('button', {
        name: 'Generate in my browser instead',
      }),
    ).toBeNull();
  });

  it('keeps the draft across a remount and Reset Form restores defaults and clears it', async () => {
    // The draft is saved after a short pause in typing: a fake clock makes that pause exact.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const settle = () => act(() => vi.advanceTimersByTimeAsync(1_000));
    try {
      const first = renderPage({ advanceTimers: vi.advanceTimersByTime });
      await first.type(screen.getByLabelText(/Research Title/u), 'Draft title');
      await settle();
      expect(localStorage.getItem(FORM_DRAFT_STORAGE_KEY)).toContain('Draft title');
      cleanup();

      const user = renderPage({ advanceTimers: vi.advanceTimersByTime });
      await waitFor(() =>
        expect(screen.getByLabelText(/Research Title/u)).toHaveValue('Draft title'),
      );

      await user.click(screen.getByRole('button', { name: 'Reset Form' }));
      expect(screen.getByLabelText(/Research Title/u)).toHaveValue(FORM_DEFAULTS.research_title);
      expect(screen.getByLabelText(/Target Word Count/u)).toHaveValue('250');
      await settle();
      expect(localStorage.getItem(FORM_DRAFT_STORAGE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores history on load and toggles it with Show/Hide History', async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([SERVER_DATA, { bad: true }]));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Show History' }));
    const card = await screen.findByRole('region', { name: /Generation History/u });
    expect(within(card).getByText('1')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Load abstract/u }));
    expect(await screen.findByText(MESSAGES.abstractLoaded)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Generated Abstract' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide History' }));
    expect(screen.queryByRole('region', { name: /Generation History/u })).not.toBeInTheDocument();
  });
});
