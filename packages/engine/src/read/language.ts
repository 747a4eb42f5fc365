/** The seven supported languages: detection by script and function words, and stopword lists. */

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));

/** Function words plus the generic vocabulary of papers that never makes a good key phrase. */
const STOPWORDS: Record<Language, Set<string>> = {
  en: words(`a about above after again against all almost also although always am among an and another any
    are as at be because been before being below between both but by can cannot could did do does doing done
    down due during each either else enough especially et etc even ever every few for from further had has
    have having he her here hers herself him himself his how however i if in into is it its itself just least
    less like made make makes many may me might more most much must my myself neither no nor not now of off
    often on once one only or other others otherwise our ours ourselves out over own per perhaps quite rather
    same several she should since so some such than that the their theirs them themselves then there
    thereby therefore these they this those though through thus to too toward towards under unless until up
    upon us very via was we well were what whatever when where whether which while who whom whose why will
    with within without would yet you your yours al e g i.e e.g fig figure table section eq paper study work
    article present presented show shows shown showed result results method methods approach approaches use
    used uses using based new first second third two three four five different various respectively also
    found find finding findings data analysis propose proposed provide provides given give gives obtain
    obtained case cases order number way ways well important significant significantly high higher low
    lower large small general certain specific possible able known called several total type types
    including include includes include however xmath xcite dig cit`),
  es: words(`a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el
    ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estado estas este esto estos fue
    fueron ha han hasta hay la las le les lo los más mas me mi muy no nos o otra otras otro otros para pero
    por porque que quien se sea ser si sido sin sobre son su sus también tan te tiene tienen todo todos tu un
    una uno unos y ya estudio trabajo resultados resultado método métodos análisis datos uso mediante según
    además sin embargo así dos tres cada entre`),
  fr: words(`à a au aux avec ce ces cet cette comme dans de des du elle elles en est et été être eux il ils
    je la le les leur leurs lui mais me même mes moi mon ne nos notre nous on ont ou où par pas pour qu que
    qui sa sans se ses son sont sur ta te tes toi ton tous tout tu un une vos votre vous y l d s n c qu
    étude travail résultats résultat méthode méthodes analyse données utilisation selon ainsi cependant plus
    entre deux trois chaque aussi été peut`),
  de: words(`aber als am an auch auf aus bei bin bis da damit dann das dass dem den denen der des die dies
    diese dieser dieses doch dort du durch ein eine einem einen einer eines er es für hat haben hatte ich ihr
    ihre im in ist ja jedoch kann kein keine mit nach nicht noch nur ob oder ohne sich sie sind so über um und
    uns unter vom von vor war waren was wie wir wird wurde wurden zu zum zur zwischen studie arbeit ergebnisse
    ergebnis methode methoden analyse daten verwendung sowie zwei drei jeweils werden worden sein`),
  ru: words(`а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да даже для до
    его ее её если есть еще ещё же за здесь и из или им их к как ко когда кто ли либо мне может мы на над не
    него нее неё нет ни них но ну о об однако он она они оно от очень по под при с со так также такой там те
    тем то того тоже той только том ты у уже хотя чем что чтобы эта эти это этого этой этом этот я
    исследование работа результаты результат метод методы анализ данные использование два три`),
  zh: words(`的 了 和 是 在 我们 本文 一个 这 那 与 及 以及 或 等 对 中 为 以 并 而 被 其 之 于 也 都 将 从 由 通过
    研究 方法 结果 数据 分析 使用 可以 进行 表明 显示 提出`),
  ja: words(`の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など なっ ない この
    ため その あっ よう また もの という あり まで られ なる へ か だ これ によって により おり より による ず なり
    られる において ば なかっ なく しかし について せ だっ できる それ 研究 方法 結果 本研究 データ 分析
    した して する され された される ます です でき ない よる 各 二つ 今後`),
};

export function stopwordsFor(language: string): Set<string> {
  return STOPWORDS[
    (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en'
  ];
}

export function isStopword(word: string, language = 'en'): boolean {
  if (word.length < 2) return true;
  // A word that starts with a digit (0–9) is a number, not content.
  const first = word.charCodeAt(0);
  if (first >= 48 && first <= 57) return true;
  return stopwordsFor(language).has(word.toLowerCase());
}

const LATIN_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
type LatinLanguage = (typeof LATIN_LANGUAGES)[number];

/** Frequent function words; words shared by two languages count for both. */
const DETECTION_WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: new Set(
    'the of and to in is that for we with on are was were this by as from be an which these our at or it not have has than their'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las de del y en que un una por con para se es son al lo como su sus más este esta estos fue entre también sobre'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les de des du et en un une que qui pour dans est sont sur par au aux nous avec ce cette ces pas plus été ont entre'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des und in ist sind ein eine einer mit für von zu auf wir nicht im auch als wurde wurden werden bei dass sich'.split(
      ' ',
    ),
  ),
};

/** Letters only one of the four uses; each counts like a function word (helps short texts). */
const DISTINCT_LETTERS: Record<LatinLanguage, RegExp> = {
  en: /(?!)/g,
  es: /[ñ¿¡]/g,
  fr: /[çœèêëàâùûî]/g,
  de: /[ßäöü]/g,
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** How many of each Latin-script language's frequent function words a text uses. */
export function functionWords(text: string): Record<string, number> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return Object.fromEntries(
    LATIN_LANGUAGES.map((language) => [
      language,
      words.filter((word) => DETECTION_WORDS[language].has(word)).length,
    ]),
  );
}

/** Whether a word is one of the commonest function words of English, Spanish, French or German. */
export function isFunctionWord(word: string, language: string): boolean {
  return (DETECTION_WORDS as Record<string, ReadonlySet<string>>)[language]?.has(word) ?? false;
}

/**
 * Which of the seven languages a text is in, or undefined when it has too few letters or words to
 * tell: scripts decide zh / ja / ru (kana decide Japanese), then the most frequent function words
 * and letters only one language uses decide among en / es / fr / de. Restricted to the seven on
 * purpose: a general detector confuses English with Scots on short texts. Used for the source (by
 * the engine) and for an AI provider's answer (by the server), so both judge language alike.
 */
export function detectLanguage(text: string): Language | undefined {
  const han = count(text, /\p{Script=Han}/gu);
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const cyrillic = count(text, /\p{Script=Cyrillic}/gu);
  const latin = count(text, /\p{Script=Latin}/gu);
  // One CJK character carries about as much as a short Latin word: weigh it like three letters.
  const cjk = 3 * (han + kana);
  if (cjk + cyrillic + latin === 0) return undefined;
  if (cjk >= cyrillic && cjk >= latin) {
    // Japanese prose is rarely under a tenth kana; Chinese has none.
    return kana > 0 && kana >= 0.1 * (han + kana) ? 'ja' : 'zh';
  }
  if (cyrillic >= latin) return 'ru';
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  let best: Language | undefined;
  let bestScore = 0;
  for (const language of LATIN_LANGUAGES) {
    const list = DETECTION_WORDS[language];
    const score =
      words.filter((word) => list.has(word)).length + count(lower, DISTINCT_LETTERS[language]);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

/** The source's language: its first 6,000 characters decide; English when they cannot. */
export function sourceLanguage(text: string): Language {
  return detectLanguage(text.slice(0, 6000)) ?? 'en';
}
