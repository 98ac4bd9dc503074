// The site's own name and description per locale: the share preview and search snippet of pages without content of their own.
import type { Locale } from '#shared/locales';

/** The same words as the app's "Macao Tourism" message in each catalogue (locales/<l>/messages.po). */
export const SITE_NAME: Record<Locale, string> = {
  'zh-hant': '澳門旅遊',
  'zh-hans': '澳门旅游',
  pt: 'Turismo de Macau',
  en: 'Macao Tourism',
  ja: 'マカオ観光',
  ko: '마카오 관광',
  th: 'การท่องเที่ยวมาเก๊า',
  id: 'Pariwisata Makau',
  ru: 'Туризм в Макао',
  ms: 'Pelancongan Macau',
  de: 'Macau Tourismus',
  fr: 'Tourisme Macao',
  es: 'Turismo de Macao',
  it: 'Turismo di Macao',
  ar: 'سياحة ماكاو',
};

export const SITE_DESCRIPTION: Record<Locale, string> = {
  'zh-hant': '澳門官方旅遊指南：景點、路線、美食、酒店、盛事活動及離線地圖。',
  'zh-hans': '澳门官方旅游指南：景点、路线、美食、酒店、盛事活动及离线地图。',
  pt: 'O guia turístico oficial de Macau: locais de interesse, roteiros, gastronomia, hotéis, eventos e um mapa offline.',
  en: 'The official travel guide to Macao: sights, tours, dining, hotels, events and an offline map.',
  ja: 'マカオ公式旅行ガイド：観光スポット、モデルコース、グルメ、ホテル、イベント、オフラインマップ。',
  ko: '마카오 공식 여행 가이드: 명소, 추천 코스, 맛집, 호텔, 이벤트와 오프라인 지도.',
  th: 'คู่มือท่องเที่ยวมาเก๊าอย่างเป็นทางการ: สถานที่ท่องเที่ยว เส้นทางเที่ยว ร้านอาหาร โรงแรม กิจกรรม และแผนที่ออฟไลน์',
  id: 'Panduan wisata resmi Makau: tempat wisata, rute tur, kuliner, hotel, acara, dan peta luring.',
  ru: 'Официальный путеводитель по Макао: достопримечательности, маршруты, рестораны, отели, события и офлайн-карта.',
  ms: 'Panduan pelancongan rasmi Macau: tempat menarik, laluan lawatan, makanan, hotel, acara dan peta luar talian.',
  de: 'Der offizielle Reiseführer für Macau: Sehenswürdigkeiten, Touren, Restaurants, Hotels, Veranstaltungen und eine Offline-Karte.',
  fr: 'Le guide touristique officiel de Macao : sites, circuits, restaurants, hôtels, événements et une carte hors ligne.',
  es: 'La guía turística oficial de Macao: lugares de interés, rutas, gastronomía, hoteles, eventos y un mapa sin conexión.',
  it: 'La guida turistica ufficiale di Macao: luoghi da visitare, itinerari, ristoranti, hotel, eventi e una mappa offline.',
  ar: 'الدليل السياحي الرسمي لماكاو: المعالم والجولات والمطاعم والفنادق والفعاليات وخريطة تعمل دون اتصال.',
};
