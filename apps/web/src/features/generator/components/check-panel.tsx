/**
 * "Check my abstract": an abstract the user already has, pasted and checked against
 * the paper in the form's content field and the chosen venue and word target, without generating.
 * Loaded only when opened.
 */
import { normalizeResult, type CheckData } from '@abstractly/contracts';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import type { CheckSettings } from '../use-abstract-check.ts';
import { AbstractEditor } from './abstract-editor.tsx';
import { QualityPanel } from './quality-panel.tsx';

export function CheckPanel(props: {
  settings: CheckSettings;
  mode: 'server' | 'browser';
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ data: CheckData; text: string } | null>(null);
  const hasPaper =
    typeof props.settings.research_content === 'string' &&
    props.settings.research_content.trim() !== '';
  // The scores panel reads a result: the checked text with the check's measurements.
  const result =
    checked && checked.text === text
      ? normalizeResult({ ...checked.data, abstract: checked.text, keywords: [] })
      : null;

  return (
    <Card aria-labelledby="check-title">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div>
            <CardTitle id="check-title">Check my abstract</CardTitle>
            <CardDescription className="mt-1">
              {hasPaper
                ? 'Checked against the paper in Research Content, and the venue and word target you chose. Nothing is generated.'
                : 'Paste your paper into Research Content to check numbers against it; word limits, venue rules and writing are checked without it.'}
            </CardDescription>
          </div>
          <Button variant="ghost" size="sm" aria-label="Close the checker" onClick={props.onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AbstractEditor
          label="Your abstract"
          placeholder="Paste or type your abstract here…"
          value={text}
          onChange={setText}
          settings={props.settings}
          mode={props.mode}
          onChecked={(data, checkedText) => setChecked({ data, text: checkedText })}
        />
        {result && <QualityPanel result={result} />}
      </CardContent>
    </Card>
  );
}
