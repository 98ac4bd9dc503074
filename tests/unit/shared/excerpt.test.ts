// Unit tests for src/lib/excerpt in every enabled locale.
import { describe, expect, it } from 'vitest';
import { ENABLED_LOCALES, LOCALE_TABLE, type Locale } from '#shared/locales';
import { excerpt, shortDescription } from '#shared/excerpt';
import { htmlToText } from '#shared/html-text';

const SAMPLES: Partial<Record<Locale, string>> = {
  'zh-hant':
    '<p>大三巴牌坊是聖保祿教堂的前壁遺跡，是澳門最具代表性的名勝之一。</p><p>教堂於一六零二年至一六四零年間建成，一八三五年毀於大火，只剩下前壁。牌坊融合了歐洲文藝復興時期與東方建築的風格，雕刻精美，見證了中西文化的交流。遊客可沿着石階登上牌坊，俯瞰舊城區的街景，並參觀後方的天主教藝術博物館與墓室。二零零五年，大三巴牌坊作為澳門歷史城區的一部分被列入世界遺產名錄。</p>',
  'zh-hans':
    '<p>大三巴牌坊是圣保禄教堂的前壁遗迹，是澳门最具代表性的名胜之一。</p><p>教堂于一六零二年至一六四零年间建成，一八三五年毁于大火，只剩下前壁。牌坊融合了欧洲文艺复兴时期与东方建筑的风格，雕刻精美，见证了中西文化的交流。游客可沿着石阶登上牌坊，俯瞰旧城区的街景，并参观后方的天主教艺术博物馆与墓室。二零零五年，大三巴牌坊作为澳门历史城区的一部分被列入世界遗产名录。</p>',
  ja: '<p>聖ポール天主堂跡はマカオを代表する観光名所で、一六〇二年から一六四〇年にかけて建てられた教会の正面壁だけが残っています。一八三五年の火災で教会の大部分は焼失しましたが、精巧な彫刻が施されたファサードは今も堂々とそびえ立ち、東洋と西洋の文化交流の歴史を今に伝えています。階段を上ると旧市街を見渡すことができ、裏手には天主教芸術博物館もあります。</p>',
  ko: '<p>성 바울 성당 유적은 마카오를 대표하는 관광 명소로, 1602년부터 1640년 사이에 지어진 성당의 정면 벽만 남아 있습니다. 1835년 화재로 성당 대부분이 소실되었지만 정교한 조각이 새겨진 파사드는 지금도 웅장하게 서 있으며 동서양 문화 교류의 역사를 전해 줍니다. 계단을 오르면 구시가지를 내려다볼 수 있습니다.</p>',
  th: '<p>ซากโบสถ์เซนต์พอลเป็นสถานที่ท่องเที่ยวที่มีชื่อเสียงที่สุดแห่งหนึ่งของมาเก๊า สร้างขึ้นระหว่างปี ค.ศ. 1602 ถึง 1640 และถูกไฟไหม้ในปี ค.ศ. 1835 เหลือเพียงผนังด้านหน้าที่มีงานแกะสลักอันวิจิตรงดงาม ผสมผสานศิลปะตะวันออกและตะวันตกเข้าด้วยกัน นักท่องเที่ยวสามารถเดินขึ้นบันไดเพื่อชมทิวทัศน์ของย่านเมืองเก่าได้</p>',
  ar: '<p>تعد أطلال كنيسة القديس بولس من أشهر المعالم السياحية في ماكاو، وقد بنيت الكنيسة بين عامي ١٦٠٢ و١٦٤٠ ودمرها حريق في عام ١٨٣٥، ولم يبق منها سوى الواجهة الأمامية المزينة بنقوش رائعة تجمع بين الفن الشرقي والغربي. يمكن للزوار صعود الدرج الحجري للاستمتاع بمنظر المدينة القديمة.</p>',
  en: "<p>The Ruins of St. Paul's refer to the façade of what was originally the Church of Mater Dei built in 1602-1640, and the ruins of St. Paul's College, which stood adjacent to the Church. As a whole, the old Church, the College and Mount Fortress were all Jesuit constructions.</p>",
  pt: '<p>As Ruínas de São Paulo referem-se à fachada da antiga Igreja da Madre de Deus, construída entre 1602 e 1640, e às ruínas do Colégio de São Paulo, que se erguia ao lado da igreja. No seu conjunto, a antiga igreja, o colégio e a Fortaleza do Monte eram construções jesuítas.</p>',
  de: '<p>Die Ruinen von St. Paul sind die Fassade der ehemaligen Kirche Mater Dei, die zwischen 1602 und 1640 erbaut wurde, sowie die Ruinen des St.-Pauls-Kollegs, das neben der Kirche stand. Kirche, Kolleg und die Festung auf dem Monte waren allesamt Bauten der Jesuiten.</p>',
  fr: "<p>Les ruines de Saint-Paul désignent la façade de l'ancienne église Mater Dei, construite entre 1602 et 1640, ainsi que les ruines du collège Saint-Paul, qui se dressait à côté de l'église. L'église, le collège et la forteresse du Mont étaient des constructions jésuites.</p>",
  es: '<p>Las Ruinas de San Pablo son la fachada de la antigua Iglesia de la Madre de Dios, construida entre 1602 y 1640, y las ruinas del Colegio de San Pablo, que se alzaba junto a la iglesia. La iglesia, el colegio y la Fortaleza del Monte fueron construcciones jesuitas.</p>',
  it: "<p>Le Rovine di San Paolo sono la facciata dell'antica Chiesa della Madre di Dio, costruita tra il 1602 e il 1640, e le rovine del Collegio di San Paolo, che sorgeva accanto alla chiesa. La chiesa, il collegio e la Fortezza del Monte erano tutte costruzioni gesuite.</p>",
  id: '<p>Reruntuhan Santo Paulus adalah fasad dari Gereja Mater Dei yang dibangun antara tahun 1602 dan 1640, serta reruntuhan Kolese Santo Paulus yang dahulu berdiri di samping gereja. Gereja, kolese, dan Benteng Monte semuanya merupakan bangunan kaum Yesuit.</p>',
  ms: '<p>Runtuhan St. Paul ialah fasad Gereja Mater Dei yang dibina antara tahun 1602 dan 1640, serta runtuhan Kolej St. Paul yang pernah berdiri di sebelah gereja itu. Gereja, kolej dan Kubu Monte semuanya merupakan binaan mubaligh Jesuit.</p>',
};

