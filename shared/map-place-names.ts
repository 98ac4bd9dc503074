// The map's main places (parishes and light-rail stations) in the visitor's language where it differs from the
// Chinese and Portuguese of Macao's signs: the basemap adds this as a third label line. Latin-script visitors read
// the Portuguese line and Japanese ones the Chinese, so only the scripts a sign does not carry are listed; English
// station names come from the tiles themselves (name_en). Parishes outside the peninsula go by the island names
// travellers know (Taipa, Coloane, Cotai).

/** Locales whose visitors get a third line on parish and station labels. */
export const PLACE_NAME_LOCALES = ['ko', 'th', 'ar'] as const;
export type PlaceNameLocale = (typeof PLACE_NAME_LOCALES)[number];

type Names = Record<PlaceNameLocale, string>;

/** By the parish's `slug` in the tiles. */
export const PARISH_NAMES: Record<string, Names> = {
  se: { ko: '대성당 교구', th: 'เขตอาสนวิหาร', ar: 'أبرشية الكاتدرائية' },
  'santo-antonio': { ko: '성 안토니오 교구', th: 'เขตนักบุญอันตน', ar: 'أبرشية القديس أنطونيوس' },
  'sao-lazaro': { ko: '성 라자로 교구', th: 'เขตนักบุญลาซารัส', ar: 'أبرشية القديس لعازر' },
  'sao-lourenco': { ko: '성 로렌소 교구', th: 'เขตนักบุญลอเรนซ์', ar: 'أبرشية القديس لورنزو' },
  fatima: { ko: '파티마 성모 교구', th: 'เขตแม่พระแห่งฟาติมา', ar: 'أبرشية سيدة فاطيما' },
  carmo: { ko: '타이파', th: 'ไทปา', ar: 'تايبا' },
  'sao-francisco-xavier': { ko: '콜로안', th: 'โคโลอาน', ar: 'كولوان' },
  cotai: { ko: '코타이', th: 'โคไต', ar: 'كوتاي' },
};

/** By the station's `id` in the tiles. */
export const STATION_NAMES: Record<string, Names> = {
  Barra: { ko: '바라', th: 'บารา', ar: 'بارا' },
  Ocean: { ko: '오션', th: 'โอเชียน', ar: 'أوشن' },
  Jockey_Club: { ko: '자키 클럽', th: 'จ็อกกี้คลับ', ar: 'نادي الفروسية' },
  Stadium: { ko: '경기장', th: 'สนามกีฬา', ar: 'الملعب' },
  Pai_Kok: { ko: '파이콕', th: 'ไผ่ก๊ก', ar: 'باي كوك' },
  Cotai_West: { ko: '코타이 서', th: 'โคไตตะวันตก', ar: 'كوتاي الغربية' },
  Lotus: { ko: '로터스', th: 'โลตัส', ar: 'لوتس' },
  East_Asian_Games: { ko: '동아시안게임', th: 'อีสต์เอเชียนเกมส์', ar: 'ألعاب شرق آسيا' },
  Cotai_East: { ko: '코타이 동', th: 'โคไตตะวันออก', ar: 'كوتاي الشرقية' },
  MUST: { ko: '마카오 과기대', th: 'มหาวิทยาลัย MUST', ar: 'جامعة ماكاو للعلوم' },
  Airport: { ko: '공항', th: 'สนามบิน', ar: 'المطار' },
  Taipa_Ferry_Terminal: { ko: '타이파 페리 터미널', th: 'ท่าเรือเฟอร์รี่ไทปา', ar: 'محطة عبارات تايبا' },
  Union_Hospital: { ko: '유니온 병원', th: 'โรงพยาบาลยูเนียน', ar: 'مستشفى يونيون' },
  Seac_Pai_Van: { ko: '섹파이완', th: 'เซ็กไผ่หวัน', ar: 'سيك باي فان' },
  Hengqin: { ko: '헝친', th: 'เหิงฉิน', ar: 'هنغتشين' },
};

/** Every name of the table, for the glyph build. */
export function allPlaceNames(): string[] {
  return [...Object.values(PARISH_NAMES), ...Object.values(STATION_NAMES)].flatMap((n) => Object.values(n));
}
