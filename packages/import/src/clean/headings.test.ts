import { describe, expect, it } from 'vitest';
import { looksLikeHeading, sectionName, stripNumbering } from './headings.ts';

describe('sectionName', () => {
  it.each([
    ['Introduction', 'introduction'],
    ['1 Introduction', 'introduction'],
    ['3. Results:', 'results'],
    ['IV. RELATED WORK', 'related work'],
    ['Materials and  Methods', 'materials and methods'],
    ['Acknowledgements', 'acknowledgements'],
    ['Results of the survey', undefined],
    ['Introduction to tides is hard', undefined],
  ])('%j → %j', (text, expected) => {
    expect(sectionName(text)).toBe(expected);
  });
});

describe('stripNumbering', () => {
  it.each([
    ['2.1 Data Collection', 'Data Collection'],
    ['II. Methods', 'Methods'],
    ['I think so', 'I think so'],
    ['Methods', 'Methods'],
  ])('%j → %j', (text, expected) => {
    expect(stripNumbering(text)).toBe(expected);
  });
});

describe('looksLikeHeading', () => {
  it.each([
    ['Discussion', true],
    ['2.1 Data Collection', true],
    ['RELATED WORK', true],
    ['4 Experimental Setup and Baselines', true],
    ['1 We show that the method works.', false],
    ['The gauges were installed in May.', false],
    ['harbour staff with little training', false],
    ['USA', false],
    ['2020 was a year in which many harbours installed gauges of various kinds and sizes', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeHeading(text)).toBe(expected);
  });
});
