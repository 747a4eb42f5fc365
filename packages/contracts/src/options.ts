/** The option lists of seed §3, in the seed's order, with the words a person reads. */

export const RESEARCH_FIELDS = [
  'computer-science',
  'biology',
  'psychology',
  'engineering',
  'medicine',
  'physics',
  'chemistry',
  'social-sciences',
  'humanities',
  'business',
  'education',
  'other',
] as const;
export type ResearchField = (typeof RESEARCH_FIELDS)[number];

export const ACADEMIC_LEVELS = [
  'high-school',
  'undergraduate',
  'graduate',
  'phd',
  'professional',
] as const;
export type AcademicLevel = (typeof ACADEMIC_LEVELS)[number];

export const ABSTRACT_STYLES = [
  'structured',
  'narrative',
  'informative',
  'descriptive',
  'critical',
] as const;
export type AbstractStyle = (typeof ABSTRACT_STYLES)[number];

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const JOURNALS = [
  'nature',
  'science',
  'ieee',
  'elsevier',
  'springer',
  'plos-one',
  'ama',
  'apa',
  'mla',
  'chicago',
] as const;
export type Journal = (typeof JOURNALS)[number];

export const WORD_COUNT_TARGETS = [150, 200, 250, 300, 350, 400, 500, 750, 1000] as const;
export type WordCountTarget = (typeof WORD_COUNT_TARGETS)[number];

export const RESEARCH_FIELD_LABELS: Record<ResearchField, string> = {
  'computer-science': 'Computer Science',
  biology: 'Biology',
  psychology: 'Psychology',
  engineering: 'Engineering',
  medicine: 'Medicine',
  physics: 'Physics',
  chemistry: 'Chemistry',
  'social-sciences': 'Social Sciences',
  humanities: 'Humanities',
  business: 'Business',
  education: 'Education',
  other: 'Other',
};

export const ACADEMIC_LEVEL_LABELS: Record<AcademicLevel, string> = {
  'high-school': 'High School',
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  phd: 'PhD',
  professional: 'Professional',
};

export const ABSTRACT_STYLE_LABELS: Record<AbstractStyle, string> = {
  structured: 'Structured',
  narrative: 'Narrative',
  informative: 'Informative',
  descriptive: 'Descriptive',
  critical: 'Critical',
};

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  zh: 'Chinese',
  ja: 'Japanese',
  ru: 'Russian',
};

export const JOURNAL_LABELS: Record<Journal, string> = {
  nature: 'Nature',
  science: 'Science',
  ieee: 'IEEE',
  elsevier: 'Elsevier',
  springer: 'Springer',
  'plos-one': 'PLOS ONE',
  ama: 'AMA',
  apa: 'APA',
  mla: 'MLA',
  chicago: 'Chicago',
};
