// The web app manifest of each language (W3C Web App Manifest): its name, description, direction and shortcuts in
// the visitor's language, so an installed guide opens in it. One app (one `id`) whatever the language.
import { BRAND_COLOURS } from './brand';
import { LOCALE_TABLE, type Locale } from './locales';

/** Where each language's manifest is served (built into dist/ by scripts/bundle/web-manifests.ts). */
export function webManifestPath(locale: Locale): string {
  return `/manifest/${locale}.webmanifest`;
}

interface ManifestText {
  name: string;
  short: string;
  description: string;
  search: string;
  map: string;
  saved: string;
  warnings: string;
  wide: string;
  narrow: string;
}

const TEXT: Record<Locale, ManifestText> = {
  'zh-hant': {
    name: '澳門旅遊——官方旅遊指南',
    short: '澳門',
    description: '澳門官方旅遊指南：景點、路線、美食、酒店、盛事活動及離線地圖。',
    search: '搜尋',
    map: '地圖',
    saved: '離線指南',
    warnings: '警告及公告',
    wide: '電腦上的旅遊指南首頁',
    narrow: '手機上的旅遊指南首頁',
  },
  'zh-hans': {
    name: '澳门旅游——官方旅游指南',
    short: '澳门',
    description: '澳门官方旅游指南：景点、路线、美食、酒店、盛事活动及离线地图。',
    search: '搜索',
    map: '地图',
    saved: '离线指南',
    warnings: '警告及公告',
    wide: '电脑上的旅游指南首页',
    narrow: '手机上的旅游指南首页',
  },
  pt: {
    name: 'Turismo de Macau — Guia Turístico Oficial',
    short: 'Macau',
    description: 'O guia turístico oficial de Macau: locais de interesse, roteiros, gastronomia, hotéis, eventos e um mapa offline.',
    search: 'Pesquisar',
    map: 'Mapa',
    saved: 'Guia guardado',
    warnings: 'Avisos',
    wide: 'A página inicial do guia num computador',
    narrow: 'A página inicial do guia num telemóvel',
  },
  en: {
    name: 'Macao Tourism — Official Travel Guide',
    short: 'Macao',
    description: 'The official travel guide to Macao: sights, tours, dining, hotels, events and an offline map.',
    search: 'Search',
    map: 'Map',
    saved: 'Saved guide',
    warnings: 'Warnings',
    wide: "The guide's home page on a computer",
    narrow: "The guide's home page on a phone",
  },
  ja: {
    name: 'マカオ観光 公式旅行ガイド',
    short: 'マカオ',
    description: 'マカオ公式旅行ガイド：観光スポット、モデルコース、グルメ、ホテル、イベント、オフラインマップ。',
    search: '検索',
    map: '地図',
    saved: '保存したガイド',
    warnings: '警報・お知らせ',
    wide: 'パソコンで見たガイドのホーム',
    narrow: 'スマートフォンで見たガイドのホーム',
  },
  ko: {
    name: '마카오 관광 공식 여행 가이드',
    short: '마카오',
    description: '마카오 공식 여행 가이드: 명소, 추천 코스, 맛집, 호텔, 이벤트와 오프라인 지도.',
    search: '검색',
    map: '지도',
    saved: '저장한 가이드',
    warnings: '경보',
    wide: '컴퓨터에서 본 가이드 홈',
    narrow: '휴대폰에서 본 가이드 홈',
  },
  th: {
    name: 'การท่องเที่ยวมาเก๊า — คู่มือท่องเที่ยวอย่างเป็นทางการ',
    short: 'มาเก๊า',
    description: 'คู่มือท่องเที่ยวมาเก๊าอย่างเป็นทางการ: สถานที่ท่องเที่ยว เส้นทางเที่ยว ร้านอาหาร โรงแรม กิจกรรม และแผนที่ออฟไลน์',
    search: 'ค้นหา',
    map: 'แผนที่',
    saved: 'คู่มือที่บันทึกไว้',
    warnings: 'คำเตือน',
    wide: 'หน้าแรกของคู่มือบนคอมพิวเตอร์',
    narrow: 'หน้าแรกของคู่มือบนโทรศัพท์',
  },
  id: {
    name: 'Pariwisata Makau — Panduan Wisata Resmi',
    short: 'Makau',
    description: 'Panduan wisata resmi Makau: tempat wisata, rute tur, kuliner, hotel, acara, dan peta luring.',
    search: 'Cari',
    map: 'Peta',
    saved: 'Panduan tersimpan',
    warnings: 'Peringatan',
    wide: 'Beranda panduan di komputer',
    narrow: 'Beranda panduan di ponsel',
  },
  ru: {
    name: 'Туризм в Макао — официальный путеводитель',
    short: 'Макао',
    description: 'Официальный путеводитель по Макао: достопримечательности, маршруты, рестораны, отели, события и офлайн-карта.',
    search: 'Поиск',
    map: 'Карта',
    saved: 'Сохранённый путеводитель',
    warnings: 'Предупреждения',
    wide: 'Главная страница путеводителя на компьютере',
    narrow: 'Главная страница путеводителя на телефоне',
  },
  ms: {
    name: 'Pelancongan Macau — Panduan Pelancongan Rasmi',
    short: 'Macau',
    description: 'Panduan pelancongan rasmi Macau: tempat menarik, laluan lawatan, makanan, hotel, acara dan peta luar talian.',
    search: 'Cari',
    map: 'Peta',
    saved: 'Panduan yang disimpan',
    warnings: 'Amaran',
    wide: 'Halaman utama panduan pada komputer',
    narrow: 'Halaman utama panduan pada telefon',
  },
  de: {
    name: 'Macau Tourismus – Offizieller Reiseführer',
    short: 'Macau',
    description: 'Der offizielle Reiseführer für Macau: Sehenswürdigkeiten, Touren, Restaurants, Hotels, Veranstaltungen und eine Offline-Karte.',
    search: 'Suche',
    map: 'Karte',
    saved: 'Gespeicherter Reiseführer',
    warnings: 'Warnungen',
    wide: 'Die Startseite des Reiseführers am Computer',
    narrow: 'Die Startseite des Reiseführers auf dem Handy',
  },
  fr: {
    name: 'Tourisme Macao — Guide touristique officiel',
    short: 'Macao',
    description: 'Le guide touristique officiel de Macao : sites, circuits, restaurants, hôtels, événements et une carte hors ligne.',
    search: 'Rechercher',
    map: 'Carte',
    saved: 'Guide enregistré',
    warnings: 'Alertes',
    wide: "La page d'accueil du guide sur un ordinateur",
    narrow: "La page d'accueil du guide sur un téléphone",
  },
  es: {
    name: 'Turismo de Macao — Guía turística oficial',
    short: 'Macao',
    description: 'La guía turística oficial de Macao: lugares de interés, rutas, gastronomía, hoteles, eventos y un mapa sin conexión.',
    search: 'Buscar',
    map: 'Mapa',
    saved: 'Guía guardada',
    warnings: 'Avisos',
    wide: 'La página de inicio de la guía en un ordenador',
    narrow: 'La página de inicio de la guía en un móvil',
  },
  it: {
    name: 'Turismo di Macao — Guida turistica ufficiale',
    short: 'Macao',
    description: 'La guida turistica ufficiale di Macao: luoghi da visitare, itinerari, ristoranti, hotel, eventi e una mappa offline.',
    search: 'Cerca',
    map: 'Mappa',
    saved: 'Guida salvata',
    warnings: 'Allerte',
    wide: 'La home page della guida su un computer',
    narrow: 'La home page della guida su uno smartphone',
  },
  ar: {
    name: 'سياحة ماكاو — الدليل السياحي الرسمي',
    short: 'ماكاو',
    description: 'الدليل السياحي الرسمي لماكاو: المعالم والجولات والمطاعم والفنادق والفعاليات وخريطة تعمل دون اتصال.',
    search: 'بحث',
    map: 'الخريطة',
    saved: 'الدليل المحفوظ',
    warnings: 'التحذيرات',
    wide: 'الصفحة الرئيسية للدليل على الحاسوب',
    narrow: 'الصفحة الرئيسية للدليل على الهاتف',
  },
};

