// The checker itself must catch broken documents, or the artwork tests would prove nothing.
import { describe, expect, it } from 'vitest';
import { xmlProblems } from './xml';

describe('xmlProblems', () => {
  it('accepts a well-formed document', () => {
    expect(xmlProblems('<svg a="1"><g><rect x="0"/></g></svg>')).toEqual([]);
  });
  it.each([
    ['<svg><g></svg>', 'unbalanced'],
    ['<svg><rect x=1/></svg>', 'malformed'],
    ['<svg x="1" x="2"></svg>', 'duplicate'],
    ['<svg>a & b</svg>', 'bad text'],
    ['<svg></svg><svg></svg>', 'one root'],
  ])('rejects %s', (doc, problem) => {
    expect(xmlProblems(doc).join(' ')).toContain(problem);
  });
});
