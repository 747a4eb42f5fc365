import { SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, type GenerationForm } from '@abstractly/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useRef, type CSSProperties } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label, NativeSelect, Textarea } from '../../../components/ui/form-controls.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { JOURNAL_OPTIONS, LANGUAGE_OPTIONS } from '../form-options.ts';

export interface FigureImage {
  dataUrl: string;
  name: string;
}

function LevelSlider(props: {
  id: string;
  label: string;
  hint: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <span id={`${props.id}-label`} className="text-sm font-medium text-slate-800">
          {props.label}
        </span>
        <span className="text-sm text-slate-700 tabular-nums">{props.value}%</span>
      </div>
      <Slider
        thumbLabel={props.label}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={SLIDER_STEP}
        value={[props.value]}
        onValueChange={([value]) => {
          if (value !== undefined) props.onChange(value);
        }}
      />
      <p className="text-xs text-slate-600">{props.hint}</p>
    </div>
  );
}

export function OptionalSettings(props: {
  form: GenerationForm;
  setField: <K extends keyof GenerationForm>(name: K, value: GenerationForm[K]) => void;
  image: FigureImage | null;
  textareaStyle: CSSProperties;
  onImage: (file: File) => void;
  onRemoveImage: () => void;
}) {
  const { form, setField } = props;
  const imageInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <div className="grid gap-5 sm:grid-cols-2">
        <LevelSlider
          id="creativity_level"
          label="Creativity Level"
          hint="Low keeps your sentences; high rephrases more freely."
          value={form.creativity_level}
          onChange={(value) => setField('creativity_level', value)}
        />
        <LevelSlider
          id="technicality_level"
          label="Technicality Level"
          hint="Low favours plain wording; high keeps technical terms."
          value={form.technicality_level}
          onChange={(value) => setField('technicality_level', value)}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="language">Language</Label>
          <NativeSelect
            id="language"
            value={form.language}
            onChange={(event) =>
              setField('language', event.target.value as GenerationForm['language'])
            }
          >
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="optimize_for_journal">Optimize for Journal</Label>
          <NativeSelect
            id="optimize_for_journal"
            value={form.optimize_for_journal}
            onChange={(event) =>
              setField(
                'optimize_for_journal',
                event.target.value as GenerationForm['optimize_for_journal'],
              )
            }
          >
            <option value="">None</option>
            {JOURNAL_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col">
          <Label htmlFor="include_citations">Include Citations</Label>
          <span id="include_citations-hint" className="text-xs text-slate-600">
            Keep citation markers such as [12] where the venue allows them.
          </span>
        </div>
        <Switch
          id="include_citations"
          aria-describedby="include_citations-hint"
          checked={form.include_citations}
          onCheckedChange={(checked) => setField('include_citations', checked)}
        />
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="custom_instructions">Custom Instructions</Label>
        <Textarea
          id="custom_instructions"
          value={form.custom_instructions}
          style={props.textareaStyle}
          placeholder="e.g. Avoid first person; emphasise the clinical implications."
          onChange={(event) => setField('custom_instructions', event.target.value)}
        />
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-800">Figure Image</span>
        <p className="text-xs text-slate-600">
          Kept on this device only; it is never sent with the request.
        </p>
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          aria-label="Upload figure image"
          tabIndex={-1}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) props.onImage(file);
          }}
        />
        {props.image ? (
          <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
            <img
              src={props.image.dataUrl}
              alt={`Uploaded figure: ${props.image.name}`}
              className="size-16 rounded-md object-cover"
            />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
              {props.image.name}
            </span>
            <Button variant="ghost" size="sm" onClick={props.onRemoveImage}>
              <X aria-hidden="true" />
              Remove Image
            </Button>
          </div>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => imageInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            Upload Image
          </Button>
        )}
      </div>
    </div>
  );
}
