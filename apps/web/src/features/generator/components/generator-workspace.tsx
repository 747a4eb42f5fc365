import {
  MESSAGES,
  successDescription,
  type AbstractResult,
  type GenerationForm,
} from '@abstractly/contracts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { downloadTextFile, fileNameFromTitle } from '../../../lib/download.ts';
import { readImage } from '../figure-image.ts';
import { versionWordCount } from '../result-versions.ts';
import { useFormDraft } from '../use-form-draft.ts';
import { useGeneration } from '../use-generation.ts';
import { GeneratorForm } from './generator-form.tsx';
import type { ImportStatus } from '../import-status.ts';
import type { FigureImage } from './optional-settings.tsx';
import { ProgressCard } from './progress-card.tsx';
import { copyWithToast } from '../copy-with-toast.ts';
import { EmptyResult } from './empty-result.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ClipboardCheck } from 'lucide-react';

// Loaded on demand: none of these is on screen before a first result (keeps the first load small).
const ResultCard = lazy(() => import('./result-card.tsx').then((m) => ({ default: m.ResultCard })));
// "Check my abstract" loads when first opened.
const CheckPanel = lazy(() => import('./check-panel.tsx').then((m) => ({ default: m.CheckPanel })));
const SuccessDialog = lazy(() =>
  import('./success-dialog.tsx').then((m) => ({ default: m.SuccessDialog })),
);

/** What reading a research file gives back; file-import provides it through the page. */
export type FileImporter = (
  file: File,
  options: {
    onProgress?: (done: number, total: number, phase?: 'read' | 'ocr') => void;
    signal?: AbortSignal;
    /** The form's language, for scans (OCR reads with that language's data). */
    language?: GenerationForm['language'];
  },
) => Promise<
  | {
      ok: true;
      text: string;
      fileName: string;
      summary: string;
      title?: string;
      hadAbstract: boolean;
      warnings: string[];
    }
  | { ok: false; title: string; message: string; cancelled?: boolean }
>;

/** Said in the import toast when the document's own abstract was kept out of the content. */
export const ABSTRACT_LEFT_OUT = "The document's own abstract was left out of the content.";

/** Success toasts carry an action; give the user time to reach it after closing the dialog. */
const SUCCESS_TOAST_MS = 10_000;

/** The report is built only when asked for: its module loads then, not with the page. */
async function downloadReport(result: AbstractResult, form: GenerationForm) {
  const { buildPremiumReport } = await import('../premium-report.ts');
  downloadTextFile(
    fileNameFromTitle(form.research_title, '-premium-report.txt'),
    buildPremiumReport(result, form),
  );
}

