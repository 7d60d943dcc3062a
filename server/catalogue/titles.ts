// Title pools for generated programmes and VoD items, per genre, in lt/en/ru.
import type { L10n } from './rng';

type T = [lt: string, en: string, ru: string];
const l = ([lt, en, ru]: T): L10n => ({ lt, en, ru });

export const PROGRAMME_TITLES: Record<number, L10n[]> = {
  1: ([
    ['Žinios', 'News', 'Новости'],
    ['Dienos tema', 'Topic of the Day', 'Тема дня'],
    ['Orai', 'Weather', 'Погода'],
    ['Pasaulio žinios', 'World News', 'Мировые новости'],
    ['Verslo žinios', 'Business News', 'Деловые новости'],
    ['Savaitės apžvalga', 'Week in Review', 'Обзор недели'],
    ['Diskusijų klubas', 'Debate Club', 'Дискуссионный клуб'],
  ] as T[]).map(l),
  2: ([
    ['Krepšinio lyga', 'Basketball League', 'Баскетбольная лига'],
    ['Futbolo apžvalga', 'Football Review', 'Футбольный обзор'],
    ['Teniso turnyras', 'Tennis Tournament', 'Теннисный турнир'],
    ['Sporto žinios', 'Sport News', 'Спортивные новости'],
    ['Ledo ritulys', 'Ice Hockey', 'Хоккей'],
    ['Lengvoji atletika', 'Athletics', 'Лёгкая атлетика'],
  ] as T[]).map(l),
  3: ([
    ['Meškiukų nuotykiai', 'Bear Adventures', 'Приключения медвежат'],
    ['Mažasis traukinukas', 'The Little Train', 'Маленький паровозик'],
    ['Spalvų pasaulis', 'World of Colours', 'Мир красок'],
    ['Pasakų valanda', 'Fairy Tale Hour', 'Час сказки'],
    ['Dainuojam kartu', 'Sing Along', 'Поём вместе'],
  ] as T[]).map(l),
  4: ([
    ['Paskutinis traukinys', 'The Last Train', 'Последний поезд'],
    ['Vasaros naktis', 'Summer Night', 'Летняя ночь'],
    ['Tylus miestas', 'The Silent City', 'Тихий город'],
    ['Šiaurės vėjas', 'North Wind', 'Северный ветер'],
    ['Didysis planas', 'The Grand Plan', 'Великий план'],
    ['Kelias namo', 'The Way Home', 'Дорога домой'],
    ['Aukso karštligė', 'Gold Rush', 'Золотая лихорадка'],
  ] as T[]).map(l),
  5: ([
    ['Baltijos gamta', 'Baltic Nature', 'Природа Балтики'],
    ['Senovės paslaptys', 'Ancient Mysteries', 'Тайны древности'],
    ['Kosmoso kelionės', 'Space Journeys', 'Космические путешествия'],
    ['Miestų istorijos', 'City Stories', 'Истории городов'],
    ['Virtuvės meistrai', 'Kitchen Masters', 'Мастера кухни'],
  ] as T[]).map(l),
  6: ([
    ['Muzikos topas', 'Music Chart', 'Музыкальный хит-парад'],
    ['Gyvas koncertas', 'Live Concert', 'Живой концерт'],
    ['Ryto muzika', 'Morning Music', 'Утренняя музыка'],
    ['Džiazo vakaras', 'Jazz Evening', 'Джазовый вечер'],
  ] as T[]).map(l),
  7: ([
    ['Naktinis seansas', 'Late Night Show', 'Ночной сеанс'],
    ['Vakaro istorijos', 'Evening Stories', 'Вечерние истории'],
  ] as T[]).map(l),
};

export const SERIES_TITLES: L10n[] = ([
  ['Gydytojai', 'The Doctors', 'Врачи'],
  ['Miesto detektyvai', 'City Detectives', 'Городские детективы'],
  ['Kaimo istorijos', 'Village Stories', 'Деревенские истории'],
  ['Jūros vilkai', 'Sea Wolves', 'Морские волки'],
  ['Mokyklos dienos', 'School Days', 'Школьные дни'],
  ['Karalystė', 'The Kingdom', 'Королевство'],
] as T[]).map(l);

export const DESCRIPTION_SENTENCES: L10n[] = ([
  ['Įtraukianti istorija apie drąsą ir draugystę.', 'A gripping story of courage and friendship.', 'Захватывающая история о смелости и дружбе.'],
  ['Nauji faktai ir netikėti atradimai.', 'New facts and unexpected discoveries.', 'Новые факты и неожиданные открытия.'],
  ['Tiesiogiai iš studijos Vilniuje.', 'Live from the studio in Vilnius.', 'Прямой эфир из студии в Вильнюсе.'],
  ['Visai šeimai.', 'For the whole family.', 'Для всей семьи.'],
  ['Geriausios akimirkos ir komentarai.', 'The best moments and commentary.', 'Лучшие моменты и комментарии.'],
  ['Paskutinė sezono dalis.', 'The last part of the season.', 'Заключительная часть сезона.'],
] as T[]).map(l);

export const ADJECTIVES: L10n[] = ([
  ['Tamsus', 'Dark', 'Тёмный'],
  ['Paslaptingas', 'Mysterious', 'Таинственный'],
  ['Paskutinis', 'Last', 'Последний'],
  ['Didysis', 'Great', 'Большой'],
  ['Tylus', 'Silent', 'Тихий'],
  ['Auksinis', 'Golden', 'Золотой'],
  ['Laukinis', 'Wild', 'Дикий'],
  ['Mažasis', 'Little', 'Маленький'],
  ['Šaltas', 'Cold', 'Холодный'],
  ['Amžinas', 'Eternal', 'Вечный'],
  ['Raudonas', 'Red', 'Красный'],
  ['Slaptas', 'Secret', 'Тайный'],
  ['Baltas', 'White', 'Белый'],
] as T[]).map(l);

export const NOUNS: L10n[] = ([
  ['miškas', 'Forest', 'лес'],
  ['miestas', 'City', 'город'],
  ['kelias', 'Road', 'путь'],
  ['vėjas', 'Wind', 'ветер'],
  ['sodas', 'Garden', 'сад'],
  ['uostas', 'Harbour', 'порт'],
  ['kalnas', 'Mountain', 'гора'],
  ['ežeras', 'Lake', 'озеро'],
  ['traukinys', 'Train', 'поезд'],
  ['sapnas', 'Dream', 'сон'],
  ['laikas', 'Time', 'время'],
  ['krantas', 'Shore', 'берег'],
] as T[]).map(l);
