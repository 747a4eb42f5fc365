import { MESSAGES, type AbstractResult } from '@abstractly/contracts';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { sisterAppUrl } from '../config/env.ts';
import { ACCEPTED_FILE_TYPES, importFile } from '../features/file-import/import-file.ts';
import { GeneratorWorkspace } from '../features/generator/components/generator-workspace.tsx';
import type { HistoryView } from '../features/history/history-store.ts';
import { useHistory } from '../features/history/use-history.ts';
import { PromoSheet } from '../features/promo-sheet/promo-sheet.tsx';

// The history list is hidden at first: its code loads when it is first shown.
const HistorySection = lazy(() =>
  import('../features/history/components/history-panel.tsx').then((m) => ({
    default: m.HistorySection,
  })),
);

/** The page of seed §2: features meet here, and only here (they never import each other). */
export function GeneratorPage() {
  const history = useHistory();
  const [showHistory, setShowHistory] = useState(false);
  const [view, setView] = useState<HistoryView>('standard');
  // Every showing of a result (a new one, or one loaded from history) starts on the standard tab.
  const [shown, setShown] = useState<{ result: AbstractResult; serial: number } | null>(null);
  const result = shown?.result ?? null;
  const setResult = (next: AbstractResult) =>
    setShown((current) => ({ result: next, serial: (current?.serial ?? 0) + 1 }));
  const [promoOpen, setPromoOpen] = useState(false);

  const onGenerated = (generated: AbstractResult) => {
    setResult(generated);
    history.add(generated);
  };

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" className="size-9" />
            <div>
              <h1 className="text-lg leading-tight font-semibold tracking-tight text-slate-900">
                Abstractly
              </h1>
              <p className="text-sm text-slate-600">AI abstract generator for research writing</p>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showHistory}
            aria-controls="history-section"
            onClick={() => setShowHistory((shown) => !shown)}
          >
            <History aria-hidden="true" />
            {showHistory ? 'Hide History' : 'Show History'}
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <div id="history-section" hidden={!showHistory} className="flex flex-col gap-4">
          {showHistory && (
            <Suspense fallback={<p className="text-sm text-slate-600">Loading history…</p>}>
              <HistorySection
                onViewChange={setView}
                onClear={history.clear}
                entries={history.entries}
                view={view}
                activeId={result?.id}
                onSelect={(entry) => {
                  setResult(entry);
                  toast.success(MESSAGES.abstractLoaded);
                }}
                onToggleFavorite={history.toggleFavorite}
                onDelete={history.remove}
              />
            </Suspense>
          )}
        </div>
        <GeneratorWorkspace
          result={result}
          resultSerial={shown?.serial ?? 0}
          onGenerated={onGenerated}
          onEdited={(edited) => {
            // Same showing: the card keeps its tab and caret while the user types.
            setShown((current) => current && { result: edited, serial: current.serial });
            history.update(edited);
          }}
          importFile={importFile}
          acceptedFileTypes={ACCEPTED_FILE_TYPES}
          onOpenPromo={() => setPromoOpen(true)}
        />
      </main>
      <PromoSheet open={promoOpen} onOpenChange={setPromoOpen} sisterAppUrl={sisterAppUrl()} />
    </div>
  );
}
