import {
  MIN_CONTENT_CHARS,
  TEXTAREA_MIN_HEIGHT_PX,
  type GenerationForm,
} from '@abstractly/contracts';
import { ChevronDown, ChevronUp, FileUp, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Input, Label, NativeSelect, Textarea } from '../../../components/ui/form-controls.tsx';
import {
  ABSTRACT_STYLE_OPTIONS,
  ACADEMIC_LEVEL_OPTIONS,
  RESEARCH_FIELD_OPTIONS,
  WORD_COUNT_OPTIONS,
  toWordCountTarget,
  type SelectOption,
} from '../form-options.ts';
import { importStatusText, type ImportStatus } from '../import-status.ts';
import type { FigureImage } from './optional-settings.tsx';

// Hidden at first, so loaded when first shown.
const OptionalSettings = lazy(() =>
  import('./optional-settings.tsx').then((m) => ({ default: m.OptionalSettings })),
);

export interface GeneratorFormProps {
  form: GenerationForm;
  setField: <K extends keyof GenerationForm>(name: K, value: GenerationForm[K]) => void;
  invalidFields: ReadonlySet<string>;
  busy: boolean;
  /** A file being read into the content, with its progress; null when none is. */
  importStatus: ImportStatus | null;
  image: FigureImage | null;
  acceptedFileTypes: string;
  onImportFile: (file: File) => void;
  /** Stops the file being read; the content stays as it was. */
  onCancelImport: () => void;
  onImage: (file: File) => void;
  onRemoveImage: () => void;
  onReset: () => void;
  /** Generate with the engine in this tab, so the text never leaves it. */
  privateMode: boolean;
  onPrivateModeChange: (on: boolean) => void;
  onGenerate: () => void;
}

const textareaStyle = { minHeight: `${TEXTAREA_MIN_HEIGHT_PX}px` };

