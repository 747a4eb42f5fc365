/** `abstractly generate --companions`: the companions as text after the abstract, each count against its limit. */
import {
  companionLimits,
  companionMeter,
  countWords,
  type GenerationData,
} from '@abstractly/contracts';

export function formatCompanions(data: GenerationData, venue: string | undefined): string {
  const limits = companionLimits(venue);
  const language = data.analysis?.detected_language ?? 'en';
  const blocks: string[] = [];
  if (data.highlights?.length) {
    const { min, max, maxChars, source } = limits.highlights;
    blocks.push(
      [
        `Highlights (${min}–${max}, at most ${maxChars} characters each; ${source}):`,
        ...data.highlights.map((h) => {
          const meter = companionMeter('highlights', h, limits, language)!;
          return `- ${h} (${meter.count}/${meter.limit})`;
        }),
      ].join('\n'),
    );
  }
  if (data.tldr) {
    const meter = companionMeter('tldr', data.tldr, limits, language)!;
    blocks.push(`TL;DR (${meter.count}/${meter.limit} words):\n${data.tldr}`);
  }
  if (data.plain_summary) {
    const ease = data.analysis?.companion_readability;
    const words = countWords(data.plain_summary, language);
    const measured = ease
      ? `; reading ease ${ease.plain_summary} against the abstract's ${ease.abstract}`
      : '';
    blocks.push(
      `Plain-language summary (${words} words, ${limits.plainSummary.min}–${limits.plainSummary.max}${measured}):\n${data.plain_summary}`,
    );
  }
  if (data.title_suggestions?.length)
    blocks.push(
      ['Title ideas:', ...data.title_suggestions.map((t, i) => `${i + 1}. ${t}`)].join('\n'),
    );
  if (data.ai_statement) blocks.push(`AI-use statement:\n${data.ai_statement}`);
  if (blocks.length === 0) return 'No companions came with this answer.\n';
  return `${blocks.join('\n\n')}\n`;
}
