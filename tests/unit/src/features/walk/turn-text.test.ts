// The turn list in the visitor's language (issue 33): en, zh-hant and ar from the real catalogues, street names
// kept as on the signs, distance and time through Intl.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { TurnStep } from '#shared/walk/turns';
import { streetLabel, turnText, walkSummary } from '#/features/walk/turn-text';
import { messages as ar } from '../../../../../locales/ar/messages.po';
import { messages as en } from '../../../../../locales/en/messages.po';
import { messages as zhHant } from '../../../../../locales/zh-hant/messages.po';

const i18n = setupI18n({ locale: 'en', messages: { en, 'zh-hant': zhHant, ar } });
const street = streetLabel(['新馬路', 'Avenida de Almeida Ribeiro']);
const step = (kind: TurnStep['kind'], direction: TurnStep['direction']): TurnStep => ({ kind, direction, name: 1, metres: 120, steps: false, steep: false });

describe('turn list wording', () => {
  it('names the street as its sign reads, Chinese then Portuguese', () => {
    expect(street).toBe('新馬路 Avenida de Almeida Ribeiro');
    expect(streetLabel(['', 'Rua Central'])).toBe('Rua Central');
    expect(streetLabel(undefined)).toBe('');
  });

  it('in English', () => {
    i18n.activate('en');
    expect(turnText(i18n, step('depart', 'straight'), street)).toBe('Head along 新馬路 Avenida de Almeida Ribeiro');
    expect(turnText(i18n, step('turn', 'left'), street)).toBe('Turn left onto 新馬路 Avenida de Almeida Ribeiro');
    expect(turnText(i18n, step('turn', 'slight-right'), '')).toBe('Bear right onto the footpath');
    expect(walkSummary(i18n, 1450, 19, 'en')).toBe('1.5 km · 19 minutes on foot');
  });

  it('in Traditional Chinese', () => {
    i18n.activate('zh-hant');
    expect(turnText(i18n, step('turn', 'right'), street)).toBe('右轉入新馬路 Avenida de Almeida Ribeiro');
    expect(turnText(i18n, step('depart', 'straight'), '')).toBe('沿行人路出發');
    expect(walkSummary(i18n, 640, 9, 'zh-Hant')).toBe('步行 640 公尺 · 9 分鐘');
  });

  it('in Arabic, with units from Intl and the street left as signed', () => {
    i18n.activate('ar');
    expect(turnText(i18n, step('turn', 'left'), street)).toBe('انعطف يسارًا إلى 新馬路 Avenida de Almeida Ribeiro');
    const summary = walkSummary(i18n, 1450, 19, 'ar');
    expect(summary).toContain('سيرًا على الأقدام');
    // Kilometres and minutes in Arabic words (the digits are ICU's choice for ar).
    expect(summary).toMatch(/^1[.,٫]5 كم · 19 دقيقة سيرًا على الأقدام$|^١٫٥ كم · ١٩ دقيقة سيرًا على الأقدام$/);
  });
});
