// Legal documents (markdown) per language: terms, privacy, cookies, contacts.
import type { Lang } from './rng';
import { CUSTOMER_SERVICE as CS } from './operator';

const LEGAL_KINDS = ['terms', 'privacy', 'cookies', 'contacts'] as const;
type LegalKind = (typeof LEGAL_KINDS)[number];

const DOCS: Record<LegalKind, Record<Lang, string>> = {
  terms: {
    lt: `# Paslaugų teikimo sąlygos\n\n## 1. Bendrosios nuostatos\n\nŠios sąlygos taiko **Eteris** interneto televizijos paslaugai.\n\n## 2. Paslaugos\n\n- Tiesioginė televizija ir įrašai\n- Vaizdo įrašai pagal pareikalavimą\n\n## 3. Mokėjimai\n\nKainos nurodytos eurais su PVM. Sutarties trukmė: 1 arba 24 mėnesiai.\n`,
    en: `# Terms of service\n\n## 1. General\n\nThese terms apply to the **Eteris** internet television service.\n\n## 2. Services\n\n- Live television and catch-up\n- Video on demand\n\n## 3. Payments\n\nPrices are in euros including VAT. Contract length: 1 or 24 months.\n`,
    ru: `# Условия обслуживания\n\n## 1. Общие положения\n\nЭти условия применяются к интернет-телевидению **Eteris**.\n\n## 2. Услуги\n\n- Прямой эфир и записи\n- Видео по запросу\n\n## 3. Оплата\n\nЦены указаны в евро с НДС. Срок договора: 1 или 24 месяца.\n`,
  },
  privacy: {
    lt: `# Privatumo politika\n\nMes tvarkome jūsų duomenis tik paslaugai teikti.\n\n- El. paštas ir vardas\n- Peržiūrų statistika\n\nKlausimus siųskite privatumas@example.lt.\n`,
    en: `# Privacy policy\n\nWe process your data only to provide the service.\n\n- E-mail and name\n- Viewing statistics\n\nSend questions to privatumas@example.lt.\n`,
    ru: `# Политика конфиденциальности\n\nМы обрабатываем ваши данные только для оказания услуги.\n\n- Эл. почта и имя\n- Статистика просмотров\n\nВопросы отправляйте на privatumas@example.lt.\n`,
  },
  cookies: {
    lt: `# Slapukų politika\n\nNaudojame būtinus slapukus: kalbos (_app_lang), garso pirmenybės (_audio_priority) ir profilio.\n`,
    en: `# Cookie policy\n\nWe use essential cookies: language (_app_lang), audio priority (_audio_priority) and profile.\n`,
    ru: `# Политика cookie\n\nМы используем необходимые cookie: язык (_app_lang), приоритет аудио (_audio_priority) и профиль.\n`,
  },
  contacts: {
    lt: `# Kontaktai\n\n**UAB „Eteris“**\n\nTelefonas: ${CS.phone}\n\nEl. paštas: ${CS.email}\n\nAdresas: ${CS.address.lt}\n\nAtsakysime per 2 darbo dienas.\n`,
    en: `# Contacts\n\n**Eteris UAB**\n\nPhone: ${CS.phone}\n\nE-mail: ${CS.email}\n\nAddress: ${CS.address.en}\n\nWe reply within 2 working days.\n`,
    ru: `# Контакты\n\n**ЗАО «Eteris»**\n\nТелефон: ${CS.phone}\n\nЭл. почта: ${CS.email}\n\nАдрес: ${CS.address.ru}\n\nОтветим в течение 2 рабочих дней.\n`,
  },
};

export function legalDoc(kind: string, lang: string): string | null {
  if (!(LEGAL_KINDS as readonly string[]).includes(kind)) return null;
  if (lang !== 'lt' && lang !== 'en' && lang !== 'ru') return null;
  return DOCS[kind as LegalKind][lang];
}