/** The two columns of seed §2: the form and progress on the left, the result on the right. */
export function GeneratorWorkspace(props: {
  result: AbstractResult | null;
  /** Changes whenever a result is shown again, so the card starts over (standard tab). */
  resultSerial: number;
  onGenerated: (result: AbstractResult) => void;
  /** The user edited the shown result. */
  onEdited: (result: AbstractResult) => void;
  importFile: FileImporter;
  acceptedFileTypes: string;
  onOpenPromo: () => void;
}) {
  const draft = useFormDraft();
  const formRef = useRef(draft.form);
  useEffect(() => {
    formRef.current = draft.form;
  });
  const [importing, setImporting] = useState<ImportStatus | null>(null);
  const [image, setImage] = useState<FigureImage | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [checkerOpen, setCheckerOpen] = useState(false);
  // The report the toast offers is of the result as edited by the time it is clicked.
  const shownResult = useRef(props.result);
  useEffect(() => {
    shownResult.current = props.result;
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [latest, setLatest] = useState<{ result: AbstractResult; form: GenerationForm } | null>(
    null,
  );

  const generation = useGeneration({
    onMissing: (fields) => {
      setInvalid(new Set(fields));
      document.getElementById(fields[0] ?? '')?.focus();
    },
    onSuccess: (result, form) => {
      props.onGenerated(result);
      setLatest({ result, form });
      setDialogOpen(true);
      toast.success(MESSAGES.successTitle, {
        description: successDescription(versionWordCount(result, 'standard'), result.quality_score),
        duration: SUCCESS_TOAST_MS,
        action: {
          label: MESSAGES.downloadPremiumReport,
          onClick: () =>
            void downloadReport(
              shownResult.current?.id === result.id ? shownResult.current : result,
              form,
            ),
        },
      });
    },
    onSwitchToBrowser: () => draft.setPrivateMode(true),
  });
  const generate = () =>
    void generation.generate(draft.form, draft.privateMode ? 'browser' : 'server');

  const setField: typeof draft.setField = (name, value) => {
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((f) => f !== name)));
    draft.setField(name, value);
  };

  // Regression (CI): a file chosen right after the previous one finished was ignored, because the
  // render holding the old `importing` state had not been replaced yet. A ref knows at once.
  const importBusy = useRef(false);
  const importStop = useRef<AbortController | null>(null);
  const onImportFile = async (file: File) => {
    if (importBusy.current) return;
    importBusy.current = true;
    const stop = new AbortController();
    importStop.current = stop;
    setImporting({ fileName: file.name, done: 0, total: 0 });
    const outcome = await props
      .importFile(file, {
        onProgress: (done, total, phase) =>
          setImporting({ fileName: file.name, done, total, ...(phase ? { phase } : {}) }),
        signal: stop.signal,
        // A scan is read in the paper's language (with English): the form's language.
        language: formRef.current.language,
      })
      .finally(() => {
        importBusy.current = false;
        importStop.current = null;
      });
    setImporting(null);
    // Cancelled (OCR is slow; the user may give up): nothing in the form changes.
    if (!outcome.ok && outcome.cancelled) {
      toast('Import Cancelled', { description: outcome.message });
      return;
    }
    // A file that cannot be used changes nothing in the form.
    if (!outcome.ok) {
      toast.error(outcome.title, { description: outcome.message });
      return;
    }
    setField('research_content', outcome.text);
    const notes = [outcome.summary];
    if (outcome.hadAbstract) notes.push(ABSTRACT_LEFT_OUT);
    // The form as it is now: the user may have typed a title while the file was read.
    if (outcome.title && formRef.current.research_title.trim() === '') {
      setField('research_title', outcome.title);
      notes.push('The title was filled in from the document.');
    }
    toast.success('File Imported', { description: [...notes, ...outcome.warnings].join(' ') });
  };

  const onImage = async (file: File) => {
    const outcome = await readImage(file);
    if (!outcome.ok) {
      toast.error('Image Not Loaded', { description: outcome.message });
      return;
    }
    setImage({ dataUrl: outcome.dataUrl, name: outcome.name });
    toast.success(MESSAGES.imageProcessed, {
      description: 'The figure stays on this device and is not sent.',
    });
  };

  const onReset = () => {
    draft.reset();
    setImage(null);
    setInvalid(new Set());
  };

  const showProgress = generation.busy || generation.progress > 0;
  // What an abstract is checked against: the paper and choices in the form.
  const { form } = draft;
  // One object while these fields stay the same: the editors re-check when it changes.
  const checkSettings = useMemo(
    () => ({
      research_title: form.research_title,
      research_content: form.research_content,
      word_count_target: form.word_count_target,
      optimize_for_journal: form.optimize_for_journal,
      abstract_style: form.abstract_style,
      academic_level: form.academic_level,
      language: form.language,
    }),
    [
      form.research_title,
      form.research_content,
      form.word_count_target,
      form.optimize_for_journal,
      form.abstract_style,
      form.academic_level,
      form.language,
    ],
  );
  const checkMode = draft.privateMode ? 'browser' : 'server';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <GeneratorForm
          form={draft.form}
          setField={setField}
          invalidFields={invalid}
          busy={generation.busy}
          importStatus={importing}
          image={image}
          acceptedFileTypes={props.acceptedFileTypes}
          onImportFile={(file) => void onImportFile(file)}
          onCancelImport={() => importStop.current?.abort()}
          onImage={(file) => void onImage(file)}
          onRemoveImage={() => setImage(null)}
          onReset={onReset}
          privateMode={draft.privateMode}
          onPrivateModeChange={draft.setPrivateMode}
          onGenerate={generate}
        />
        {showProgress && <ProgressCard value={generation.progress} hasImage={image !== null} />}
        <Button
          variant="outline"
          aria-expanded={checkerOpen}
          onClick={() => setCheckerOpen((open) => !open)}
        >
          <ClipboardCheck aria-hidden="true" />
          Check my abstract
        </Button>
      </div>
      <div className="flex flex-col gap-6">
        {checkerOpen && (
          <Suspense fallback={null}>
            <CheckPanel
              settings={checkSettings}
              mode={checkMode}
              onClose={() => setCheckerOpen(false)}
            />
          </Suspense>
        )}
        {props.result ? (
          <Suspense fallback={<EmptyResult />}>
            <ResultCard
              key={`${props.result.id}:${props.resultSerial}`}
              result={props.result}
              title={draft.form.research_title}
              busy={generation.busy}
              onRegenerate={generate}
              onEdit={props.onEdited}
              checkSettings={checkSettings}
              checkMode={checkMode}
            />
          </Suspense>
        ) : (
          <EmptyResult />
        )}
      </div>
      {latest && (
        <Suspense fallback={null}>
          <SuccessDialog
            result={latest.result}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onDownloadReport={() => void downloadReport(latest.result, latest.form)}
            onCopy={() => void copyWithToast(latest.result.abstract)}
            onCheckDetection={() => {
              setDialogOpen(false);
              props.onOpenPromo();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