function ChoiceField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: SelectOption[];
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>
        {props.label}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </Label>
      <NativeSelect
        id={props.id}
        name={props.id}
        value={props.value}
        aria-required="true"
        aria-invalid={props.invalid || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function GeneratorForm(props: GeneratorFormProps) {
  const { form, setField, invalidFields } = props;
  const [showOptional, setShowOptional] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const optionalId = useId();
  const counterId = useId();
  const contentLength = form.research_content.length;
  const short = contentLength < MIN_CONTENT_CHARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };

  return (
    <Card aria-labelledby="parameters-title">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="parameters-title">Abstract Generation Parameters</CardTitle>
          <CardDescription>Fields marked * are required.</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showOptional}
          aria-controls={optionalId}
          onClick={() => setShowOptional((shown) => !shown)}
        >
          {showOptional ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {showOptional ? 'Hide Optional Settings' : 'Show Optional Settings'}
        </Button>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="research_title">
              Research Title{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </Label>
            <Input
              id="research_title"
              name="research_title"
              value={form.research_title}
              placeholder="e.g. Sparse attention for long-document summarization"
              aria-required="true"
              aria-invalid={invalidFields.has('research_title') || undefined}
              onChange={(event) => setField('research_title', event.target.value)}
            />
          </div>

          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label htmlFor="research_content">
                Research Content{' '}
                <span aria-hidden="true" className="text-red-700">
                  *
                </span>
              </Label>
              <Button
                variant="outline"
                size="sm"
                onClick={() => fileInput.current?.click()}
                disabled={props.importStatus !== null}
                aria-describedby="file-types-hint"
              >
                {props.importStatus ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <FileUp aria-hidden="true" />
                )}
                Upload File
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={props.acceptedFileTypes}
                aria-label="Upload research file"
                tabIndex={-1}
                className="hidden"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) props.onImportFile(file);
                }}
              />
            </div>
            <Textarea
              id="research_content"
              name="research_content"
              value={form.research_content}
              style={textareaStyle}
              placeholder="Paste your paper, thesis chapter or report: introduction, methods, results and conclusions."
              aria-required="true"
              aria-invalid={invalidFields.has('research_content') || undefined}
              aria-describedby={counterId}
              onChange={(event) => setField('research_content', event.target.value)}
            />
            {/* Always present, so screen readers announce each change of the import's progress. */}
            <div
              role="status"
              className="flex items-center gap-2 text-sm text-slate-700 empty:hidden"
            >
              {props.importStatus && (
                <>
                  <progress
                    className="h-2 w-24 accent-indigo-700"
                    aria-label="Import progress"
                    {...(props.importStatus.total > 1
                      ? { max: props.importStatus.total, value: props.importStatus.done }
                      : {})}
                  />
                  <span>{importStatusText(props.importStatus)}</span>
                  <Button variant="ghost" size="sm" onClick={props.onCancelImport}>
                    Cancel
                  </Button>
                </>
              )}
            </div>
            <p id={counterId} className="flex flex-wrap gap-x-2 text-xs text-slate-600">
              <span>{contentLength.toLocaleString('en')} characters</span>
              {short && <span className="font-medium text-red-700">(minimum 200 recommended)</span>}
              <span id="file-types-hint" className="ml-auto">
                Files: .txt, .doc, .docx, .pdf, .odt, .rtf, .md, .tex, LaTeX .zip, scans (.png,
                .jpg, .tif)
              </span>
            </p>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField
              id="research_field"
              label="Research Field"
              placeholder="Select a research field"
              value={form.research_field}
              options={RESEARCH_FIELD_OPTIONS}
              invalid={invalidFields.has('research_field')}
              onChange={(value) =>
                setField('research_field', value as GenerationForm['research_field'])
              }
            />
            <ChoiceField
              id="academic_level"
              label="Academic Level"
              placeholder="Select an academic level"
              value={form.academic_level}
              options={ACADEMIC_LEVEL_OPTIONS}
              invalid={invalidFields.has('academic_level')}
              onChange={(value) =>
                setField('academic_level', value as GenerationForm['academic_level'])
              }
            />
            <ChoiceField
              id="abstract_style"
              label="Abstract Style"
              placeholder="Select an abstract style"
              value={form.abstract_style}
              options={ABSTRACT_STYLE_OPTIONS}
              invalid={invalidFields.has('abstract_style')}
              onChange={(value) =>
                setField('abstract_style', value as GenerationForm['abstract_style'])
              }
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="word_count_target">Target Word Count</Label>
              <NativeSelect
                id="word_count_target"
                name="word_count_target"
                value={String(form.word_count_target)}
                onChange={(event) => {
                  const target = toWordCountTarget(event.target.value);
                  if (target !== undefined) setField('word_count_target', target);
                }}
              >
                {WORD_COUNT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          <div id={optionalId} hidden={!showOptional}>
            {showOptional && (
              <Suspense fallback={<p className="text-sm text-slate-600">Loading settings…</p>}>
                <OptionalSettings
                  form={form}
                  setField={setField}
                  image={props.image}
                  textareaStyle={textareaStyle}
                  onImage={props.onImage}
                  onRemoveImage={props.onRemoveImage}
                />
              </Suspense>
            )}
          </div>

          <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
            {/* A native switch: no extra script in the first load for one on/off choice. */}
            <input
              id="generate_in_browser"
              type="checkbox"
              role="switch"
              checked={props.privateMode}
              aria-describedby="generate-in-browser-hint"
              className="mt-0.5 size-4 shrink-0 accent-indigo-700"
              onChange={(event) => props.onPrivateModeChange(event.target.checked)}
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor="generate_in_browser">Generate in my browser (private)</Label>
              <p id="generate-in-browser-hint" className="text-xs text-slate-600">
                The built-in engine runs in this tab: your text never leaves this device.
              </p>
            </div>
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={props.onReset} disabled={props.busy}>
              <RotateCcw aria-hidden="true" />
              Reset Form
            </Button>
            <Button type="submit" disabled={props.busy} className="sm:min-w-48">
              {props.busy ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {props.busy ? 'Generating...' : 'Generate Abstract'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
