// Unit tests for src/lib/phone.
import { describe, expect, it } from 'vitest';
import { linkifyMacaoPhones, unbreakablePhone } from '#/lib/phone';

describe('linkifyMacaoPhones', () => {
  it('turns +853 numbers into tel parts in every spacing', () => {
    expect(linkifyMacaoPhones('Call +853 2833 3000 or +853-8988-1234, fax +85328881111.')).toEqual([
      'Call ',
      { tel: '+85328333000', text: '+853 2833 3000' },
      ' or ',
      { tel: '+85389881234', text: '+853-8988-1234' },
      ', fax ',
      { tel: '+85328881111', text: '+85328881111' },
      '.',
    ]);
  });
  it('handles a number at the start or end and text without numbers', () => {
    expect(linkifyMacaoPhones('+853 2833-3000')).toEqual([{ tel: '+85328333000', text: '+853 2833-3000' }]);
    expect(linkifyMacaoPhones('電話：+853 2833 3000')).toEqual(['電話：', { tel: '+85328333000', text: '+853 2833 3000' }]);
    expect(linkifyMacaoPhones('No phone here')).toEqual(['No phone here']);
    expect(linkifyMacaoPhones('')).toEqual([]);
  });
  it('ignores numbers without the prefix or with the wrong digit count', () => {
    expect(linkifyMacaoPhones('2833 3000')).toEqual(['2833 3000']);
    expect(linkifyMacaoPhones('+852 2833 3000')).toEqual(['+852 2833 3000']);
    expect(linkifyMacaoPhones('+853 2833 30001')).toEqual(['+853 2833 30001']);
    expect(linkifyMacaoPhones('+853 283 3000')).toEqual(['+853 283 3000']);
  });
});

describe('unbreakablePhone', () => {
  it('keeps a shown number on one line, its digits unchanged', () => {
    expect(unbreakablePhone('+853 2833 3000')).toBe('+853\u00A02833\u00A03000');
    expect(unbreakablePhone('(853) 2831-5566')).toBe('(853)\u00A02831\u20115566');
    expect(unbreakablePhone('28333000')).toBe('28333000');
  });
});