const TRAILING_PUNCT = /[,.;:!?、。，；：！？،؛؟\s]$/u;
const graphemeCount = (s: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)).length;

describe('excerpt in every enabled locale', () => {
  for (const locale of ENABLED_LOCALES) {
    it(`cuts ${locale} correctly`, () => {
      const html = SAMPLES[locale];
      expect(html, `sample for ${locale}`).toBeDefined();
      const wordBased = LOCALE_TABLE[locale].wordBreakBySpace;
      const text = htmlToText(html!);
      expect(graphemeCount(text)).toBeGreaterThan(160);
      for (const limit of [40, 60, 120, 150]) {
        const out = excerpt(html!, { limit, wordBased });
        expect(out.endsWith('...')).toBe(true);
        const body = out.slice(0, -3);
        expect(body).not.toMatch(TRAILING_PUNCT);
        expect(body).not.toMatch(/[<>]/);
        expect(text.startsWith(body)).toBe(true);
        const n = graphemeCount(body);
        if (wordBased) {
          // Ends on a whole word: the next character of the full text is a space or punctuation.
          expect(text.slice(body.length, body.length + 1)).toMatch(/^[\s\p{P}]$/u);
          expect(n).toBeLessThanOrEqual(limit + 10);
          expect(n).toBeGreaterThanOrEqual(limit - 12);
        } else {
          expect(n).toBeLessThanOrEqual(limit);
          expect(n).toBeGreaterThanOrEqual(limit - 3);
        }
      }
      // Short enough text is returned whole (after stripping tags).
      expect(excerpt(html!, { limit: 1000, wordBased })).toBe(text);
    });
  }
});

describe('excerpt details', () => {
  it('keeps text within limit + tolerance', () => {
    const text = 'a'.repeat(155);
    expect(excerpt(text, { wordBased: true })).toBe(text);
    expect(excerpt('x'.repeat(161), { wordBased: false })).toBe(`${'x'.repeat(150)}...`);
  });
  it('cuts English at the last word before the limit and removes trailing punctuation', () => {
    const text = 'Macao is small, lively, and full of history; walk everywhere.';
    expect(excerpt(text, { limit: 20, tolerance: 5, wordBased: true })).toBe('Macao is small...');
    expect(excerpt(text, { limit: 25, tolerance: 5, wordBased: true })).toBe('Macao is small, lively...');
  });
  it('takes a boundary just after the limit rather than split a word, and cuts hard without any', () => {
    expect(excerpt('Supercalifragilistic expialidocious words here', { limit: 18, tolerance: 4, wordBased: true })).toBe('Supercalifragilistic...');
    expect(excerpt('x'.repeat(40), { limit: 10, tolerance: 2, wordBased: true })).toBe(`${'x'.repeat(10)}...`);
  });
  it('removes CJK and Arabic punctuation before the ellipsis', () => {
    expect(excerpt('澳門是一座城市。歷史悠久，文化多元。', { limit: 8, tolerance: 0, wordBased: false })).toBe('澳門是一座城市...');
    expect(excerpt('澳門歷史城區，', { limit: 6, tolerance: 0, wordBased: false })).toBe('澳門歷史城區...');
    expect(excerpt('مرحبا، بكم في ماكاو الجميلة جدا', { limit: 6, tolerance: 0, wordBased: true })).toBe('مرحبا...');
  });
  it('never splits a Thai grapheme or an emoji', () => {
    // Graphemes: น้ำ ใ จ ไ ม ต รี ␠ 👨‍👩‍👧 ␠ ม า เ ก๊ า
    const text = 'น้ำใจไมตรี 👨‍👩‍👧 มาเก๊า';
    expect(excerpt(text, { limit: 9, tolerance: 0, wordBased: false })).toBe('น้ำใจไมตรี 👨‍👩‍👧...');
    expect(excerpt(text, { limit: 1, tolerance: 0, wordBased: false })).toBe('น้ำ...');
    expect(excerpt(text, { limit: 14, tolerance: 0, wordBased: false })).toBe('น้ำใจไมตรี 👨‍👩‍👧 มาเก๊...');
  });
});

describe('shortDescription', () => {
  const text = SAMPLES.en!;
  it('is 60 characters on mobile and 120 otherwise', () => {
    const mobile = shortDescription(text, { mobile: true, wordBased: true }).slice(0, -3);
    const desktop = shortDescription(text, { mobile: false, wordBased: true }).slice(0, -3);
    expect(mobile.length).toBeLessThanOrEqual(70);
    expect(mobile.length).toBeGreaterThan(48);
    expect(desktop.length).toBeLessThanOrEqual(130);
    expect(desktop.length).toBeGreaterThan(108);
    // 60 characters whose last one is '，' (removed) plus '...'.
    expect(shortDescription(SAMPLES['zh-hant']!, { mobile: true, wordBased: false })).toBe(
      '大三巴牌坊是聖保祿教堂的前壁遺跡，是澳門最具代表性的名勝之一。 教堂於一六零二年至一六四零年間建成，一八三五年毀於大火...',
    );
  });
});
