/** "How is this measured?" (issue 13): the quality score's parts, as scoreQuality computes them. */
export function QualityNote() {
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">How is this measured?</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>
          Everything here is measured by code, not judged by a model. The quality score adds up six
          parts: structure (background, methods, results and conclusions present, 25%), sentence
          order, as a model trained on thousands of published abstracts expects it (25%), fit to
          your word target (15%), coverage of the paper&apos;s key terms, including those of its
          later sections (15%), no repeated sentences (10%) and readability for your academic level
          (10%). It then takes off 3 points for each number not found in your paper, 4 for each
          citation, figure or table pointer, or opening that leans on missing text, and 1 for each
          unexplained abbreviation or placeholder.
        </p>
        <p>
          An error (a number not in the paper, a broken venue rule, the wrong language) costs 11
          more points, so an abstract with one is never rated Excellent. We check the score on real
          papers: the authors&apos; own abstract must score above damaged copies of it (shuffled,
          cut short, with a made-up number or citations added, or replaced by the paper&apos;s
          opening paragraphs).
        </p>
      </div>
    </details>
  );
}
