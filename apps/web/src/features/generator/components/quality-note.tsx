/** "How is this measured?": the quality score's parts, as scoreQuality computes them. */
export function QualityNote() {
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">How is this measured?</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>
          Everything here is measured by code, not judged by a model. The quality score adds up
          seven parts: sentence order (40%: whether your sentences follow the paper&apos;s own
          order, and the order a model trained on thousands of published abstracts expects), fit to
          your word target (15%), coverage of the whole paper (15%: your sentences match passages
          from its beginning to its end, not only its introduction), structure (background, methods,
          results and conclusions present, 10%), coverage of the paper&apos;s key terms, including
          those of its later sections (10%), no repeated sentences (5%) and readability for your
          academic level (5%). Without the paper, the parts that need it are left out and the others
          count for more. The score rises faster near the top (the share of the parts, to the power
          1.5): Excellent (90) takes 93% of them.
        </p>
        <p>
          It then takes off 3 points for each of the first two numbers not found in your paper and 2
          for each further one, 4 for each citation, figure or table pointer, or opening that leans
          on missing text, and 1 for each unexplained abbreviation or placeholder. With an error (a
          number not in the paper, a broken venue rule, the wrong language), points above 80 count
          less than half, so an abstract with one is never rated Excellent. We check the score on
          real papers: the authors&apos; own abstract must score above damaged copies of it
          (shuffled, cut short, with a made-up number or citations added, or replaced by the
          paper&apos;s opening paragraphs).
        </p>
      </div>
    </details>
  );
}