/** The screenshots the install dialog shows (made by scripts/manifest-screenshots.ts from the running app). */
export const MANIFEST_SCREENSHOTS = {
  wide: { src: '/screenshots/home-1440.png', sizes: '1440x900' },
  narrow: { src: '/screenshots/home-390.png', sizes: '390x844' },
} as const;

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webManifest(locale: Locale): Record<string, unknown> {
  const text = TEXT[locale];
  const info = LOCALE_TABLE[locale];
  const home = `/${locale}`;
  return {
    id: '/',
    name: text.name,
    short_name: text.short,
    description: text.description,
    lang: info.bcp47,
    dir: info.dir,
    start_url: `${home}?source=pwa`,
    scope: '/',
    display: 'standalone',
    background_color: BRAND_COLOURS.canvas,
    theme_color: BRAND_COLOURS.primary,
    categories: ['travel', 'navigation', 'lifestyle'],
    icons: ICONS,
    shortcuts: [
      { name: text.search, url: `${home}?opener=chatbot&keyword=`, icons: [ICONS[0]] },
      { name: text.map, url: `${home}/sightseeing/world-heritage`, icons: [ICONS[0]] },
      { name: text.saved, url: `${home}/offline`, icons: [ICONS[0]] },
      { name: text.warnings, url: `${home}/announcement`, icons: [ICONS[0]] },
    ],
    screenshots: [
      { ...MANIFEST_SCREENSHOTS.wide, type: 'image/png', form_factor: 'wide', label: text.wide },
      { ...MANIFEST_SCREENSHOTS.narrow, type: 'image/png', form_factor: 'narrow', label: text.narrow },
    ],
  };
}
