import type { AbstractResult } from '@abstractly/contracts';
import { Copy, Download, RefreshCw, Square, Volume2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { copyWithToast } from '../copy-with-toast.ts';
import { downloadTextFile, fileNameFromTitle } from '../../../lib/download.ts';
import {
  VERSION_TABS,
  versionText,
  versionWordCount,
  type VersionKey,
} from '../result-versions.ts';
import { withCheckedScores, withEditedText } from '../edit-result.ts';
import type { CheckSettings } from '../use-abstract-check.ts';
import { useReadAloud } from '../use-read-aloud.ts';
import { downloadText } from '../companion-text.ts';
import { languageOf, limitsFor } from '../companions.ts';
import { AbstractEditor } from './abstract-editor.tsx';
import { CompanionsPanel } from './companions-panel.tsx';
import { QualityPanel } from './quality-panel.tsx';

/** The result of seed §2 (loaded on demand: nothing of it is needed before a first result). */
export function ResultCard(props: {
  result: AbstractResult;
  title: string;
  busy: boolean;
  onRegenerate: () => void;
  /** The user edited a version: the result with the new text, then its new scores. */
  onEdit: (result: AbstractResult) => void;
  /** The paper and settings each version is checked against, and where checks run. */
  checkSettings: CheckSettings;
  checkMode: 'server' | 'browser';
}) {
  const { result } = props;
  // A check answers after the render that sent it: it must update the result as it is by then.
  const latestResult = useRef(result);
  useEffect(() => {
    latestResult.current = result;
  });
  // The texts as they came: until one is edited, its scores stay the ones it was delivered with.
  const [delivered] = useState(result);
  const [tab, setTab] = useState<VersionKey>('standard');
  // Only the standard version is written for the word target; the others for their share of it.
  const versionSettings = useMemo(
    () => ({ ...props.checkSettings, word_count_target: undefined }),
    [props.checkSettings],
  );
  const reader = useReadAloud(result.abstract);
  const active = VERSION_TABS.find((version) => version.key === tab) ?? VERSION_TABS[0];

  const download = () =>
    downloadTextFile(fileNameFromTitle(props.title, '-abstract.txt'), downloadText(result));

  return (
    <Card aria-labelledby="result-title">
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <CardTitle id="result-title">Generated Abstract</CardTitle>
          <CardDescription>
            {new Date(result.created_at).toLocaleString('en', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </CardDescription>
        </div>
        <div role="group" aria-label="Result actions" className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={reader.speaking}
            onClick={reader.toggle}
          >
            {reader.speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {reader.speaking ? 'Stop' : 'Listen'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyWithToast(versionText(result, tab))}
          >
            <Copy aria-hidden="true" />
            Copy {active.label}
          </Button>
          <Button variant="outline" size="sm" onClick={download}>
            <Download aria-hidden="true" />
            Download
          </Button>
          <Button variant="outline" size="sm" onClick={props.onRegenerate} disabled={props.busy}>
            <RefreshCw aria-hidden="true" className={props.busy ? 'animate-spin' : undefined} />
            Regenerate
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as VersionKey)}>
          <TabsList aria-label="Abstract versions">
            {VERSION_TABS.map((version) => (
              <TabsTrigger key={version.key} value={version.key} className="flex-col gap-0">
                {version.label}
                <span className="text-xs font-normal text-slate-600 tabular-nums">
                  {versionWordCount(result, version.key)} words
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {VERSION_TABS.map((version) => (
            <TabsContent key={version.key} value={version.key}>
              <AbstractEditor
                label={`${version.label} abstract (editable)`}
                value={versionText(result, version.key)}
                onChange={(text) => props.onEdit(withEditedText(result, version.key, text))}
                settings={version.key === 'standard' ? props.checkSettings : versionSettings}
                mode={props.checkMode}
                onChecked={(data, text) => {
                  if (text === versionText(delivered, version.key)) return;
                  props.onEdit(withCheckedScores(latestResult.current, version.key, text, data));
                }}
              />
              {version.key === 'standard' && <StandardExtras result={result} />}
            </TabsContent>
          ))}
        </Tabs>
        {result.companions && (
          <div className="mt-6 border-t border-slate-100 pt-5">
            <CompanionsPanel
              result={result}
              limits={limitsFor(props.checkSettings.optimize_for_journal)}
              language={languageOf(props.checkSettings.language)}
              onEdit={props.onEdit}
            />
          </div>
        )}
        <div className="mt-6 border-t border-slate-100 pt-5">
          <QualityPanel result={result} />
        </div>
      </CardContent>
    </Card>
  );
}

function StandardExtras({ result }: { result: AbstractResult }) {
  return (
    <div className="mt-5 flex flex-col gap-5">
      {result.keywords.length > 0 && (
        <section aria-labelledby="keywords-title">
          <h3 id="keywords-title" className="mb-2 text-sm font-semibold text-slate-900">
            Keywords
          </h3>
          <ul className="flex flex-wrap gap-2">
            {result.keywords.map((keyword) => (
              <li key={keyword}>
                <button
                  type="button"
                  aria-label={`Copy keyword ${keyword}`}
                  onClick={() => void copyWithToast(keyword)}
                  className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800 transition-colors hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
                >
                  {keyword}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.citations.length > 0 && (
        <section aria-labelledby="citations-title">
          <h3 id="citations-title" className="mb-2 text-sm font-semibold text-slate-900">
            Relevant Citations
          </h3>
          <ul className="flex flex-col gap-2">
            {result.citations.map((citation, index) => (
              <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-slate-800">{citation.text}</p>
                {citation.source && (
                  <p className="mt-1 text-xs text-slate-600">{citation.source}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
