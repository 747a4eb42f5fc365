import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

/** Short abstract-like sentences written for this test, one pair per language. */
const SAMPLES: [string, string][] = [
  [
    'en',
    'We propose a sparse attention model for long documents. It reduces memory use while keeping the accuracy of dense attention.',
  ],
  ['en', 'The results show that the method is faster than the baseline.'],
  [
    'es',
    'Proponemos un modelo de atención dispersa para documentos largos. Reduce el uso de memoria y mantiene la precisión de la atención densa.',
  ],
  ['es', 'Los resultados muestran que el método es más rápido que la línea base.'],
  [
    'fr',
    "Nous proposons un modèle d'attention clairsemée pour les documents longs. Il réduit la mémoire utilisée tout en conservant la précision.",
  ],
  ['fr', 'Les résultats montrent que la méthode est plus rapide que la référence.'],
  [
    'de',
    'Wir schlagen ein Modell mit spärlicher Aufmerksamkeit für lange Dokumente vor. Es senkt den Speicherbedarf und hält die Genauigkeit.',
  ],
  ['de', 'Die Ergebnisse zeigen, dass die Methode schneller ist als die Basislinie.'],
  ['zh', '我们提出了一种用于长文档的稀疏注意力模型。它在保持准确率的同时减少了内存使用。'],
  ['zh', '结果表明该方法比基线更快。'],
  ['ja', '長い文書のための疎な注意機構モデルを提案する。精度を保ちながらメモリ使用量を削減した。'],
  ['ja', '結果は、提案手法が基準手法より高速であることを示す。'],
  [
    'ru',
    'Мы предлагаем модель разреженного внимания для длинных документов. Она сокращает расход памяти и сохраняет точность.',
  ],
  ['ru', 'Результаты показывают, что метод быстрее базового.'],
];

describe('detectLanguage', () => {
  it.each(SAMPLES)('%s: %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('keeps English with technical terms and numbers as English (no Scots confusion)', () => {
    expect(
      detectLanguage(
        'BERT-base with 12 layers was fine-tuned on the GLUE tasks and the SQuAD data.',
      ),
    ).toBe('en');
  });

  it('keeps Chinese with Latin terms inside as Chinese', () => {
    expect(detectLanguage('我们在 GLUE 和 SQuAD 数据集上微调了 BERT 模型，并报告了准确率。')).toBe(
      'zh',
    );
  });

  it('tells Japanese from Chinese by its kana even when kanji dominate', () => {
    expect(detectLanguage('本研究では大規模言語模型の推論効率を検討した。')).toBe('ja');
  });

  it.each(['', '12 34 56', '— … —'])('cannot tell from %o', (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });
});
