import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from '../src/messages.ts';
import { importDocument } from '../src/node.ts';

/** A paper drafted in Markdown the way Pandoc and static-site users write one. */
const DRAFT = `---
title: "Draft"
author: M. Lindqvist
---

# Low-Cost Tide Gauges from *Repurposed* Sensors

## Abstract

Tide records from small harbours are sparse. We built twelve gauges from discarded sensors.

## 1 Introduction

Coastal communities rely on tide records [see the survey](https://example.org/survey) to plan
moorings. Most small harbours have no gauge at all.

![Gauge housing](housing.png)

- Sensors were **sealed** in resin.
- Each gauge logged every minute.

\`\`\`python
level = pressure / (rho * g)
\`\`\`

<div class="note">Internal note</div>

> The accuracy suffices for harbour operations.
`;

describe('importDocument with Markdown', () => {
  it('reads headings, paragraphs and list items; title and abstract found; code, HTML and images out', async () => {
    const result = await importDocument({ name: 'draft.md', bytes: strToU8(DRAFT) });
    expect(result).toEqual({
      ok: true,
      format: 'md',
      title: 'Low-Cost Tide Gauges from Repurposed Sensors',
      abstract:
        'Tide records from small harbours are sparse. We built twelve gauges from discarded sensors.',
      text: [
        '1 Introduction',
        'Coastal communities rely on tide records see the survey to plan moorings. Most small harbours have no gauge at all.',
        'Sensors were sealed in resin.',
        'Each gauge logged every minute.',
        'The accuracy suffices for harbour operations.',
      ].join('\n\n'),
      words: expect.any(Number),
      warnings: [],
    });
  });

  it('says when a Markdown file holds no text', async () => {
    const result = await importDocument({
      name: 'empty.md',
      bytes: strToU8('---\ntitle: x\n---\n\n```\ncode only\n```\n'),
    });
    expect(result).toEqual({ ok: false, code: 'no-text', error: IMPORT_ERRORS.noText });
  });
});
