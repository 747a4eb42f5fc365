/** "How is this measured?": the quality score's parts, as scoreQuality computes them. */
import { QUALITY_BAND_GREEN } from '@abstractly/contracts';
import {
  DEBRIS_COUNTED,
  FULL_PRICE_NUMBERS,
  MINOR_COUNTED,
  QUALITY_CURVE,
  QUALITY_DEDUCTIONS as D,
  QUALITY_WEIGHTS as W,
} from '@abstractly/contracts/quality';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;
/** The share of the parts that reaches the green band once raised to QUALITY_CURVE. */
const GREEN_SHARE = percent((QUALITY_BAND_GREEN / 100) ** (1 / QUALITY_CURVE));

export function QualityNote() {
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">How is this measured?</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>
          Everything here is measured by code, not judged by a model. The quality score adds up
          eight parts: sentence order ({percent(W.sentenceOrder)}: the order a model trained on
          published abstracts expects, and your paper&apos;s own), how much your sentences read as
          an abstract&apos;s rather than a paper&apos;s body ({percent(W.register)}: a model trained
          on published papers), structure (background, methods, results and conclusions present,{' '}
          {percent(W.structure)}), no repeated sentences ({percent(W.redundancy)}), coverage of the
          paper&apos;s key terms, including those of its later sections (
          {percent(W.keyTermCoverage)}), fit to your word target ({percent(W.wordTargetFit)}),
          coverage of the whole paper, not only its introduction ({percent(W.paperCoverage)}), and
          readability for your academic level ({percent(W.readability)}). Without the paper, the
          parts that need it are left out and the others count for more. The score rises faster near
          the top (the share of the parts, to the power {QUALITY_CURVE}): the green band (
          {QUALITY_BAND_GREEN}) takes {GREEN_SHARE} of them.
        </p>
        <p>
          It then takes off what a reader stops at: {D.dangling} points for each sentence that leans
          on text the abstract does not have, {D.redundant} for each point made twice,{' '}
          {D.missingResult} when no result is stated, {D.pointer} for each citation, figure or table
          pointer, pointer into the paper or opening that leans on missing text, {D.debris} for each
          piece of debris (counted {DEBRIS_COUNTED} times at most), {D.unsupportedNumber} for each
          of the first {FULL_PRICE_NUMBERS} numbers not found in your paper and{' '}
          {D.furtherUnsupportedNumber} for each further one, and {D.minor} for each unexplained
          abbreviation or placeholder (counted {MINOR_COUNTED} times at most). With an error (a
          number not in the paper, a broken venue rule, the wrong language), points above 80 count
          less than half, so an abstract with one never reaches the green band.
        </p>
        <p>
          The authors&apos; own abstract scores above damaged copies of it in about nine cases out
          of ten overall (shuffled, cut short, with a made-up number, citations or a leaning
          sentence added, or replaced by the paper&apos;s opening paragraphs). But blind readers who
          compared our engine&apos;s abstract with the authors&apos; own preferred the authors&apos;
          in nearly every pair, and the score agrees with them in fewer than half: read it as a
          measure of the parts above, not a verdict on the writing.
        </p>
      </div>
    </details>
  );
}
