// The operator's customer service: where a customer pays when the site cannot take a card from
// them, and what the Contacts document names. Kept once here so the two never disagree.
import type { Lang } from './rng';

export const CUSTOMER_SERVICE = {
  phone: '+370 700 00000',
  email: 'info@example.lt',
  address: { lt: 'Gedimino pr. 1, Vilnius', en: 'Gedimino pr. 1, Vilnius, Lithuania', ru: 'пр. Гедимино 1, Вильнюс' } as Record<Lang, string>,
};

/** The customer service as the API answers it, in the viewer's language. */
export const customerServiceJson = (lang: Lang) => ({ phone: CUSTOMER_SERVICE.phone, email: CUSTOMER_SERVICE.email, address: CUSTOMER_SERVICE.address[lang] });
